/**
 * The demo fake (MSW worker, ~150 KB gzip) starts on the first demo call, never on a page that has
 * no demo section: main.tsx registers how to start it, the first `demoReady()` starts it, and every
 * demo call waits for it. With no starter registered calls go straight out (tests answer them
 * with msw/node).
 */
let start: (() => Promise<void>) | undefined;
let ready: Promise<void> | undefined;

export const setDemoStarter = (starter: () => Promise<void>): void => {
  start = starter;
  ready = undefined;
};

export const demoReady = (): Promise<void> => (ready ??= start ? start() : Promise.resolve());
