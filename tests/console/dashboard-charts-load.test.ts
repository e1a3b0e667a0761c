/**
 * The dashboard's charts chunk is asked for with the dashboard's own code (a menu hover, the
 * boot's first read or the route itself), not after the page has drawn its figures: the charts
 * are drawn without waiting a round trip more. App users, who get no charts, never load it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../../mocks/v1/jwt';
import { ROLES } from '../../contract';

const loads = vi.hoisted(() => ({ charts: 0, page: 0 }));
vi.mock('../../src/pages/dashboard/charts', () => ({}));
vi.mock('../../src/pages/dashboard/DashboardPage', () => ({ default: () => null }));
vi.mock('../../src/pages/dashboard/loadCharts', () => ({
  loadCharts: () => {
    loads.charts += 1;
    return Promise.resolve({});
  },
}));

const signInAs = (role: number) =>
  sessionStorage.setItem('token', makeToken({ name: 'Chart Tester', id: 9, role }));

/** A fresh copy of the dashboard's route (nothing loaded yet), as a first load has it. */
async function dashboardPage() {
  vi.resetModules();
  loads.charts = 0;
  const { dashboardResource } = await import('../../src/resources/dashboard');
  return dashboardResource.routes.list!.component as unknown as { preload: () => Promise<unknown> };
}

afterEach(() => sessionStorage.clear());

describe("the dashboard's charts chunk", () => {
  for (const role of [ROLES.SYSTEM_ADMIN, ROLES.INSTITUTIONAL_ADMIN, ROLES.INSTITUTIONAL_STAFF]) {
    it(`is asked for together with the page's code (role ${role})`, async () => {
      signInAs(role);
      const page = await dashboardPage();
      const loading = page.preload();
      // Asked for at once, not once the page's code has arrived and drawn its figures.
      expect(loads.charts).toBe(1);
      await loading;
      expect(loads.charts).toBe(1);
    });
  }

  it('is never asked for an App user, who gets the welcome page', async () => {
    signInAs(ROLES.APP_USER);
    const page = await dashboardPage();
    await page.preload();
    expect(loads.charts).toBe(0);
  });
});
