import { ROLES } from '../../../contract';
import { useScope } from '../../hooks/useScope';
import AnalyticsDashboard from './AnalyticsDashboard';
import WelcomePage from './WelcomePage';

/**
 * `/dashboards/modern`. App users (role 0) get a welcome page and never call the analytics (the
 * server refuses them); the other roles get the figures of their scope (whole platform for role
 * 1, own institution for roles 2 and 3: the server decides, the page shows what it answers).
 * The page itself is lazily loaded (src/resources/dashboard.tsx) and the charts library again
 * separately (LazyCharts.tsx), so neither weighs on other pages.
 */
export default function DashboardPage() {
  const { role } = useScope();
  return role === ROLES.APP_USER ? <WelcomePage /> : <AnalyticsDashboard />;
}
