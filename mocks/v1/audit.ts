/**
 * The audit history of this project's server (`GET /audit/list`, issue 44) and its health route,
 * by which the console tells it from the legacy server (which has neither).
 */
import { http, HttpResponse } from 'msw';
import { paths, type AuditEntry } from '../../contract';
import { api } from './handlers';

const HEALTH_PATH = '*/api/health';

/** `/api/health`: this server's reply, or the legacy server's 404. */
export const healthHandler = ({ legacy = false }: { legacy?: boolean } = {}) =>
  http.get(HEALTH_PATH, () =>
    legacy
      ? HttpResponse.text('Cannot GET /api/health', { status: 404 })
      : HttpResponse.json({ status: 'success', data: { database: 'up', kind: 'pglite' } }),
  );

export const auditEntry = (over: Partial<AuditEntry> & Pick<AuditEntry, 'id'>): AuditEntry => ({
  at: '2026-12-01T20:15:00.000Z',
  user_id: 1,
  user_email: 'admin@partypass.test',
  user_role: 1,
  institution_id: 7,
  resource: 'tickets',
  record_id: '11',
  action: 'update',
  changes: {},
  ip: '203.0.113.9',
  ...over,
});

export interface AuditApiOptions {
  entries?: AuditEntry[];
  /** Each list request's URL, to check what was asked. */
  requests?: URL[];
  /** The list answers this status with a message. */
  fails?: number;
}

/** The list as the server answers it: filtered, newest first, paged with `meta`. */
function auditList(entries: readonly AuditEntry[], url: URL) {
  const q = url.searchParams;
  const day = (iso: string) => iso.slice(0, 10);
  const rows = entries
    .filter((e) => !q.get('resource') || e.resource === q.get('resource'))
    .filter((e) => !q.get('record_id') || e.record_id === q.get('record_id'))
    .filter((e) => !q.get('action') || e.action === q.get('action'))
    .filter((e) => !q.get('user_id') || String(e.user_id) === q.get('user_id'))
    .filter((e) => !q.get('from') || day(e.at) >= q.get('from')!)
    .filter((e) => !q.get('to') || day(e.at) <= q.get('to')!)
    .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  const page = Number(q.get('page') ?? 1);
  const pageSize = Number(q.get('pageSize') ?? 10);
  return {
    status: 'success',
    data: rows.slice((page - 1) * pageSize, page * pageSize),
    meta: { total: rows.length, page, pageSize },
  };
}

/** `GET /audit/list` over the entries (none unless given). */
export const auditListHandler = ({ entries = [], requests, fails }: AuditApiOptions = {}) =>
  http.get(api(paths.auditList), ({ request }) => {
    const url = new URL(request.url);
    requests?.push(url);
    if (fails) {
      return HttpResponse.json(
        { status: 'failed', message: 'The audit history is resting' },
        { status: fails },
      );
    }
    return HttpResponse.json(auditList(entries, url));
  });

/** This server's health and audit list. */
export const auditHandlers = (options: AuditApiOptions = {}) => [
  healthHandler(),
  auditListHandler(options),
];
