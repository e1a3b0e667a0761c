import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MemoryRouter } from 'react-router';
import { API_BASE, paths, type Purchase } from '../../contract';
import { makeToken } from '../../mocks/v1/jwt';
import { currentServerHandlers } from '../../mocks/v1/handlers';
import {
  renderPurchaseListPage,
  renderStaticPurchases,
  STATIC_PURCHASES_SETTINGS,
} from '../../scripts/static-purchases';
import { App } from '../../src/App';
import { withId } from '../../src/api/legacy';
import { STATIC_PURCHASES_ID } from '../../src/pages/purchases/staticPurchases';
import { LocationProbe, seen } from './locationProbe';
import { setupMswServer } from './msw';
import { putDrawing, takeDrawingOut } from './putDrawing';

const server = setupMswServer();
const texts = JSON.parse(
  readFileSync(resolve(__dirname, '../../public/locales/en/purchases.json'), 'utf8'),
) as { title: string; fields: Record<string, string> };
const drawings = { light: renderStaticPurchases('light'), dark: renderStaticPurchases('dark') };
const ATTRIBUTE = 'data-static-purchases';
const LIST_URL = new URL(STATIC_PURCHASES_SETTINGS.list!, window.location.href).href;

const purchase = (id: number, changes: Partial<Purchase> = {}): Purchase => ({
  purchase_id: id,
  user_id: 7,
  ticket_id: 3,
  purchase_date: '2026-11-20T18:30:00.000Z',
  ticket_date: '2026-12-11',
  price_amount: '25.00',
  payment_status: 'completed',
  payment_method: 'credit_card',
  ticket_status: 0,
  user: { user_id: 7, name: 'Grace Hopper', email: 'grace@example.test' },
  ticket_type: {
    ticket_id: 3,
    name: 'Friday night',
    date: null,
    start_datetime: null,
    end_datetime: null,
    institution: { institution_id: 2, name: 'The Blue Note' },
  },
  ...changes,
});

/** Every kind of value the cells draw: each tag, empty and odd values, text to escape. */
const ROWS: Purchase[] = [
  purchase(101),
  purchase(102, {
    payment_status: 'pending',
    payment_method: 'paypal',
    ticket_status: 1,
    ticket_date: null,
    price_amount: '0',
    user: null,
    ticket_type: null,
  }),
  purchase(103, {
    payment_status: 'failed',
    payment_method: 'bank_transfer',
    ticket_status: 2,
    ticket_date: '2026-03-02T02:30:00.000Z',
    price_amount: '1234.5',
    user: { user_id: 8, name: `<b>Tom & "Jerry's"</b>`, email: 'tj@example.test' },
  }),
  purchase(104, {
    payment_status: 'refunded',
    purchase_date: 'not a date',
    ticket_date: '2026-02-30',
    price_amount: 'free',
  }),
  // Read as the console's client reads them: rounded to cents (1.005 is 1.00499... as a double;
  // Intl alone would write $1.01, and -$0.00 for -0), a calendar day sent as its UTC midnight.
  purchase(105, { price_amount: '1.005', ticket_date: '2026-03-02T00:00:00.000Z' }),
  purchase(106, { price_amount: '-0' }),
];

/** Timestamps over every month, hour and minute's digits; calendar days; amounts of each size. */
const AMOUNTS = [
  '0',
  '5',
  '12.5',
  '25.00',
  '999.99',
  '1000',
  '1234.5',
  '1234567.89',
  '-3.5',
  '-1234.5',
];
const GRID: Purchase[] = Array.from({ length: 48 }, (_, i) =>
  purchase(200 + i, {
    purchase_date: new Date(
      Date.UTC(2026, i % 12, 1 + ((i * 7) % 28), i % 24, (i * 13) % 60),
    ).toISOString(),
    ticket_date: `2027-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 31) + 1).padStart(2, '0')}`,
    price_amount: AMOUNTS[i % AMOUNTS.length],
  }),
);
/** Values the client rounds, Intl writes in its own way, or days that came as UTC midnight. */
const BEYOND_PARTS: Purchase[] = [
  purchase(301, { price_amount: '0.005', ticket_date: '2026-03-02T00:00:00.000Z' }),
  purchase(302, { price_amount: '-0.001' }),
  purchase(303, { price_amount: '1e21', purchase_date: '0999-05-05T12:00:00.000Z' }),
  purchase(304, { price_amount: '-12.345', ticket_date: '0999-01-31' }),
  // 1.005 is 1.00499... as a double: the client's cents are 1.00, Intl alone would write 1.01.
  purchase(305, { price_amount: '1.005' }),
];

const chunks = <T,>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/** Away from UTC, where a timestamp's local day and time differ from its UTC ones. */
function awayFromUtc() {
  const zone = process.env.TZ;
  process.env.TZ = 'America/New_York';
  onTestFinished(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });
  expect(new Date('2026-11-20T18:30:00.000Z').getTimezoneOffset()).toBe(300);
}

/** Counts the Intl date and number formatters made until the test ends. */
function countIntlFormatters() {
  const made = { count: 0 };
  for (const name of ['DateTimeFormat', 'NumberFormat'] as const) {
    const real = Intl[name];
    Intl[name] = new Proxy(real, {
      construct(target, args: unknown[]) {
        made.count += 1;
        return Reflect.construct(target, args) as object;
      },
    }) as never;
    onTestFinished(() => {
      Intl[name] = real as never;
    });
  }
  return made;
}

const listReply = (rows: Purchase[]) => ({
  status: 'success',
  data: rows,
  meta: { total: rows.length, page: 1, pageSize: 10 },
});

type Answer = { ok: boolean; status: number; text: string };
/** What public/boot-appearance.js leaves for the drawing and the console: the first list's call. */
function firstReply(answer: Answer | Promise<Answer>, token = sessionStorage.getItem('token')) {
  window.__partypassFirstReply = {
    url: LIST_URL,
    token: token ?? '',
    reply: Promise.resolve(answer),
  };
}
const ok = (body: unknown): Answer => ({ ok: true, status: 200, text: JSON.stringify(body) });

const signIn = (role: number) =>
  sessionStorage.setItem(
    'token',
    makeToken({ name: 'Ada Admin', id: 1, role, institution_id: null }),
  );

const putDrawnPurchases = (mode: 'light' | 'dark' | null = 'light') =>
  putDrawing(STATIC_PURCHASES_ID, drawings, mode);

/** The drawing's table body, once the boot script has had the reply. */
async function drawnBody(): Promise<HTMLTableSectionElement | null> {
  await new Promise((r) => setTimeout(r, 0));
  return document.querySelector<HTMLTableSectionElement>(`#${STATIC_PURCHASES_ID} tbody`);
}

/** React's rows for `rows`, as the page draws them (with the ids the data provider adds). */
function pageBody(mode: 'light' | 'dark', rows: Purchase[]): HTMLTableSectionElement {
  const host = document.createElement('div');
  host.innerHTML = renderPurchaseListPage(
    mode,
    undefined,
    rows.map((row) => withId(row, 'purchase_id')),
  );
  return host.querySelector('tbody')!;
}

function renderConsoleAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <LocationProbe />
    </MemoryRouter>,
  );
}

/** The purchase list of this project's server, counting its calls; `held` holds its replies. */
function listServer(rows: Purchase[]) {
  const list: { calls: string[]; held: Promise<void> } = { calls: [], held: Promise.resolve() };
  server.use(
    // Before the other handlers: theirs answers "No purchases found".
    http.get(`${API_BASE}${paths.purchaseList}`, async ({ request }) => {
      list.calls.push(request.url);
      await list.held;
      return HttpResponse.json(listReply(rows));
    }),
    ...currentServerHandlers,
  );
  return list;
}

// The console's setup resets the first screen, the first list, the session and the boot
// script's reply after each test (tests/console/setup.ts).
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => takeDrawingOut(STATIC_PURCHASES_ID));

describe("/purchase's first screen drawn by the build", () => {
  it('is the frame, the heading and the table head, its rows loading until the reply', () => {
    firstReply(new Promise<Answer>(() => undefined));
    const drawn = putDrawnPurchases()!;
    expect(within(drawn).getByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
    for (const field of ['id', 'user', 'institution', 'purchaseDate', 'ticketStatus']) {
      expect(within(drawn).getByRole('columnheader', { name: texts.fields[field] })).toBeVisible();
    }
    const table = within(drawn).getByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(table.querySelector('tbody .ant-spin')).not.toBeNull();
    expect(table.querySelector('tbody')).not.toHaveAttribute('data-drawn-rows');
    // As React's first paint: the menu and the header's controls come a frame after the page.
    expect(within(drawn).queryByRole('navigation')).toBeNull();
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`fills its rows from the reply as the page draws them (${mode})`, async () => {
      awayFromUtc();
      firstReply(ok(listReply(ROWS)));
      putDrawnPurchases(mode);
      const body = (await drawnBody())!;
      expect(body.closest('table')).toHaveAttribute('aria-busy', 'false');
      const expected = pageBody(mode, ROWS);
      expect(body.rows).toHaveLength(ROWS.length);
      for (const [i, row] of [...expected.rows].entries()) {
        expect(body.rows[i].outerHTML).toBe(row.outerHTML);
      }
      expect(within(body).getByText(`<b>Tom & "Jerry's"</b>`)).toBeInTheDocument();
      expect(within(body).getByText('$1.00')).toBeInTheDocument();
      expect(within(body).getByText('Mar 2, 2026')).toBeInTheDocument();
    });
  }

  it('writes its dates and amounts as Intl does, without making an Intl formatter', async () => {
    awayFromUtc();
    const made = countIntlFormatters();
    for (const [i, rows] of chunks(GRID, 10).entries()) {
      firstReply(ok(listReply(rows)));
      putDrawnPurchases(i % 2 ? 'dark' : 'light');
      const body = (await drawnBody())!;
      const drawn = [...body.rows].map((row) => row.outerHTML);
      expect(made.count, 'Intl formatters made by the boot script').toBe(0);
      const expected = [...pageBody(i % 2 ? 'dark' : 'light', rows).rows].map(
        (row) => row.outerHTML,
      );
      expect(drawn).toEqual(expected);
      takeDrawingOut(STATIC_PURCHASES_ID);
    }
  });

  it('leaves the values its parts do not cover to Intl, as the console writes them', async () => {
    awayFromUtc();
    const made = countIntlFormatters();
    firstReply(ok(listReply(BEYOND_PARTS)));
    putDrawnPurchases();
    const body = (await drawnBody())!;
    expect(made.count).toBeGreaterThan(0);
    const expected = pageBody('light', BEYOND_PARTS);
    expect([...body.rows].map((row) => row.outerHTML)).toEqual(
      [...expected.rows].map((row) => row.outerHTML),
    );
    // Rounded to cents by the client, then Intl's signed zero; the day, not its time in the zone.
    expect(within(body).getByText('$0.01')).toBeInTheDocument();
    expect(within(body).getByText('-$0.00')).toBeInTheDocument();
    expect(within(body).getByText('Mar 2, 2026')).toBeInTheDocument();
    expect(within(body).getByText('$1.00')).toBeInTheDocument();
  });

  it('leaves the screen to the console for a reply it does not draw as the console would', async () => {
    const cases: [string, Answer | undefined][] = [
      // The legacy server's whole list: the console sorts and pages it itself.
      ['no meta', ok({ data: ROWS })],
      ['no rows', ok(listReply([]))],
      [
        'a text with an HTML entity, which the client decodes',
        ok(
          listReply([
            purchase(107, { user: { user_id: 9, name: 'Rock &amp; Roll', email: 'r@r.test' } }),
          ]),
        ),
      ],
      [
        'a status it has no tag for',
        ok(listReply([purchase(105, { payment_status: 'disputed' })])),
      ],
      ['a refused call', { ok: false, status: 401, text: '{"message":"expired"}' }],
      ['not JSON', { ok: true, status: 200, text: '<html>' }],
      ['no call', undefined],
    ];
    for (const [what, answer] of cases) {
      if (answer) firstReply(answer);
      putDrawnPurchases();
      await drawnBody();
      expect(document.getElementById(STATIC_PURCHASES_ID), what).toBeNull();
      expect(document.documentElement, what).not.toHaveAttribute(ATTRIBUTE);
      for (const template of document.querySelectorAll('template')) template.remove();
      delete window.__partypassFirstReply;
    }
  });

  it('has the console take the same reply: the list is asked for once', async () => {
    signIn(1);
    const list = listServer(ROWS);
    firstReply(ok(listReply(ROWS)));
    putDrawnPurchases();
    const { container } = renderConsoleAt('/purchase');
    expect(await within(container).findByText('103', {}, { timeout: 5000 })).toBeTruthy();
    expect(document.getElementById(STATIC_PURCHASES_ID)).toBeNull();
    expect(document.documentElement).not.toHaveAttribute(ATTRIBUTE);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(list.calls).toHaveLength(0);
  });

  it("stays until React's rows are in, also as the list writes its state into its URL", async () => {
    signIn(1);
    // The early reply is slow: the page draws without it and asks again; that reply is held.
    const list = listServer(ROWS);
    let release: () => void = () => undefined;
    list.held = new Promise<void>((resolve) => (release = resolve));
    let answer: (value: Answer) => void = () => undefined;
    firstReply(new Promise<Answer>((resolve) => (answer = resolve)));
    const drawn = putDrawnPurchases()!;
    const { container } = renderConsoleAt('/purchase');
    await waitFor(() => expect(seen.location).toMatch(/^\/purchase\?.*pageSize=10/));
    await waitFor(() => expect(list.calls).toHaveLength(1));
    expect(document.getElementById(STATIC_PURCHASES_ID)).toBe(drawn);
    expect(document.documentElement).toHaveAttribute(ATTRIBUTE, 'light');

    answer(ok(listReply(ROWS)));
    await waitFor(() => expect(drawn.querySelectorAll('tbody tr')).toHaveLength(ROWS.length));
    expect(document.getElementById(STATIC_PURCHASES_ID)).toBe(drawn);
    release();
    expect(await within(container).findByText('103', {}, { timeout: 5000 })).toBeTruthy();
    expect(document.getElementById(STATIC_PURCHASES_ID)).toBeNull();
    expect(document.documentElement).not.toHaveAttribute(ATTRIBUTE);
  });

  it('gives way to the console when the early call failed', async () => {
    signIn(1);
    const list = listServer(ROWS);
    firstReply({ ok: false, status: 0, text: '' });
    putDrawnPurchases();
    await drawnBody();
    expect(document.getElementById(STATIC_PURCHASES_ID)).toBeNull();
    const { container } = renderConsoleAt('/purchase');
    expect(await within(container).findByText('103', {}, { timeout: 5000 })).toBeTruthy();
    // Its own call (the page may ask again if the first is slow: as without a drawing).
    expect(list.calls.length).toBeGreaterThan(0);
  });
});
