import { Card, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { ErrorState } from '../../components/ErrorState';
import { PanelBoundary } from './PanelBoundary';

export interface PanelState {
  loading: boolean;
  error?: { message?: string } | null;
  onRetry: () => void;
}

/**
 * One card of the dashboard with its three states: a skeleton while the figures load, the error
 * with Retry (SPEC §4: never a blank card), or `emptyText` when there is nothing to draw. A chart
 * that fails to load or draw shows its own error in the card (PanelBoundary).
 */
export function DashboardPanel({
  title,
  state,
  empty,
  emptyText,
  children,
}: {
  title: string;
  state: PanelState;
  empty: boolean;
  emptyText: ReactNode;
  children: ReactNode;
}) {
  let body: ReactNode;
  if (state.loading) body = <Skeleton active paragraph={{ rows: 5 }} />;
  else if (state.error) body = <ErrorState error={state.error} onRetry={state.onRetry} />;
  else if (empty) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  else body = <PanelBoundary>{children}</PanelBoundary>;
  return (
    <Card title={title} role="region" aria-label={title} style={{ height: '100%' }}>
      {body}
    </Card>
  );
}
