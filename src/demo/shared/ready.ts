/**
 * The demo fake (MSW worker, ~150 KB gzip) is never part of a page's first load: main.tsx
 * registers how to start it, and it starts with the first demo call; every demo call waits for
 * it. Not at idle time: the browser is idle while a page's own chunks download, so an idle start
 * put the fake into every first load, and a running worker holds every
 * request of the page. With no starter registered calls go straight out (tests answer them with
 * msw/node).
 */
let start: (() => Promise<void>) | undefined;
let ready: Promise<void> | undefined;

export const setDemoStarter = (starter: () => Promise<void>): void => {
  start = starter;
  ready = undefined;
};

export const demoReady = (): Promise<void> => (ready ??= start ? start() : Promise.resolve());
