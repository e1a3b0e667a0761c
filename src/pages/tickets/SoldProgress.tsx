import { Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * "sold / capacity" with a bar. The legacy server sends no `sold`: then "Unknown / capacity", so
 * the capacity is never read as the number sold.
 */
export function SoldProgress({ sold, capacity }: { sold?: number; capacity: number }) {
  const { t } = useTranslation('tickets');
  if (typeof sold !== 'number') {
    return (
      <Typography.Text type="secondary" title={t('values.soldUnknownHint')}>
        {t('values.soldUnknownOfCapacity', { capacity })}
      </Typography.Text>
    );
  }
  const percent = capacity > 0 ? Math.min(100, Math.round((sold / capacity) * 100)) : 0;
  const label = t('values.soldOfCapacity', { sold, capacity });
  return (
    <Space direction="vertical" size={0} style={{ minWidth: 120 }}>
      <Typography.Text>{label}</Typography.Text>
      <Progress
        percent={percent}
        size="small"
        showInfo={false}
        status={sold >= capacity ? 'exception' : 'normal'}
        aria-label={label}
      />
    </Space>
  );
}
