import '@ant-design/v5-patch-for-react-19';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { initI18n } from './i18n';
import { setDemoStarter } from './demo/shared/ready';

/**
 * Loads the texts, starts the screen's first read (`firstRead`, signed-in loads), then renders
 * the screen whose code `shell` is loading (src/main.tsx).
 */
export async function boot(
  shell: Promise<{ default: ComponentType<{ queryClient?: QueryClient }> }>,
  firstRead?: Promise<typeof import('./routes/firstRead')>,
): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');

  await initI18n();
  // The read's key holds the resources' translated labels, so it starts once the texts are in.
  // Without it (its chunk failed to load) the console still draws and reads its data itself.
  const queryClient = await firstRead?.then(
    (module) => module.startFirstRead(),
    () => undefined,
  );

  // The demo sections' fake API starts with the first demo call (src/demo/shared/ready.ts), so
  // no other page loads MSW. Off with VITE_DEMO_APPS=false.
  if (import.meta.env.VITE_DEMO_APPS !== 'false') {
    setDemoStarter(() =>
      import('./demo/worker')
        .then(({ startDemoWorker }) => startDemoWorker())
        .catch((error: unknown) => {
          // No service worker (e.g. plain http on a remote host): the console runs, demos show errors.
          console.error('The demo sections could not start their in-browser API', error);
        }),
    );
  }

  const { default: Shell } = await shell;
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <Shell queryClient={queryClient} />
      </BrowserRouter>
    </StrictMode>,
  );
}
