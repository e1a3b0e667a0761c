import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ALL_ROLES, ROLE_LABEL_KEYS, isRole, type Role } from '../../../contract';

/** antd preset colours (theme-aware), one per role so the list reads at a glance. */
const ROLE_COLOURS: Record<Role, string> = { 0: 'default', 1: 'magenta', 2: 'geekblue', 3: 'cyan' };

export function RoleTag({ role }: { role: number | null | undefined }) {
  const { t } = useTranslation('common');
  if (!isRole(role)) return null;
  return <Tag color={ROLE_COLOURS[role]}>{t(ROLE_LABEL_KEYS[role])}</Tag>;
}

/** The options of a role Select (filters and the user form), translated. */
export function useRoleOptions(): { value: Role; label: string }[] {
  const { t } = useTranslation('common');
  return ALL_ROLES.map((role) => ({ value: role, label: t(ROLE_LABEL_KEYS[role]) }));
}
