import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS } from '../../contract';

/** Status 1 Active (green) / 0 Disabled (red) of institutions, lockers and the like (SPEC §3). */
export function StatusTag({ status }: { status: number | string | null | undefined }) {
  const { t } = useTranslation('common');
  const active = Number(status) === STATUS.ACTIVE;
  return (
    <Tag color={active ? 'green' : 'red'}>
      {t(active ? 'kit.status.active' : 'kit.status.disabled')}
    </Tag>
  );
}

/** A status's label as the tag shows it (a record page's History names the old and new one). */
export function useStatusLabel(): (status: unknown) => string {
  const { t } = useTranslation('common');
  return (status) =>
    t(Number(status) === STATUS.ACTIVE ? 'kit.status.active' : 'kit.status.disabled');
}

/** The options of a status Select (filters and forms), translated. */
export function useStatusOptions(): { value: number; label: string }[] {
  const { t } = useTranslation('common');
  return [
    { value: STATUS.ACTIVE, label: t('kit.status.active') },
    { value: STATUS.DISABLED, label: t('kit.status.disabled') },
  ];
}
