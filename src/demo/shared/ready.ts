/**
 * The demo fake (MSW worker, ~150 KB gzip) is never part of a page's first load: main.tsx
 * registers how to start it, and it starts once the page has loaded and the browser is idle
 * (`startDemoWhenIdle`), or at the first demo call if that comes sooner. Every demo call waits
 * for it. With no starter registered calls go straight out (tests answer them with msw/node).
 */
let start: (() => Promise<void>) | undefined;
let ready: Promise<void> | undefined;

export const setDemoStarter = (starter: () => Promise<void>): void => {
  start = starter;
  ready = undefined;
};

export const demoReady = (): Promise<void> => (ready ??= start ? start() : Promise.resolve());

/** Starts the demo fake after the page's load event, when the browser is idle (3 s at most). */
export function startDemoWhenIdle(): void {
  const start = () => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    idle(() => void demoReady(), { timeout: 3000 });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
