import { DevtoolsPanel } from '@refinedev/devtools';
import { ReactQueryDevtools } from '@tanstack/react-query-devtools';

export default function DevtoolsPanels() {
  return (
    <>
      <DevtoolsPanel />
      <ReactQueryDevtools initialIsOpen={false} buttonPosition="bottom-left" />
    </>
  );
}
