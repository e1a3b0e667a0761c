import { ResultPage } from './ResultPage';

/** Shown inside the main layout when the role may not open the route. */
export default function ForbiddenPage() {
  return <ResultPage status="403" textKey="forbidden" fullPage={false} />;
}
