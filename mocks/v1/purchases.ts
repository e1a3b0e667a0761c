/**
 * Purchase and analytics fixtures and handlers for the console tests: this project's server
 * (wrapped rows, `meta` when paged, filters as query parameters, monthly series and status counts
 * in the analytics) next to the legacy quirks (404 "No purchases found" for an empty list, no
 * `monthly` / `ticketStatusCounts` / `institution` in the analytics).
 */
import { http, HttpResponse } from 'msw';
import {
  ANALYTICS_DAILY_MAX_DAYS,
  paths,
  periodDays,
  type Analytics,
  type Purchase,
} from '../../contract';
import { api } from './handlers';
import { auditHandlers } from './audit';
import { viewsHandlers } from './views';

const aurora = { institution_id: 7, name: 'Club Aurora' };
const velvet = { institution_id: 8, name: 'Velvet Stage' };

export const purchasedRow: Purchase = {
  purchase_id: 501,
  user_id: 31,
  ticket_id: 21,
  purchase_date: '2026-05-03T20:15:00.000Z',
  ticket_date: '2026-06-20',
  price_amount: '18.00',
  payment_status: 'completed',
  payment_method: 'credit_card',
  ticket_status: 0,
  user: { user_id: 31, name: 'Nora Quinn', email: 'nora@example.test' },
  ticket_type: {
    ticket_id: 21,
    name: 'Moonlight Rave',
    date: '2026-06-20',
    start_datetime: '22:00:00',
    end_datetime: '04:00:00',
    institution: aurora,
  },
};

export const enteredRow: Purchase = {
  ...purchasedRow,
  purchase_id: 502,
  user_id: 32,
  purchase_date: '2026-05-31T23:30:00.000Z',
  ticket_date: null,
  price_amount: '5.50',
  payment_status: 'pending',
  payment_method: 'paypal',
  ticket_status: 1,
  user: { user_id: 32, name: 'Omar Haddad', email: 'omar@example.test' },
  ticket_type: {
    ticket_id: 22,
    name: 'Happy Hour',
    date: null,
    start_datetime: null,
    end_datetime: null,
    institution: aurora,
  },
};

export const checkedOutRow: Purchase = {
  ...purchasedRow,
  purchase_id: 503,
  user_id: 33,
  user: { user_id: 33, name: 'Li Wei', email: 'li@example.test' },
  purchase_date: '2026-06-02T09:00:00.000Z',
  price_amount: '30.00',
  payment_method: 'bank_transfer',
  ticket_status: 2,
  ticket_type: {
    ...purchasedRow.ticket_type!,
    ticket_id: 23,
    name: 'Stage Night',
    institution: velvet,
  },
};

export const currentPurchases = [purchasedRow, enteredRow, checkedOutRow];

export const purchaseWithLocker: Purchase = {
  ...purchasedRow,
  locker_allocation: {
    id: 9,
    locker_id: 14,
    allocation_date: '2026-06-20T21:00:00.000Z',
    status: 1,
  },
};

/** The query strings the console sent, to check filters and sorters. */
export type SeenQueries = URLSearchParams[];

const listReply = (rows: Purchase[], query: URLSearchParams) => {
  const filtered = rows.filter((row) => {
    const status = query.get('ticket_status');
    if (status && !status.split(',').includes(String(row.ticket_status))) return false;
    const user = query.get('user_id');
    if (user && String(row.user_id) !== user) return false;
    const q = query.get('q')?.toLowerCase();
    if (q && !JSON.stringify(row).toLowerCase().includes(q)) return false;
    const from = query.get('purchase_date_from');
    if (from && row.purchase_date.slice(0, 10) < from) return false;
    const to = query.get('purchase_date_to');
    if (to && row.purchase_date.slice(0, 10) > to) return false;
    return true;
  });
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 10);
  return {
    status: 'success',
    data: filtered.slice((page - 1) * pageSize, page * pageSize),
    meta: { total: filtered.length, page, pageSize },
  };
};

/** This project's server: paged lists honouring ticket_status, user_id and the date range. */
export function currentPurchaseHandlers(seen: SeenQueries = []) {
  return [
    http.get(api(paths.purchaseList), ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.push(query);
      return HttpResponse.json(listReply(currentPurchases, query));
    }),
    http.get(api('/purchase/list/institute/:id'), ({ request, params }) => {
      const query = new URL(request.url).searchParams;
      seen.push(query);
      const own = currentPurchases.filter(
        (p) => String(p.ticket_type?.institution?.institution_id) === String(params.id),
      );
      return HttpResponse.json(listReply(own, query));
    }),
    http.get(api('/purchase/:id'), ({ params }) => {
      if (String(params.id) === String(purchaseWithLocker.purchase_id)) {
        return HttpResponse.json({ status: 'success', data: purchaseWithLocker });
      }
      const found = currentPurchases.find((p) => String(p.purchase_id) === String(params.id));
      return found
        ? HttpResponse.json({ status: 'success', data: { ...found, locker_allocation: null } })
        : HttpResponse.json({ status: 'failed', message: 'Purchase not found' }, { status: 404 });
    }),
    ...auditHandlers(),
    ...viewsHandlers().handlers,
  ];
}

/** The legacy server with no purchase at all: 404 "No purchases found" on both lists. */
export const legacyEmptyPurchaseHandlers = [
  http.get(api(paths.purchaseList), () =>
    HttpResponse.json({ message: 'No purchases found' }, { status: 404 }),
  ),
  http.get(api('/purchase/list/institute/:id'), () =>
    HttpResponse.json({ message: 'No purchases found' }, { status: 404 }),
  ),
];

/**
 * The legacy server's purchases (LEGACY_API.md "Observed since"): `payment_status` an integer,
 * the whole list without `meta` (the console filters it), DECIMAL prices as strings.
 */
export const legacyPurchaseRows = [
  { ...purchasedRow, payment_status: 1 },
  { ...enteredRow, payment_status: 0 },
  { ...checkedOutRow, payment_status: 7 },
];

/** Both legacy purchase lists answer every row; `purchase/{id}` answers 403 to role 3. */
export const legacyPurchaseHandlers = [
  http.get(api(paths.purchaseList), () =>
    HttpResponse.json({ status: 'success', data: legacyPurchaseRows }),
  ),
  http.get(api('/purchase/list/institute/:id'), () =>
    HttpResponse.json({ status: 'success', data: legacyPurchaseRows }),
  ),
  http.get(api('/purchase/:id'), ({ params }) => {
    const found = legacyPurchaseRows.find((p) => String(p.purchase_id) === String(params.id));
    return found
      ? HttpResponse.json({ status: 'success', data: { ...found, locker_allocation: null } })
      : HttpResponse.json({ message: 'Purchase not found' }, { status: 404 });
  }),
];

/** A failing list (then, after `recover()`, the rows): the error and Retry. */
export function failingPurchaseHandlers() {
  let failing = true;
  return {
    recover: () => {
      failing = false;
    },
    handlers: [
      http.get(api(paths.purchaseList), ({ request }) =>
        failing
          ? HttpResponse.json(
              { status: 'failed', message: 'Database unavailable' },
              { status: 500 },
            )
          : HttpResponse.json(listReply(currentPurchases, new URL(request.url).searchParams)),
      ),
    ],
  };
}

/** This project's analytics (role 1: the whole platform). */
export const currentAnalytics: Analytics = {
  totalUsers: 1234,
  totalInstitutions: 12,
  totalTicketsSold: 5678,
  totalEvents: 42,
  totalRevenue: '98765.40',
  totalCustomers: 1100,
  upcomingEvents: [
    {
      eventName: 'Moonlight Rave',
      eventDate: '2031-06-20',
      venue: 'Club Aurora',
      ticketPrice: '18.00',
    },
    {
      eventName: 'Jazz Brunch',
      eventDate: '2031-07-02',
      venue: 'Velvet Stage',
      ticketPrice: '0.00',
    },
  ],
  bestSellingProducts: [
    {
      ticketName: 'Moonlight Rave',
      ticketId: 21,
      totalSold: 150,
      totalRevenue: '2700.00',
      capacity: 200,
    },
    { ticketName: 'Happy Hour', ticketId: 22, totalSold: 50, totalRevenue: '275.00', capacity: 50 },
  ],
  monthly: [
    { month: '2026-04', ticketsSold: 10, revenue: '180.00' },
    { month: '2026-05', ticketsSold: 25, revenue: '450.50' },
  ],
  ticketStatusCounts: [
    { ticket_status: 0, count: 40 },
    { ticket_status: 1, count: 12 },
    { ticket_status: 2, count: 3 },
  ],
  institution: null,
};

/** Roles 2 and 3: one institution's figures, with its name. */
export const institutionAnalytics: Analytics = {
  ...currentAnalytics,
  totalInstitutions: 1,
  institution: aurora,
};

/** The legacy server: totals, upcoming events and best sellers only. */
export const legacyAnalytics: Analytics = {
  totalUsers: 90,
  totalInstitutions: 3,
  totalTicketsSold: 77,
  totalEvents: 9,
  totalRevenue: '1500.00',
  totalCustomers: 80,
  upcomingEvents: currentAnalytics.upcomingEvents,
  bestSellingProducts: [
    { ticketName: 'Moonlight Rave', ticketId: 21, totalSold: 60, totalRevenue: '1080.00' },
  ],
};

/** A platform without any sale: zeros and empty series. */
export const emptyAnalytics: Analytics = {
  totalUsers: 1,
  totalInstitutions: 0,
  totalTicketsSold: 0,
  totalEvents: 0,
  totalRevenue: '0.00',
  totalCustomers: 0,
  upcomingEvents: [],
  bestSellingProducts: [],
  monthly: [
    { month: '2026-04', ticketsSold: 0, revenue: '0.00' },
    { month: '2026-05', ticketsSold: 0, revenue: '0.00' },
  ],
  ticketStatusCounts: [
    { ticket_status: 0, count: 0 },
    { ticket_status: 1, count: 0 },
    { ticket_status: 2, count: 0 },
  ],
  institution: null,
};

/**
 * `/api/health`, which only this project's server has: the console reads its capabilities (the
 * analytics over a period among them) from it.
 */
export const serverHealthHandler = (legacy: boolean) =>
  http.get('*/api/health', () =>
    legacy
      ? HttpResponse.text('Cannot GET /api/health', { status: 404 })
      : HttpResponse.json({ status: 'success', data: { database: 'up', kind: 'pglite' } }),
  );

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * This project's analytics over `from`..`to` (the shape of server/routes/analyticsPeriod.ts),
 * with figures that follow the period's length so each period shows its own: 10 tickets sold and
 * 100.00 revenue a day (the previous period 8 and 50.00), one point a day.
 */
export function periodAnalytics(from: string, to: string): Analytics {
  const days = periodDays(from, to);
  const unit = days <= ANALYTICS_DAILY_MAX_DAYS ? 'day' : 'month';
  const points = unit === 'day' ? days : Math.ceil(days / 30);
  const series = (start: string, sold: number, revenue: number) =>
    Array.from({ length: points }, (_, i) => ({
      start: shift(start, unit === 'day' ? i : i * 30),
      ticketsSold: sold,
      revenue: revenue.toFixed(2),
    }));
  const previousFrom = shift(from, -days);
  const totals = (scale: number) => ({
    totalUsers: 3 * days * scale,
    totalInstitutions: scale === 1 ? 1 : 0,
    totalTicketsSold: (scale === 1 ? 10 : 8) * days,
    totalEvents: 2,
    totalRevenue: ((scale === 1 ? 100 : 50) * days).toFixed(2),
    totalCustomers: days * scale,
  });
  return {
    ...totals(1),
    period: { from, to, unit },
    series: series(from, 10, 100),
    upcomingEvents: currentAnalytics.upcomingEvents,
    bestSellingProducts: [
      {
        ticketName: 'Moonlight Rave',
        ticketId: 21,
        totalSold: 6 * days,
        totalRevenue: '0.00',
        capacity: 200,
      },
    ],
    ticketStatusCounts: [
      { ticket_status: 0, count: 4 * days },
      { ticket_status: 1, count: 0 },
      { ticket_status: 2, count: 0 },
    ],
    institution: null,
    previous: {
      ...totals(2),
      period: { from: previousFrom, to: shift(from, -1), unit },
      series: series(previousFrom, 8, 50),
      bestSellingProducts: [
        {
          ticketName: 'Moonlight Rave',
          ticketId: 21,
          totalSold: 3 * days,
          totalRevenue: '0.00',
          capacity: 200,
        },
      ],
      ticketStatusCounts: [
        { ticket_status: 0, count: 2 * days },
        { ticket_status: 1, count: 0 },
        { ticket_status: 2, count: 0 },
      ],
    },
  };
}

/**
 * Answers the analytics with `body`, or over a period (`from`, `to`) with `periodAnalytics`;
 * `calls` counts the requests (role 0 must make none) and keeps their URLs. `/api/health`
 * answers as this project's server, or as the legacy one when `body` is the legacy shape (no
 * `monthly`); the legacy server ignores the period.
 */
export function analyticsHandlers(
  body: Analytics,
  calls: { count: number; urls?: URL[] } = { count: 0 },
) {
  const legacy = body.monthly === undefined;
  return [
    serverHealthHandler(legacy),
    http.get(api(paths.analytics), ({ request }) => {
      calls.count += 1;
      const url = new URL(request.url);
      calls.urls?.push(url);
      const from = url.searchParams.get('from');
      const to = url.searchParams.get('to');
      const data =
        !legacy && from && to
          ? { ...periodAnalytics(from, to), institution: body.institution ?? null }
          : body;
      return HttpResponse.json({ status: 'success', data });
    }),
  ];
}

/** The legacy server to Institutional Staff (role 3): the analytics are refused with a 403. */
export function legacyStaffAnalyticsHandlers(calls = { count: 0 }) {
  return [
    serverHealthHandler(true),
    http.get(api(paths.analytics), () => {
      calls.count += 1;
      return HttpResponse.json({ message: 'Access denied' }, { status: 403 });
    }),
  ];
}

/** Fails until `recover()`, then answers `body`. */
export function failingAnalyticsHandlers(body: Analytics = currentAnalytics) {
  let failing = true;
  return {
    recover: () => {
      failing = false;
    },
    handlers: [
      serverHealthHandler(false),
      http.get(api(paths.analytics), () =>
        failing
          ? HttpResponse.json(
              { status: 'failed', message: 'Analytics unavailable' },
              { status: 500 },
            )
          : HttpResponse.json({ status: 'success', data: body }),
      ),
    ],
  };
}
