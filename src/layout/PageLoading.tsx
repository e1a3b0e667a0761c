import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** How long a screen may take before its loading state shows: a quicker one never flickers. */
export const PAGE_LOADING_DELAY_MS = 300;

/** The spinner shown while a lazy page or the session check takes longer than a moment. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <Flex justify="center" align="center" style={{ minHeight: 240 }}>
      <Spin delay={PAGE_LOADING_DELAY_MS} aria-label={t('app.loading')} />
    </Flex>
  );
}
