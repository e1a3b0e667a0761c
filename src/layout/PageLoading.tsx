import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** The spinner shown while a lazy page or the session check loads. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <Flex justify="center" align="center" style={{ minHeight: 240 }}>
      <Spin aria-label={t('app.loading')} />
    </Flex>
  );
}
