/**
 * The demo sections' fake API (the MSW service worker) starts when a demo screen first calls it,
 * not with the console. While it is active, the worker holds every request of the page (scripts,
 * texts, /api/v1) until the page's MSW client has looked at it, so a busy page would slow all of
 * them down; a user who never opens a demo screen never pays for it. Until main.tsx gives a
 * starter (tests answer the calls with msw/node), demo calls go straight out.
 */
let starter: (() => Promise<void>) | null = null;
let started: Promise<void> | null = null;

/** Registers how to start the fake; it runs once, on the first demo call. */
export const setDemoStarter = (start: () => Promise<void>): void => {
  starter = start;
  started = null;
};

/** Resolves once the fake answers (at once when there is nothing to start). */
export const demoReady = (): Promise<void> => {
  if (!starter) return Promise.resolve();
  started ??= starter();
  return started;
};
