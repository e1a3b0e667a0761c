import { Alert, Flex, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Loading and failure states of a demo screen: a spinner, or the fake's error message
 * (e.g. its 500 "Internal server error" or 404 "Post not found") in a visible alert.
 */
export function DemoStatus({
  isLoading,
  error,
  children,
}: {
  isLoading: boolean;
  error: unknown;
  children: ReactNode;
}) {
  const { t } = useTranslation('demo');
  if (isLoading)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin aria-label={t('common.loading')} />
      </Flex>
    );
  if (error)
    return (
      <Alert
        type="error"
        showIcon
        message={t('common.loadFailed')}
        description={error instanceof Error ? error.message : String(error)}
      />
    );
  return <>{children}</>;
}

/** The message of a failed demo call, for `message.error`. */
export const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
