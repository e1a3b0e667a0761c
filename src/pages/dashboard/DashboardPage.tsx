import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Placeholder: the analytics come with the dashboard issue. */
export default function DashboardPage() {
  const { t } = useTranslation('common');
  return (
    <Card>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t('dashboard.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('dashboard.placeholder')}</Typography.Paragraph>
    </Card>
  );
}
