import { useScope } from '../../hooks/useScope';
import { lazy, Suspense } from 'react';
import { PageLoading } from '../../layout/PageLoading';
import AnalyticsDashboard from './AnalyticsDashboard';
import { showsFigures } from './analyticsQuery';

// Only App users (role 0) see it: the other roles do not download it (nor antd's Result).
const WelcomePage = lazy(() => import('./WelcomePage'));

/**
 * `/dashboards/modern`. App users (role 0) get a welcome page and never call the analytics (the
 * server refuses them); the other roles get the figures of their scope (whole platform for role
 * 1, own institution for roles 2 and 3: the server decides, the page shows what it answers).
 * The page itself is lazily loaded (src/resources/dashboard.tsx) and the charts library again
 * separately (LazyCharts.tsx), so neither weighs on other pages.
 */
export default function DashboardPage() {
  const { role } = useScope();
  if (showsFigures(role)) return <AnalyticsDashboard />;
  return (
    <Suspense fallback={<PageLoading />}>
      <WelcomePage />
    </Suspense>
  );
}
