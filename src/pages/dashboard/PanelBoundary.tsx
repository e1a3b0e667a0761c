import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ErrorState';

interface Props {
  children: ReactNode;
  /** Retry after a failure. A chart whose code failed to load stays failed until the page loads
   * again (React keeps a lazy component's failure), so by default Retry reloads the page. */
  onRetry?: () => void;
}

const reloadPage = () => window.location.reload();

function PanelFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <ErrorState
      title={t('error.panelTitle')}
      error={{ message: t('error.panel') }}
      onRetry={onRetry}
    />
  );
}

/**
 * Keeps a failure inside one dashboard card: the charts' code arrives in its own chunk, and a
 * chunk that cannot be loaded (a new release replaced it, the network dropped) or a chart that
 * throws would otherwise unmount the whole console and leave a blank page.
 */
export class PanelBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('A dashboard card failed', error);
  }

  render() {
    if (this.state.failed) return <PanelFailure onRetry={this.props.onRetry ?? reloadPage} />;
    return this.props.children;
  }
}
