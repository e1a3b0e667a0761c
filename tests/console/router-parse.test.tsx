/**
 * The router provider's `parse` (src/routes/routerProvider.ts): what Refine's hooks read from the
 * URL is the stock @refinedev/react-router's, and the path is matched against the resources' routes
 * once for all the hooks of a page, not once per hook.
 */
import * as refineCore from '@refinedev/core';
import { Refine, useParsed, type ParseResponse } from '@refinedev/core';
import baseRouterProvider from '@refinedev/react-router';
import { render } from '@testing-library/react';
import * as reactRouter from 'react-router';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESOURCES, toRefineResources } from '../../src/resources';
import { routerProvider } from '../../src/routes/routerProvider';

vi.mock('@refinedev/core', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@refinedev/core')>();
  return { ...actual, matchResourceFromRoute: vi.fn(actual.matchResourceFromRoute) };
});

vi.mock('react-router', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-router')>();
  return { ...actual, matchPath: vi.fn(actual.matchPath) };
});

const resources = toRefineResources(RESOURCES);

afterEach(() => {
  vi.mocked(refineCore.matchResourceFromRoute).mockClear();
  vi.mocked(reactRouter.matchPath).mockClear();
});

/** What the console's provider and the stock one parse at `path`, inside or outside a Route. */
function parseBoth(path: string, pattern?: string) {
  const seen: { ours?: ParseResponse; stock?: ParseResponse } = {};
  function Probe() {
    const ours = routerProvider.parse!();
    const stock = baseRouterProvider.parse!();
    seen.ours = ours();
    seen.stock = stock();
    return null;
  }
  const probe = <Probe />;
  render(
    <MemoryRouter initialEntries={[path]}>
      <Refine routerProvider={routerProvider} resources={resources}>
        {pattern ? (
          <Routes>
            <Route path={pattern} element={probe} />
          </Routes>
        ) : (
          probe
        )}
      </Refine>
    </MemoryRouter>,
  );
  return seen;
}

describe("the router provider's parse", () => {
  it.each([
    ['/purchase', undefined],
    [
      '/purchase?currentPage=3&pageSize=20&sorters[0][field]=price&sorters[0][order]=asc',
      undefined,
    ],
    ['/purchase/42', undefined],
    ['/purchase/42', '/purchase/:id'],
    ['/institutions/7/edit?to=%2Finstitutions%2F7', '/institutions/:id/edit'],
    ['/institutions/a%2Fb', '/institutions/:id'],
    ['/no-such-page?filters[0][field]=q&filters[0][value]=Drum%20%26%20Bass', undefined],
  ])('%s reads as the stock provider reads it', (path, pattern) => {
    const { ours, stock } = parseBoth(path, pattern);
    expect(ours).toEqual(stock);
    expect(ours?.pathname).toBe(path.split('?')[0]);
  });

  it('finds the resource, action and id of a record page', () => {
    const { ours } = parseBoth('/purchase/42');
    expect(ours?.resource?.name).toBe('purchase');
    expect(ours?.action).toBe('show');
    expect(ours?.id).toBe('42');
  });

  /** What 40 hooks outside any <Route> parse at `path`, with resources of their own. */
  function parseInFortyHooks(path: string) {
    // Resources of their own: the match is kept per resources list, and the tests above matched.
    const ownResources = toRefineResources(RESOURCES);
    const parsed: ParseResponse[] = [];
    function Hook() {
      parsed.push(useParsed());
      return null;
    }
    render(
      <MemoryRouter initialEntries={[path]}>
        <Refine routerProvider={routerProvider} resources={ownResources}>
          {Array.from({ length: 40 }, (_, i) => (
            <Hook key={i} />
          ))}
        </Refine>
      </MemoryRouter>,
    );
    expect(parsed.length).toBeGreaterThanOrEqual(40);
    return parsed;
  }

  it("matches a page's path once for all its hooks", () => {
    const parsed = parseInFortyHooks('/purchase?currentPage=2');
    expect(
      parsed.every((p) => p.resource?.name === 'purchase' && p.params?.currentPage === 2),
    ).toBe(true);
    expect(refineCore.matchResourceFromRoute).toHaveBeenCalledTimes(1);
    // One reading of the URL, shared by all the hooks.
    expect(new Set(parsed).size).toBe(1);
  });

  it("reads a record page's id from its route once for all its hooks", () => {
    const parsed = parseInFortyHooks('/purchase/42');
    expect(parsed.every((p) => p.action === 'show' && p.id === '42')).toBe(true);
    expect(refineCore.matchResourceFromRoute).toHaveBeenCalledTimes(1);
    expect(reactRouter.matchPath).toHaveBeenCalledTimes(1);
  });
});
