import { Button, Flex, Result, type ResultProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** A full-page antd Result with a "Back home" button (404, 403, maintenance). */
export function ResultPage({
  status,
  textKey,
  fullPage = true,
}: {
  status: ResultProps['status'];
  textKey: 'notFound' | 'forbidden' | 'maintenance';
  fullPage?: boolean;
}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <Flex
      component={fullPage ? 'main' : 'div'}
      justify="center"
      align="center"
      style={fullPage ? { minHeight: '100vh' } : undefined}
    >
      <Result
        status={status}
        title={<h1 style={{ margin: 0, fontSize: 'inherit' }}>{t(`${textKey}.title`)}</h1>}
        subTitle={t(`${textKey}.subtitle`)}
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            {t(`${textKey}.backHome`)}
          </Button>
        }
      />
    </Flex>
  );
}
