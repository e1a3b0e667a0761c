import { ResultPage } from './ResultPage';

export default function MaintenancePage() {
  return <ResultPage status="500" textKey="maintenance" />;
}
