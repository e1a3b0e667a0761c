import { ExclamationCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// The 403 page is lazy: its antd Result stays out of every list's first load.
const ForbiddenPage = lazy(() => import('../pages/auth/ForbiddenPage'));

export interface ErrorStateProps {
  /** The failure (Refine's HttpError or any Error): its message is shown as is. */
  error?: { message?: string; statusCode?: number } | null;
  title?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
}

/**
 * A failed load (SPEC §4: on failure the list is emptied and the error kept): the server's
 * message and a Retry button, never a blank page. Pass `tableQuery.refetch` as onRetry. A 403
 * shows the 403 page instead, with no Retry (asking again cannot change the answer).
 *
 * Drawn like antd's `<Result status="warning">` from the theme's tokens, not with it: Result's
 * module carries its three full-page illustrations (~36 KB) into every list's first load, and
 * this state must show without any further download (the server, or the network, is failing).
 */
export function ErrorState(props: ErrorStateProps) {
  // A refusal is not a failure to retry: the same 403 page as a route the role may not open.
  if (props.error?.statusCode === 403) {
    return (
      <Suspense fallback={null}>
        <ForbiddenPage />
      </Suspense>
    );
  }
  return <FailedLoad {...props} />;
}

function FailedLoad({ error, title, onRetry, retrying }: ErrorStateProps) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      align="center"
      gap={token.marginXS}
      style={{ padding: `${token.paddingXL * 1.5}px ${token.paddingLG}px`, textAlign: 'center' }}
    >
      <ExclamationCircleFilled
        aria-hidden
        style={{ fontSize: 72, color: token.colorWarning, marginBottom: token.marginLG }}
      />
      <div
        style={{
          color: token.colorTextHeading,
          fontSize: token.fontSizeHeading3,
          lineHeight: 1.33,
        }}
      >
        {title ?? t('kit.error.title')}
      </div>
      <div style={{ color: token.colorTextDescription, fontSize: token.fontSize }}>
        <span role="alert">{error?.message || t('errors.unknown')}</span>
      </div>
      {onRetry && (
        <Button
          icon={<ReloadOutlined />}
          loading={retrying}
          onClick={onRetry}
          style={{ marginTop: token.marginLG }}
        >
          {t('kit.error.retry')}
        </Button>
      )}
    </Flex>
  );
}
