import { beforeEach, vi } from 'vitest';

/** The window's width for antd's breakpoints (Grid.useBreakpoint): a desktop unless told. */
let width = 1366;

const matches = (query: string) =>
  [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)].every(([, bound, px]) =>
    bound === 'min' ? width >= Number(px) : width <= Number(px),
  );

/**
 * jsdom matches no media query, which antd reads as a phone. The tests that call this get a
 * window `px` wide (1366 by default) for the rest of their file.
 */
export function withScreenWidth(px = 1366) {
  beforeEach(() => {
    width = px;
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: matches(query),
          media: query,
          onchange: null,
          addListener: () => undefined,
          removeListener: () => undefined,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
  });
}

/** Changes the width for the current test (before rendering). */
export const setScreenWidth = (px: number) => {
  width = px;
};
