import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ErrorStateProps {
  /** The failure (Refine's HttpError or any Error): its message is shown as is. */
  error?: { message?: string } | null;
  title?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
}

/**
 * A failed load (SPEC §4: on failure the list is emptied and the error kept): the server's
 * message and a Retry button, never a blank page. Pass `tableQuery.refetch` as onRetry.
 */
export function ErrorState({ error, title, onRetry, retrying }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <Result
      status="warning"
      title={title ?? t('kit.error.title')}
      subTitle={<span role="alert">{error?.message || t('errors.unknown')}</span>}
      extra={
        onRetry && (
          <Button icon={<ReloadOutlined />} loading={retrying} onClick={onRetry}>
            {t('kit.error.retry')}
          </Button>
        )
      }
    />
  );
}
