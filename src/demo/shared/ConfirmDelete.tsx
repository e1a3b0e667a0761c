import { Popconfirm } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks before a demo record is deleted for good (the fake keeps no undo). */
export function ConfirmDelete({
  name,
  onConfirm,
  children,
}: {
  name: string;
  onConfirm: () => void;
  children: ReactElement;
}) {
  const { t } = useTranslation('demo');
  return (
    <Popconfirm
      title={t('common.confirmDelete', { name })}
      okText={t('common.delete')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      {children}
    </Popconfirm>
  );
}
