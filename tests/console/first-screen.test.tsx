import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../../mocks/v1/jwt';
import { currentServerHandlers } from '../../mocks/v1/handlers';
import { currentPurchaseHandlers } from '../../mocks/v1/purchases';
import { firstListReply } from '../../src/api/firstList';
import { RESOURCES } from '../../src/resources';
import type { ResourceDefinition } from '../../src/resources/types';
import { pageAt, startFirstScreen } from '../../src/routes/firstScreen';
import { PURCHASE_LIST_QUERY } from '../../src/pages/purchases/firstQuery';
import { setupMswServer } from './msw';

const server = setupMswServer();

/** A page as lazyPage makes it: a component whose module `preload()` starts. */
const lazyPageStandIn = () =>
  Object.assign(() => null, { preload: vi.fn(() => Promise.resolve()) });

let list: ReturnType<typeof lazyPageStandIn>;
let show: ReturnType<typeof lazyPageStandIn>;
let resources: ResourceDefinition[];
const layout = { preload: vi.fn(() => Promise.resolve()) };

beforeEach(() => {
  server.use(...currentServerHandlers, ...currentPurchaseHandlers([]));
  list = lazyPageStandIn();
  show = lazyPageStandIn();
  layout.preload.mockClear();
  resources = [
    {
      name: 'purchase',
      labelKey: 'menu.purchase',
      icon: null,
      group: 'management',
      scope: 'all',
      routes: {
        list: { path: '/purchase', component: list, firstQuery: PURCHASE_LIST_QUERY },
        show: { path: '/purchase/:id', component: show },
      },
    },
  ];
});

afterEach(async () => {
  // The early list call is answered before the next test starts its own.
  await firstListReply();
});

const signIn = (role: number) => sessionStorage.setItem('token', makeToken({ role, id: 2 }));
const at = (pathname: string, search = '') => ({ pathname, search });

// docs/performance.md part 2k: the first screen's layout, page and rows are asked for at once.
describe("the console's first screen", () => {
  it("asks for the layout, the list page and the list's rows at once", () => {
    signIn(1);
    startFirstScreen(resources, at('/purchase'), layout);
    expect(layout.preload).toHaveBeenCalledTimes(1);
    expect(list.preload).toHaveBeenCalledTimes(1);
    expect(show.preload).not.toHaveBeenCalled();
    expect(firstListReply()).not.toBeNull();
  });

  it('asks for a record page without rows', () => {
    signIn(1);
    startFirstScreen(resources, at('/purchase/7'), layout);
    expect(show.preload).toHaveBeenCalledTimes(1);
    expect(list.preload).not.toHaveBeenCalled();
    expect(firstListReply()).toBeNull();
  });

  it('asks once per load', () => {
    signIn(1);
    startFirstScreen(resources, at('/purchase'), layout);
    startFirstScreen(resources, at('/purchase/7'), layout);
    expect(layout.preload).toHaveBeenCalledTimes(1);
    expect(show.preload).not.toHaveBeenCalled();
  });

  it('asks for nothing the policy does not let the user open', () => {
    signIn(2); // an Institutional Admin: /purchase is the System Admin's
    startFirstScreen(resources, at('/purchase'), layout);
    expect(layout.preload).not.toHaveBeenCalled();
    expect(list.preload).not.toHaveBeenCalled();
    expect(firstListReply()).toBeNull();
  });

  it('asks for nothing without a session', () => {
    startFirstScreen(resources, at('/purchase'), layout);
    expect(layout.preload).not.toHaveBeenCalled();
    expect(list.preload).not.toHaveBeenCalled();
    expect(firstListReply()).toBeNull();
  });

  it('asks for nothing off the resource pages, signed in or not', () => {
    signIn(1);
    startFirstScreen(resources, at('/auth/login'), layout);
    expect(layout.preload).not.toHaveBeenCalled();
    expect(list.preload).not.toHaveBeenCalled();
  });

  it('leaves the rows to the page when the URL holds the list state', () => {
    signIn(1);
    startFirstScreen(resources, at('/purchase', '?currentPage=2'), layout);
    expect(list.preload).toHaveBeenCalledTimes(1);
    expect(firstListReply()).toBeNull();
  });

  it('finds the page as the routes rank them', () => {
    const nameOf = (path: string) => {
      const page = pageAt(RESOURCES, path);
      return page && `${page.resource.name} ${page.action}`;
    };
    expect(nameOf('/tickets/create')).toBe('tickets create');
    expect(nameOf('/tickets/12')).toBe('tickets show');
    expect(nameOf('/tickets/12/edit')).toBe('tickets edit');
    expect(nameOf('/purchase')).toBe('purchase list');
    expect(nameOf('/auth/login')).toBeUndefined();
    expect(nameOf('/nowhere')).toBeUndefined();
  });
});
