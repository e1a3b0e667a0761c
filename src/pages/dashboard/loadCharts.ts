/**
 * The one dynamic import of ./charts (the charts library's own chunk), shared by the four charts
 * and by the dashboard's route, which starts it beside the page's code (src/resources/dashboard.tsx)
 * so the charts never wait for the figures to arrive first. A failed load is tried again by the
 * next call.
 */
let chartsModule: Promise<typeof import('./charts')> | undefined;

export const loadCharts = (): Promise<typeof import('./charts')> =>
  (chartsModule ??= import('./charts').catch((error: unknown) => {
    chartsModule = undefined;
    throw error;
  }));
