/**
 * The demo fake starts in the background (the console must not wait for a service worker before
 * its first paint); demo calls wait for it here. Until main.tsx starts it, calls go straight out
 * (tests answer them with msw/node).
 */
let ready: Promise<void> = Promise.resolve();

export const setDemoReady = (starting: Promise<void>): void => {
  ready = starting;
};

export const demoReady = (): Promise<void> => ready;
