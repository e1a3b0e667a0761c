import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, drawn, signIn } from './helpers';

/*
 * The build draws `/purchase`, the System Admin's purchase list, into index.html
 * (scripts/static-purchases.ts), as it draws the dashboard (static-dashboard.spec.ts): its frame,
 * heading, toolbar and table head, with a spinner where the rows go. public/boot-appearance.js asks
 * for the list's first page as the page starts, public/boot-drawings.js fills the drawing's rows
 * from that reply, and the console's client takes the same reply for its own first call. These
 * tests hold the console's entry script (and the list's reply, and antd's Table) back to see the
 * page as it is until then.
 */

const TEXTS = JSON.parse(readFileSync('public/locales/en/purchases.json', 'utf8')) as {
  title: string;
};
const COMMON = JSON.parse(readFileSync('public/locales/en/common.json', 'utf8')) as {
  kit: { error: { title: string; retry: string } };
};

/** A page of the list, as the boot script (page 1) and the console ask for it. */
const LIST_PAGE = (page: number) =>
  `/api/v1/purchase/list?page=${page}&pageSize=10&sort=purchase_date&order=desc`;
const LIST_CALLS = '**/api/v1/purchase/list**';
const ENTRY = /\/assets\/index-[\w-]+\.js$/;
// antd's Table and Select (src/components/listControls.ts): until they are in, React draws the
// rows with FirstRows, the markup the drawing has.
const LIST_CONTROLS = /\/assets\/listControlsModule-[\w-]+\.js$/;

/** A full page load boots the whole console again: slow on a loaded machine. */
const AFTER_LOAD = { timeout: 30_000 };

interface Purchase {
  purchase_id: number;
  payment_status: string;
}

const hold = () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release: () => release() };
};

/** Errors thrown in the page (none expected, whatever the reply). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * What the page did with the drawing while it loaded, even where it came and went between two
 * looks: `attribute`, boot-appearance.js chose it; `drawing`, boot-drawings.js put it in the page;
 * `rows`, the rows it filled in; `rootRows`, the rows in React's root as the drawing went (-1:
 * it never went), read before the browser painted again.
 */
async function recordDrawing(page: Page) {
  await page.addInitScript(() => {
    const seen = { attribute: false, drawing: false, rows: 0, rootRows: -1 };
    (window as unknown as { __ppSeen: typeof seen }).__ppSeen = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') {
          if (record.oldValue === null) seen.attribute = true;
          else seen.rootRows = document.querySelectorAll('#root tbody tr[data-row-key]').length;
        }
        record.addedNodes.forEach((node) => {
          if (!(node instanceof Element)) return;
          if (node.id === 'pp-static-purchases') seen.drawing = true;
          if (node.matches('tr[data-row-key]') && node.closest('#pp-static-purchases')) {
            seen.rows += 1;
          }
        });
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeOldValue: true,
      attributeFilter: ['data-static-purchases'],
    });
  });
  return () =>
    page.evaluate(
      () =>
        (
          window as unknown as {
            __ppSeen: { attribute: boolean; drawing: boolean; rows: number; rootRows: number };
          }
        ).__ppSeen,
    );
}

/** Calls of the purchase list from now on. */
function countListCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/purchase/list') calls.push(request.url());
  });
  return calls;
}

/** The purchase ids of the server's page `number` (the seed's newest purchases first). */
async function serverIds(page: Page, number = 1): Promise<string[]> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const res = await page.request.get(LIST_PAGE(number), {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data: Purchase[]; meta?: unknown };
  expect(body.meta).toBeTruthy();
  expect(body.data).toHaveLength(10);
  return body.data.map((row) => String(row.purchase_id));
}

/**
 * Signed in as the System Admin, with `/purchase` open and its rows in. Refine has then written
 * the list's state into the address (`?pageSize=10&currentPage=1&sorters…`): an address with a
 * query string gets no drawing (public/boot-appearance.js), so the tests open `/purchase` again
 * rather than reload.
 */
async function openPurchases(page: Page) {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/purchase');
  await expect(page.locator('#root tbody tr[data-row-key]')).toHaveCount(10, AFTER_LOAD);
  return serverIds(page);
}

/** `path` (a full page load) with its entry script (and the list's reply, antd's Table) held. */
async function openHeld(page: Page, { path = '/purchase', list = false, controls = false } = {}) {
  const entry = hold();
  const reply = hold();
  const table = hold();
  await page.route(ENTRY, async (route) => {
    await entry.held;
    await route.continue();
  });
  if (list) {
    await page.route(LIST_CALLS, async (route) => {
      await reply.held;
      await route.continue();
    });
  }
  if (controls) {
    await page.route(LIST_CONTROLS, async (route) => {
      await table.held;
      await route.continue();
    });
  }
  await page.goto(path, { waitUntil: 'commit' });
  return { releaseEntry: entry.release, releaseList: reply.release, releaseTable: table.release };
}

const rowsOf = (within: Locator) => within.locator('tbody tr[data-row-key]');

/** The first cell of each row: the purchase ids, in order. */
const idsOf = async (within: Locator) =>
  (await rowsOf(within).locator('td:first-child').allInnerTexts()).map((s) => s.trim());

/** Every cell's text, row by row. */
const cellTexts = (within: Locator) =>
  rowsOf(within).evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '')),
  );

/** The frame and the page's first boxes, in the drawing or in React's root (its FirstRows). */
const firstScreen = (page: Page, within: string) => {
  const rows = `${within} [data-first-rows]`;
  const row = `${rows} tbody tr[data-row-key]:first-child`;
  return drawn(page, {
    sider: `${within} aside.ant-layout-sider`,
    brand: `${within} aside a`,
    header: `${within} header`,
    heading: `${within} h1`,
    search: `${within} input[role="searchbox"]`,
    filter: `${within} input[aria-label="Ticket status"]`,
    table: rows,
    firstHead: `${rows} thead th:first-child`,
    sortedHead: `${rows} thead th:nth-child(5)`,
    id: `${row} td:nth-child(1)`,
    purchaseDate: `${row} td:nth-child(5)`,
    ticketDate: `${row} td:nth-child(6)`,
    price: `${row} td:nth-child(7)`,
    paymentStatus: `${row} td:nth-child(9) .ant-tag`,
    ticketStatus: `${row} td:nth-child(10)`,
    lastRow: `${rows} tbody tr[data-row-key]:last-child td:first-child`,
  });
};

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the ${colorScheme} drawing shows /purchase's first rows until React's take their place`, async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await page.emulateMedia({ colorScheme });
    const seen = await recordDrawing(page);
    const ids = await openPurchases(page);
    const held = await openHeld(page, { list: true, controls: true });

    // Before the reply: the page's frame and heading, its table loading.
    const drawing = page.locator('#pp-static-purchases');
    await expect(drawing.getByRole('heading', { level: 1, name: TEXTS.title })).toBeVisible();
    await expect(drawing.locator('table')).toHaveAttribute('aria-busy', 'true');
    await expect(drawing.locator('tbody .ant-spin')).toBeVisible();
    await expect(rowsOf(drawing)).toHaveCount(0);
    await expect(page.locator('#root')).toHaveCSS('display', 'none');

    // The reply, drawn by the boot script: the server's first page.
    held.releaseList();
    await expect(rowsOf(drawing)).toHaveCount(10);
    await expect(drawing.locator('table')).toHaveAttribute('aria-busy', 'false');
    expect(await idsOf(drawing)).toEqual(ids);
    await expect(page.locator('#root')).toHaveCSS('display', 'none');
    const before = await firstScreen(page, '#pp-static-purchases');
    const texts = await cellTexts(drawing);

    // React's page, with the same reply, drawn in its place: the same boxes and texts. antd's
    // Table is held, so React's rows are still FirstRows' (its layout differs a little).
    held.releaseEntry();
    await expect(drawing).toHaveCount(0, AFTER_LOAD);
    await expect(page.locator('html')).not.toHaveAttribute('data-static-purchases');
    await expect(page.locator('#root')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await firstScreen(page, '#root')).toEqual(before);
    expect(await cellTexts(page.locator('#root'))).toEqual(texts);

    // Then antd's Table, with the same rows.
    held.releaseTable();
    await expect(page.locator('#root tbody tr.ant-table-row')).toHaveCount(10);
    await expect(page.locator('#root [data-first-rows]')).toHaveCount(0);
    expect(await idsOf(page.locator('#root'))).toEqual(ids);
    // React's rows were in as the drawing went (its loading state never showed).
    expect(await seen()).toEqual({ attribute: true, drawing: true, rows: 10, rootRows: 10 });
    expect(errors).toEqual([]);
  });
}

test('a reply later than the console’s code: the drawing shows the list loading until React’s rows are in', async ({
  page,
}) => {
  const errors = pageErrors(page);
  const seen = await recordDrawing(page);
  const ids = await openPurchases(page);
  const held = await openHeld(page, { list: true });
  const drawing = page.locator('#pp-static-purchases');
  await expect(drawing.locator('tbody .ant-spin')).toBeVisible();

  // React's page is in (hidden), its list still loading: the drawing stays, loading too.
  held.releaseEntry();
  await expect(page.locator('#root h1', { hasText: TEXTS.title })).toBeAttached(AFTER_LOAD);
  await expect(page.locator('#root')).toHaveCSS('display', 'none');
  await expect(drawing.locator('tbody .ant-spin')).toBeVisible();
  await expect(drawing.locator('table')).toHaveAttribute('aria-busy', 'true');

  // The reply: React's rows take the drawing's place. (Its page has drawn without them, more
  // than FIRST_LIST_WAIT_MS after its code (src/i18n/lazyPage.ts), and asked for them again: here
  // the list is asked for twice, both calls held.)
  held.releaseList();
  await expect(drawing).toHaveCount(0, AFTER_LOAD);
  await expect(rowsOf(page.locator('#root'))).toHaveCount(10);
  expect(await idsOf(page.locator('#root'))).toEqual(ids);
  expect(await seen()).toMatchObject({ attribute: true, drawing: true, rootRows: 10 });
  expect(errors).toEqual([]);
});

test('the list is asked for once per load: the console takes the boot script’s reply', async ({
  page,
}) => {
  const errors = pageErrors(page);
  const seen = await recordDrawing(page);
  const ids = await openPurchases(page);
  const check = async (load: () => Promise<unknown>, drawing: boolean) => {
    const calls = countListCalls(page);
    await load();
    await expect(page.locator('#root tbody tr.ant-table-row')).toHaveCount(10, AFTER_LOAD);
    expect(await idsOf(page.locator('#root'))).toEqual(ids);
    // A late second call would come now, with the page settled.
    await page.waitForLoadState('networkidle');
    expect(await seen()).toEqual(
      drawing
        ? { attribute: true, drawing: true, rows: 10, rootRows: 10 }
        : { attribute: false, drawing: false, rows: 0, rootRows: -1 },
    );
    expect(calls).toHaveLength(1);
  };
  // Opened as a link to it: drawn…
  await check(() => page.goto('/purchase'), true);
  // …and again, with the list's state Refine wrote into the address: the console's alone.
  expect(new URL(page.url()).search).not.toBe('');
  await check(() => page.reload(), false);
  expect(errors).toEqual([]);
});

test('a window too narrow for the full sider gets /purchase from the console only', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await page.setViewportSize({ width: 800, height: 800 });
  const seen = await recordDrawing(page);
  const ids = await openPurchases(page);
  const calls = countListCalls(page);
  const { releaseEntry } = await openHeld(page);
  // The page is parsed ('interactive'); DOMContentLoaded waits for the held entry script.
  await page.waitForFunction(() => document.readyState !== 'loading');
  await expect(page.locator('html')).not.toHaveAttribute('data-static-purchases');
  await expect(page.locator('#pp-static-purchases')).toHaveCount(0);
  // Nor was the list asked for ahead of the console.
  expect(calls).toHaveLength(0);
  releaseEntry();
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.title })).toBeVisible(AFTER_LOAD);
  await expect(rowsOf(page.locator('#root'))).toHaveCount(10, AFTER_LOAD);
  expect(await idsOf(page.locator('#root'))).toEqual(ids);
  expect(await seen()).toEqual({ attribute: false, drawing: false, rows: 0, rootRows: -1 });
  expect(calls).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('an address holding the list’s state (page 2) gets /purchase from the console only', async ({
  page,
}) => {
  const errors = pageErrors(page);
  const seen = await recordDrawing(page);
  await openPurchases(page);
  const second = await serverIds(page, 2);
  const calls = countListCalls(page);
  const { releaseEntry } = await openHeld(page, {
    path: '/purchase?pageSize=10&currentPage=2&sorters[0][field]=purchase_date&sorters[0][order]=desc',
  });
  await page.waitForFunction(() => document.readyState !== 'loading');
  await expect(page.locator('html')).not.toHaveAttribute('data-static-purchases');
  await expect(page.locator('#pp-static-purchases')).toHaveCount(0);
  expect(calls).toHaveLength(0);
  releaseEntry();
  await expect(rowsOf(page.locator('#root'))).toHaveCount(10, AFTER_LOAD);
  expect(await idsOf(page.locator('#root'))).toEqual(second);
  expect(await seen()).toEqual({ attribute: false, drawing: false, rows: 0, rootRows: -1 });
  expect(calls).toEqual([expect.stringContaining('page=2&')]);
  expect(errors).toEqual([]);
});

/**
 * Replies the drawing does not draw as the console would: the boot script takes it out (before
 * the console's code has run), and the console's page shows what it makes of the reply.
 */
const UNDRAWN = [
  {
    reply: 'a list without `meta` (the legacy server’s whole list)',
    change: (body: { data: Purchase[]; meta?: unknown }) => ({ data: body.data }),
    shows: async (page: Page, ids: string[]) => {
      await expect(rowsOf(page.locator('#root'))).toHaveCount(10, AFTER_LOAD);
      expect(await idsOf(page.locator('#root'))).toEqual(ids);
    },
  },
  {
    reply: 'a payment status the build drew no tag for',
    change: (body: { data: Purchase[]; meta?: unknown }) => {
      body.data[0].payment_status = 'on_hold';
      return body;
    },
    shows: async (page: Page, ids: string[]) => {
      await expect(rowsOf(page.locator('#root'))).toHaveCount(10, AFTER_LOAD);
      expect(await idsOf(page.locator('#root'))).toEqual(ids);
      // Shown as it came (PaymentStatusTag).
      await expect(rowsOf(page.locator('#root')).first().locator('td:nth-child(9)')).toHaveText(
        'on_hold',
      );
    },
  },
  {
    reply: 'a failure (500)',
    change: null,
    shows: async (page: Page) => {
      // The page's own error state; a notification of the same failure may show beside it.
      await expect(
        page
          .locator('#main-content')
          .getByRole('alert')
          .filter({ hasText: 'Internal server error' }),
      ).toBeVisible(AFTER_LOAD);
      await expect(page.getByText(COMMON.kit.error.title)).toBeVisible();
      await expect(page.getByRole('button', { name: COMMON.kit.error.retry })).toBeVisible();
      await expect(rowsOf(page.locator('#root'))).toHaveCount(0);
    },
  },
];

for (const { reply, change, shows } of UNDRAWN) {
  test(`the drawing goes for ${reply}, and the console's page shows`, async ({ page }) => {
    const errors = pageErrors(page);
    const seen = await recordDrawing(page);
    const ids = await openPurchases(page);
    await page.route(LIST_CALLS, async (route) => {
      if (!change) {
        await route.fulfill({
          status: 500,
          json: { status: 'failed', message: 'Internal server error' },
        });
        return;
      }
      const res = await route.fetch();
      await route.fulfill({ status: res.status(), json: change(await res.json()) });
    });
    const { releaseEntry } = await openHeld(page);

    // Put in the page, then taken out by the boot script, before the console's code has run.
    await expect.poll(async () => (await seen()).drawing).toBe(true);
    await expect(page.locator('#pp-static-purchases')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-static-purchases');
    await expect(page.locator('#root')).not.toHaveCSS('display', 'none');
    expect(await seen()).toEqual({ attribute: true, drawing: true, rows: 0, rootRows: 0 });

    releaseEntry();
    await expect(page.getByRole('heading', { level: 1, name: TEXTS.title })).toBeVisible(
      AFTER_LOAD,
    );
    await shows(page, ids);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(errors).toEqual([]);
  });
}
