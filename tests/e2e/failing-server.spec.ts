import { expect, test, type Page, type Route } from '@playwright/test';
import { apiGet, text } from './a11y-support';
import { ACCOUNTS, signIn } from './helpers';

/*
 * The console under a failing server: every /api/v1 call answers 500, answers 503, hangs past the
 * client's timeout, or is cut off (network loss). On a list, a show page, an edit page's load, the
 * dashboard and a form's submit, the user sees the error with a way to retry; once the server
 * answers again the retry works, and a failed submit keeps what the user typed.
 * See docs/accessibility.md ("The console when the server fails").
 */

// The demo sections' service worker would fetch /api/v1 itself, out of page.route's reach.
test.use({ serviceWorkers: 'block' });

/** The client gives up after this long (src/api/client.ts reads the page's override). */
const CLIENT_TIMEOUT_MS = 1500;

type Failure = '500' | '503' | 'timeout' | 'offline';

/** The server's own message for a 5xx; the console's texts (public/locales) for the others. */
const FAILURES: { failure: Failure; message: string }[] = [
  { failure: '500', message: 'Internal server error' },
  { failure: '503', message: 'The database is not available. Try again in a moment.' },
  {
    failure: 'timeout',
    // 1.5 s, rounded to whole seconds by src/api/client.ts.
    message: text('en', 'common', 'errors.timeout').replace('{{seconds}}', '2'),
  },
  { failure: 'offline', message: text('en', 'common', 'errors.network') },
];

const RETRY = text('en', 'common', 'kit.error.retry');

/** Set in the tab's sessionStorage while the server hangs: pages loaded then give up quickly. */
const SHORT_TIMEOUT_FLAG = 'partypass-e2e-short-timeout';

/**
 * Puts the real server behind a switch: `failing` set, every /api/v1 call fails that way. Only
 * while it hangs does the client give up after CLIENT_TIMEOUT_MS (src/api/client.ts reads the
 * page's override): a short limit at other times failed calls that a loaded machine answered late,
 * the routed 503 included.
 */
class FlakyServer {
  failing: Failure | null = null;
  calls = 0;

  async install(page: Page) {
    await page.route('**/api/v1/**', (route) => this.answer(route));
    await page.addInitScript(
      ({ flag, ms }) => {
        if (sessionStorage.getItem(flag)) window.__PARTYPASS_REQUEST_TIMEOUT_MS__ = ms;
      },
      { flag: SHORT_TIMEOUT_FLAG, ms: CLIENT_TIMEOUT_MS },
    );
  }

  /** From now on (this page and every load after it) every /api/v1 call fails that way. */
  async fail(page: Page, failure: Failure) {
    this.failing = failure;
    if (failure !== 'timeout') return;
    await page.evaluate(
      ({ flag, ms }) => {
        sessionStorage.setItem(flag, '1');
        window.__PARTYPASS_REQUEST_TIMEOUT_MS__ = ms;
      },
      { flag: SHORT_TIMEOUT_FLAG, ms: CLIENT_TIMEOUT_MS },
    );
  }

  /** The server answers again, and the client waits for it as long as it normally does. */
  async recover(page: Page) {
    this.failing = null;
    await page.evaluate((flag) => {
      sessionStorage.removeItem(flag);
      delete window.__PARTYPASS_REQUEST_TIMEOUT_MS__;
    }, SHORT_TIMEOUT_FLAG);
  }

  private async answer(route: Route) {
    const failing = this.failing;
    if (!failing) return route.fallback();
    this.calls += 1;
    switch (failing) {
      case '500':
        return route.fulfill({
          status: 500,
          json: { status: 'failed', message: FAILURES[0].message },
        });
      case '503':
        return route.fulfill({
          status: 503,
          json: { status: 'failed', message: FAILURES[1].message },
        });
      case 'timeout':
        // Answers, but only after the client has given up.
        await new Promise((resolve) => setTimeout(resolve, CLIENT_TIMEOUT_MS + 1500));
        return route.fallback().catch(() => undefined);
      case 'offline':
        return route.abort('internetdisconnected');
    }
  }
}

/** The error state of a screen: the message, and a Retry button that works once the server does. */
async function expectErrorThenRetry(
  page: Page,
  server: FlakyServer,
  message: string,
  loaded: () => Promise<void>,
) {
  await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible({
    timeout: 30_000,
  });
  const retry = page.getByRole('button', { name: RETRY }).first();
  await expect(retry).toBeVisible();
  await server.recover(page);
  await retry.click();
  await loaded();
  await expect(page.getByRole('button', { name: RETRY })).toHaveCount(0);
}

let screens = 0;

for (const { failure, message } of FAILURES) {
  test(`every screen kind shows the error and retries: ${failure}`, async ({ page }) => {
    test.setTimeout(180_000);
    const server = new FlakyServer();
    await server.install(page);
    // Signing in hashes a password: slow on a loaded machine, so it keeps the normal timeout.
    await signIn(page, ACCOUNTS.venueAdmin);

    await test.step('dashboard: the figures and the charts', async () => {
      await server.fail(page, failure);
      await page.goto('/dashboards/modern');
      await expectErrorThenRetry(page, server, message, async () => {
        await expect(page.getByRole('heading', { level: 1, name: /^Dashboard/ })).toBeVisible();
        await expect(page.getByRole('alert')).toHaveCount(0);
      });
      screens += 1;
    });

    const own = await apiGet<{ institution: { institution_id: number } }>(
      page,
      '/users/profile/info',
    );
    const institution = own.institution.institution_id;
    const [locker] = await apiGet<{ id: number }[]>(page, `/locker/list/${institution}`);
    const [purchase] = await apiGet<{ purchase_id: number }[]>(
      page,
      `/purchase/list/institute/${institution}`,
    );

    await test.step('a list', async () => {
      await server.fail(page, failure);
      await page.goto('/lockers');
      await expectErrorThenRetry(page, server, message, async () => {
        await expect(page.locator('.ant-table-row').first()).toBeVisible();
      });
      screens += 1;
    });

    await test.step('a show page', async () => {
      await server.fail(page, failure);
      await page.goto(`/purchase_institution/${purchase.purchase_id}`);
      await expectErrorThenRetry(page, server, message, async () => {
        await expect(page.getByRole('heading', { level: 1, name: /Purchase/ })).toBeVisible();
      });
      screens += 1;
    });

    await test.step('an edit page: the record does not load', async () => {
      await server.fail(page, failure);
      await page.goto(`/lockers/${locker.id}/edit`);
      await expectErrorThenRetry(page, server, message, async () => {
        await expect(page.getByLabel('Locker number')).not.toHaveValue('');
      });
      screens += 1;
    });

    await test.step('a form: the submit fails, the typed values stay, Save again works', async () => {
      await page.goto('/lockers/create');
      const number = page.getByLabel('Locker number');
      // A full page load, slow on a loaded machine like every first state after a goto here.
      await expect(number).toBeEditable({ timeout: 30_000 });
      // A whole number (contract/locker-input.ts), unique per institution: anything else stops at
      // the form's own validation and never reaches the server.
      const typed = String(1_000_000_000 + (Date.now() % 1_000_000_000));
      await number.fill(typed);
      await server.fail(page, failure);
      const before = server.calls;
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible({
        timeout: 30_000,
      });
      expect(server.calls).toBeGreaterThan(before);
      // Still on the form, with what the user typed.
      await expect(page).toHaveURL(/\/lockers\/create$/);
      await expect(number).toHaveValue(typed);
      await server.recover(page);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).not.toHaveURL(/\/lockers\/create$/, { timeout: 30_000 });
      await expect(
        page.getByText(text('en', 'lockers', 'notifications.created').replace('{{number}}', typed)),
      ).toBeVisible();
      screens += 1;
    });

    console.log(`failing server (${failure}): ${screens} screens showed the error and recovered`);
    screens = 0;
  });
}
