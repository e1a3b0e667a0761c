/**
 * Starts the MSW service worker that answers the demo sections' `/api/data/...` calls in the
 * browser. MSW is
 * imported here, on demand, so it never weighs on a build without the demo sections. Every
 * other request (all of `/api/v1`) passes through to the network untouched.
 */
export async function startDemoWorker(): Promise<void> {
  const [{ setupWorker }, { createDemoHandlers }] = await Promise.all([
    import('msw/browser'),
    import('../../mocks/demo/handlers'),
  ]);
  const worker = setupWorker(...createDemoHandlers());
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
