import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS } from '../../contract';
import { useUnknownValueLabel } from './unknownValue';

/** A stored status that is neither 0 nor 1 (legacy data): shown as "Unknown (value)". */
const isUnknownStatus = (status: unknown) =>
  status !== null &&
  status !== undefined &&
  status !== '' &&
  Number(status) !== STATUS.ACTIVE &&
  Number(status) !== STATUS.DISABLED;

/** Status 1 Active (green) / 0 Disabled (red) of institutions, lockers and the like (SPEC §3). */
export function StatusTag({ status }: { status: number | string | null | undefined }) {
  const label = useStatusLabel();
  const active = Number(status) === STATUS.ACTIVE;
  const colour = isUnknownStatus(status) ? 'default' : active ? 'green' : 'red';
  return <Tag color={colour}>{label(status)}</Tag>;
}

/** A status's label as the tag shows it (a record page's History names the old and new one). */
export function useStatusLabel(): (status: unknown) => string {
  const { t } = useTranslation('common');
  const unknown = useUnknownValueLabel();
  return (status) => {
    if (isUnknownStatus(status)) return unknown(status);
    return t(Number(status) === STATUS.ACTIVE ? 'kit.status.active' : 'kit.status.disabled');
  };
}

/** The options of a status Select (filters and forms), translated. */
export function useStatusOptions(): { value: number; label: string }[] {
  const { t } = useTranslation('common');
  return [
    { value: STATUS.ACTIVE, label: t('kit.status.active') },
    { value: STATUS.DISABLED, label: t('kit.status.disabled') },
  ];
}
