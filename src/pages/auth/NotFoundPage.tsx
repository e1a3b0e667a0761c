import { ResultPage } from './ResultPage';

export default function NotFoundPage() {
  return <ResultPage status="404" textKey="notFound" />;
}
