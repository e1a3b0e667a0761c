import type { GetListResponse } from '@refinedev/core';
import { QueryCache } from '@tanstack/react-query';
import { createElement as h } from 'react';
import {
  ALL_ROLES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  TICKET_STATUS_VALUES,
  type Purchase,
} from '../contract';
import { isAllowed } from '../src/access/policy';
import { accessControlProvider } from '../src/access/accessControlProvider';
import { listParams } from '../src/api/dataProvider';
import { ENDPOINTS, endpointFor } from '../src/api/endpoints';
import { putFirstList, resetFirstList, seedFirstList } from '../src/api/firstList';
import { api, apiBaseUrl } from '../src/api/client';
import { DATE_FIELDS, DECIMAL_FIELDS, withId } from '../src/api/legacy';
import { valueAt } from '../src/components/valueAt';
import { queryClientConfig } from '../src/api/queryClient';
import { EMPTY_VALUE } from '../src/i18n/constants';
import { CELL_FORMATS, formatCurrency, formatDate, formatDateTime } from '../src/i18n/format';
import { PURCHASE_LIST_QUERY } from '../src/pages/purchases/firstQuery';
import PurchaseList from '../src/pages/purchases/PurchaseList';
import { PURCHASE_DRAWN_CELLS, type DrawnCell } from '../src/pages/purchases/staticPurchases';
import type { Mode } from '../src/theme/settings';
import { STATIC_DASHBOARD_SETTINGS } from './static-dashboard';
import { formatParts, type FormatParts } from './format-parts';
import { DRAWN_LANGUAGES, drawnWhole } from './static-render';
import { renderSignedInPage } from './static-signed-in';
import type { StaticScreenIndex } from './vite-static-screens';

const RESOURCE = 'purchase';
const PATH = '/purchase';
/** The field a reply's row is known by (the data provider's `withId`). */
const ID_FIELD = ENDPOINTS[RESOURCE].idField;

/** The page in `mode`, its list in its loading state, or with `rows` in (as the first list's). */
export function renderPurchaseListPage(
  mode: Mode,
  root: string = process.cwd(),
  rows?: Record<string, unknown>[],
): string {
  resetFirstList();
  if (rows) {
    const reply = { data: rows, total: rows.length } as GetListResponse;
    putFirstList(RESOURCE, PURCHASE_LIST_QUERY, reply);
  }
  const clientConfig = { ...queryClientConfig, queryCache: seedFirstList(new QueryCache()) };
  return renderSignedInPage({
    mode,
    root,
    path: PATH,
    page: h(PurchaseList),
    namespaces: ['common', 'purchases'],
    // The console's access control and query cache: the page's row buttons ask the first, and
    // the second gives the page the sample rows as its first list.
    refine: { accessControlProvider, options: { reactQuery: { clientConfig } } },
  });
}

/** Rows with every value of the drawn cells that are picked by value (tags, labels). */
function sampleRows(): Record<string, unknown>[] {
  const count = Math.max(
    PAYMENT_METHODS.length,
    PAYMENT_STATUSES.length,
    TICKET_STATUS_VALUES.length,
  );
  return Array.from({ length: count }, (_, i) => {
    const row: Purchase = {
      purchase_id: 987650 + i,
      user_id: 1,
      ticket_id: 1,
      purchase_date: '2026-11-20T18:30:00.000Z',
      ticket_date: '2026-12-11',
      price_amount: '123.45',
      payment_status: PAYMENT_STATUSES[i % PAYMENT_STATUSES.length],
      payment_method: PAYMENT_METHODS[i % PAYMENT_METHODS.length],
      ticket_status: TICKET_STATUS_VALUES[i % TICKET_STATUS_VALUES.length],
      user: { user_id: 1, name: 'Sample buyer', email: 'buyer@sample.test' },
      ticket_type: {
        ticket_id: 1,
        name: 'Sample ticket',
        date: null,
        start_datetime: null,
        end_datetime: null,
        institution: { institution_id: 1, name: 'Sample venue' },
      },
    };
    return withId(row, ID_FIELD);
  });
}

/** What public/boot-drawings.js fills the drawing's rows with (its `<tbody data-drawn-rows>`). */
export interface DrawnRows {
  /** A row's opening tag; `{{id}}` stands for the row's id. */
  row: string;
  /** The reply's field that is a row's id when it has no `id`. */
  idField: string;
  /** Per column, the cell: `{{}}` stands for the value, or one cell per value (`pick`). */
  cells: (DrawnCell & {
    html?: string;
    cells?: Record<string, string>;
    decimal?: true;
    day?: true;
  })[];
  language: string;
  empty: string;
  formats: typeof CELL_FORMATS;
  /** The same formats as parts, written without Intl where they cover the value. */
  parts: FormatParts;
}

const SLOT = '{{}}';
const ID_SLOT = '{{id}}';

/** As react-dom escapes a text. */
const escapeText = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#x27' }[c]};`,
  );

/** The value at a drawn cell's dotted path, as FirstRows reads a column's `dataIndex`. */
const valueAtPath = (row: Record<string, unknown>, path: string): unknown =>
  valueAt(row, path.split('.'));

/**
 * How the console's client reads the cell's field before the page draws it (src/api/legacy.ts):
 * an amount rounded to cents, a calendar day that came as its UTC midnight.
 */
function normalised(cell: DrawnCell): { decimal?: true; day?: true } {
  const path = 'currency' in cell ? cell.currency : 'date' in cell ? cell.date : null;
  const field = path?.split('.').at(-1) ?? '';
  return {
    ...(DECIMAL_FIELDS.has(field) && { decimal: true }),
    ...(DATE_FIELDS.has(field) && { day: true }),
  };
}

/** The text React draws for a cell of `kind` (the en formatters of src/i18n/format.ts). */
function drawnText(cell: DrawnCell, row: Record<string, unknown>): string | null {
  if ('text' in cell) return String(valueAtPath(row, cell.text));
  if ('date' in cell) return formatDate(valueAtPath(row, cell.date) as string, DRAWN_LANGUAGE);
  if ('dateTime' in cell)
    return formatDateTime(valueAtPath(row, cell.dateTime) as string, DRAWN_LANGUAGE);
  if ('currency' in cell)
    return formatCurrency(valueAtPath(row, cell.currency) as string, DRAWN_LANGUAGE);
  return null;
}

const DRAWN_LANGUAGE = DRAWN_LANGUAGES.language;

/** `<tbody>`'s inside, and the page around it. */
function splitBody(html: string): { before: string; body: string; after: string } {
  const open = html.indexOf('<tbody>');
  const close = html.indexOf('</tbody>');
  if (open === -1 || close === -1 || html.indexOf('<tbody', open + 1) !== -1) {
    throw new Error("/purchase's drawing: not one table body");
  }
  return {
    before: html.slice(0, open),
    body: html.slice(open + '<tbody>'.length, close),
    after: html.slice(close),
  };
}

const once = (html: string, find: string, put: string, what: string): string => {
  const at = html.indexOf(find);
  if (at === -1 || html.indexOf(find, at + 1) !== -1) {
    throw new Error(`/purchase's drawing: ${what} is not once in its cell: ${html}`);
  }
  return html.slice(0, at) + put + html.slice(at + find.length);
};

/** The rows' templates from the page drawn with `samples` (their cells in column order). */
function rowsTemplate(body: string, samples: Record<string, unknown>[]): DrawnRows {
  const rows = [...body.matchAll(/(<tr[^>]*>)([\s\S]*?)<\/tr>/g)];
  if (rows.length !== samples.length)
    throw new Error("/purchase's drawing: a sample row is missing");
  const cellsOf = (inner: string) =>
    [...inner.matchAll(/<td[^>]*>[\s\S]*?<\/td>/g)].map((m) => m[0]);
  const drawn = rows.map(([, , inner]) => cellsOf(inner));
  const firstId = String(samples[0].id);
  const cells = PURCHASE_DRAWN_CELLS.map((cell, column) => {
    const html = drawn[0][column];
    if (html === undefined || drawn[0].length !== PURCHASE_DRAWN_CELLS.length) {
      throw new Error(
        `/purchase's drawing: ${drawn[0].length} cells, not ${PURCHASE_DRAWN_CELLS.length}`,
      );
    }
    if ('pick' in cell) {
      const byValue: Record<string, string> = {};
      samples.forEach(
        (row, i) => (byValue[String(valueAtPath(row, cell.pick))] = drawn[i][column]),
      );
      return { ...cell, cells: byValue };
    }
    if ('fixed' in cell) {
      if (html.includes(firstId))
        throw new Error(`/purchase's drawing: the ${cell.key} cell holds the row's id`);
      return { ...cell, html };
    }
    const text = drawnText(cell, samples[0]);
    return {
      ...cell,
      ...normalised(cell),
      html: once(html, escapeText(text ?? ''), SLOT, `the ${cell.key} value`),
    };
  });
  return {
    row: once(rows[0][1], `"${firstId}"`, `"${ID_SLOT}"`, 'the row id'),
    idField: ID_FIELD,
    cells,
    language: DRAWN_LANGUAGE,
    empty: EMPTY_VALUE,
    formats: CELL_FORMATS,
    parts: formatParts(DRAWN_LANGUAGE),
  };
}

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * `/purchase` as the browser first paints it for a System Admin with the default settings in
 * `mode` and a wide window, its list loading: the main layout's frame, the page's heading,
 * toolbar and table head, and a spinner where the rows go. Its `<tbody>` carries the rows'
 * templates, made from the page drawn with sample rows, which public/boot-drawings.js fills from
 * the list's first reply. The same components, texts and theme as in the browser, rendered in
 * Node (NODE_ENV=production); the data provider is never called.
 */
export function renderStaticPurchases(mode: Mode, root: string = process.cwd()): string {
  const loading = splitBody(
    drawnWhole(renderPurchaseListPage(mode, root), "/purchase's first screen"),
  );
  const samples = sampleRows();
  const loaded = splitBody(
    drawnWhole(renderPurchaseListPage(mode, root, samples), "/purchase's rows"),
  );
  // Filled, the drawing must be the page with its rows: the two differ in the rows alone.
  const busy = (html: string) =>
    html.replace('<table aria-busy="false"', '<table aria-busy="true"');
  if (busy(loaded.before) !== loading.before || loaded.after !== loading.after) {
    throw new Error(
      "/purchase's drawing: the page with rows differs from the page loading beyond them",
    );
  }
  const template = JSON.stringify(rowsTemplate(loaded.body, samples));
  return `${loading.before}<tbody data-drawn-rows="${escapeAttribute(template)}">${loading.body}${loading.after}`;
}

/**
 * The first list's address, as the console's client asks for it: a path and query on the page's
 * own server, or the whole address when the build names another API server (VITE_API_URL).
 */
function firstListUrl(): string {
  const { pageSize, sorters } = PURCHASE_LIST_QUERY;
  const params = listParams({ pagination: { currentPage: 1, pageSize, mode: 'server' }, sorters });
  const href = api.getUri({ url: endpointFor(RESOURCE, 'list', { institutionId: null }), params });
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(apiBaseUrl())) return href;
  const url = new URL(href, 'http://localhost/');
  return url.pathname + url.search;
}

/** Who gets the drawn `/purchase` (public/boot-appearance.js checks it), and its first list. */
export const STATIC_PURCHASES_SETTINGS: StaticScreenIndex = {
  ...STATIC_DASHBOARD_SETTINGS,
  path: PATH,
  roles: ALL_ROLES.filter((role) => isAllowed(role, RESOURCE, 'list')),
  list: firstListUrl(),
};
