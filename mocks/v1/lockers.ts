/**
 * Locker fixtures and handlers for the console tests. `lockerServer()` is a small in-memory
 * stand-in for this project's server (sorted/searched/filtered lists with `meta` when paged, 201
 * with `data`, 409 with the field error, 204 deletes); `legacy: true` answers like the legacy
 * server (whole unsorted list without `meta`, writes without `data`, the legacy 409 message).
 * Every request is recorded so tests can check what the console asked for and sent.
 */
import { http, HttpResponse } from 'msw';
import { paths, type ImportPreview, type Institution, type Locker } from '../../contract';
import { institution } from './fixtures';
import { api } from './handlers';
import { auditHandlers, healthHandler } from './audit';
import { viewsHandlers } from './views';

/** Institution 7 (Club Aurora, the venue admin's) and 8 (another venue, seen by role 1). */
export const otherInstitution: Institution = {
  ...institution,
  institution_id: 8,
  name: 'Velvet Stage',
  details: null,
};

const ref = (inst: Institution) => ({ institution_id: inst.institution_id, name: inst.name });

/** Deliberately not in number order: the list must sort numerically (9 before 10 before 100). */
export const lockerFixtures = (): Locker[] => [
  { id: 1, institution_id: 7, locker_number: 100, status: 1, institution: ref(institution) },
  { id: 2, institution_id: 7, locker_number: 9, status: 0, institution: ref(institution) },
  { id: 3, institution_id: 7, locker_number: 10, status: 1, institution: ref(institution) },
  { id: 4, institution_id: 8, locker_number: 5, status: 1, institution: ref(otherInstitution) },
];

export interface LockerCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: unknown;
}

export interface LockerServer {
  lockers: Locker[];
  calls: LockerCall[];
  /** The first call whose path and method match. */
  find: (method: string, pathPrefix: string) => LockerCall | undefined;
}

const INSTITUTIONS = [institution, otherInstitution];

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return (await request.json()) as Record<string, unknown>;
  if (type.includes('multipart/form-data')) {
    return Object.fromEntries((await request.formData()).entries()) as Record<string, unknown>;
  }
  return {};
}

function listOf(all: Locker[], institutionId: number, query: URLSearchParams, legacy: boolean) {
  let rows = all.filter((l) => l.institution_id === institutionId);
  if (legacy) return { status: 'success', data: rows };
  const q = query.get('q');
  if (q) rows = rows.filter((l) => String(l.locker_number).includes(q));
  const status = query.get('status');
  if (status !== null) rows = rows.filter((l) => String(l.status) === status);
  const sort = (query.get('sort') ?? 'locker_number') as keyof Locker;
  const dir = query.get('order') === 'desc' ? -1 : 1;
  rows = [...rows].sort((a, b) => (Number(a[sort]) - Number(b[sort])) * dir);
  const page = query.get('page');
  if (page === null) return { status: 'success', data: rows };
  const pageSize = Number(query.get('pageSize') ?? 20);
  const start = (Number(page) - 1) * pageSize;
  return {
    status: 'success',
    data: rows.slice(start, start + pageSize),
    meta: { total: rows.length, page: Number(page), pageSize },
  };
}

/** A plain-CSV reading of a lockers import, with the server's message for a bad number. */
function importPreview(csv: string): ImportPreview {
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  const columns = header.split(',');
  const rows = lines.map((line, index) => {
    const cells = line.split(',');
    const values = Object.fromEntries(
      columns.map((c, i) => [c, cells[i] ?? '']).filter(([, v]) => v !== ''),
    ) as Record<string, string>;
    const errors = /^\d+$/.test(values.locker_number ?? '')
      ? []
      : [{ field: 'locker_number', message: 'Locker number must be a positive integer' }];
    return { row: index + 2, values, errors };
  });
  const valid = rows.filter((r) => r.errors.length === 0).length;
  return { columns, ignored_columns: [], rows, valid, invalid: rows.length - valid };
}

export function lockerServer({ legacy = false } = {}) {
  const views = viewsHandlers();
  const state: LockerServer = {
    lockers: lockerFixtures(),
    calls: [],
    find: (method, pathPrefix) =>
      state.calls.find((c) => c.method === method && c.path.startsWith(pathPrefix)),
  };
  const record = async (request: Request, withBody = false) => {
    const url = new URL(request.url);
    const call: LockerCall = {
      method: request.method,
      path: url.pathname.replace(/^.*\/api\/v1/, ''),
      query: Object.fromEntries(url.searchParams.entries()),
      ...(withBody ? { body: await bodyOf(request.clone()) } : {}),
    };
    state.calls.push(call);
    return call;
  };
  const nameOf = (id: number) => INSTITUTIONS.find((i) => i.institution_id === id)?.name ?? '';
  const duplicate = (institutionId: number, lockerNumber: number, exceptId?: number) =>
    state.lockers.some(
      (l) =>
        l.institution_id === institutionId && l.locker_number === lockerNumber && l.id !== exceptId,
    );
  const conflict = (lockerNumber: number, institutionId: number) => {
    if (legacy) {
      return HttpResponse.json({ message: 'locker is already available' }, { status: 409 });
    }
    const message = `Locker number ${lockerNumber} already exists in ${nameOf(institutionId)}`;
    return HttpResponse.json(
      { status: 'failed', message, errors: [{ field: 'locker_number', message }] },
      { status: 409 },
    );
  };

  const handlers = [
    http.get(api('/institute/:id'), ({ params }) => {
      const found = INSTITUTIONS.find((i) => String(i.institution_id) === String(params.id));
      return found
        ? HttpResponse.json({ status: 'success', data: found })
        : HttpResponse.json(
            { status: 'failed', message: 'Institution not found' },
            { status: 404 },
          );
    }),
    http.get(api('/locker/list/:id'), async ({ request, params }) => {
      await record(request);
      const url = new URL(request.url);
      return HttpResponse.json(listOf(state.lockers, Number(params.id), url.searchParams, legacy));
    }),
    http.get(api('/locker/:id'), async ({ request, params }) => {
      await record(request);
      const found = state.lockers.find((l) => String(l.id) === String(params.id));
      return found
        ? HttpResponse.json({ status: 'success', data: found })
        : HttpResponse.json({ status: 'failed', message: 'Locker not found' }, { status: 404 });
    }),
    http.post(api(paths.lockerCreate), async ({ request }) => {
      const call = await record(request, true);
      const body = call.body as Record<string, unknown>;
      const institutionId = Number(body.institution_id);
      const lockerNumber = Number(body.locker_number);
      if (duplicate(institutionId, lockerNumber)) return conflict(lockerNumber, institutionId);
      const created: Locker = {
        id: Math.max(...state.lockers.map((l) => l.id)) + 1,
        institution_id: institutionId,
        locker_number: lockerNumber,
        status: Number(body.status ?? 1),
        institution: { institution_id: institutionId, name: nameOf(institutionId) },
      };
      state.lockers.push(created);
      return HttpResponse.json(
        legacy
          ? { status: 'success', message: 'Locker created' }
          : { status: 'success', message: 'Locker created', data: created },
        { status: 201 },
      );
    }),
    // This server's CSV import: a preview of every row, then the valid rows created at once.
    http.post(api(paths.lockerImportPreview), async ({ request }) => {
      const call = await record(request, true);
      return HttpResponse.json({
        status: 'success',
        message: 'checked',
        data: importPreview(String((call.body as { csv?: string }).csv ?? '')),
      });
    }),
    http.post(api(paths.lockerImport), async ({ request }) => {
      const call = await record(request, true);
      const preview = importPreview(String((call.body as { csv?: string }).csv ?? ''));
      const ids: number[] = [];
      // The importing admin's own institution: the one its lockers belong to.
      const own = state.lockers[0]?.institution_id ?? 1;
      for (const row of preview.rows.filter((r) => r.errors.length === 0)) {
        const id = Math.max(...state.lockers.map((l) => l.id)) + 1;
        state.lockers.push({
          id,
          institution_id: own,
          locker_number: Number(row.values.locker_number),
          status: Number(row.values.status ?? 1),
          institution: { institution_id: own, name: nameOf(own) },
        });
        ids.push(id);
      }
      const skipped = preview.rows
        .filter((r) => r.errors.length > 0)
        .map(({ row, errors }) => ({ row, errors }));
      return HttpResponse.json(
        {
          status: 'success',
          message: `${ids.length} records imported`,
          data: { created: ids.length, ids, skipped },
        },
        { status: 201 },
      );
    }),
    // This server's bulk enable / disable: all the ids or none.
    http.patch(api(paths.lockerBulkStatus), async ({ request }) => {
      const call = await record(request, true);
      const { ids, status } = call.body as { ids: number[]; status: number };
      if (!ids.every((id) => state.lockers.some((l) => l.id === id))) {
        return HttpResponse.json(
          { status: 'failed', message: 'Not found; nothing was changed' },
          { status: 404 },
        );
      }
      state.lockers = state.lockers.map((l) => (ids.includes(l.id) ? { ...l, status } : l));
      return HttpResponse.json({
        status: 'success',
        message: `${ids.length} records updated`,
        data: { updated: ids.length },
      });
    }),
    http.patch(api('/locker/update/:id'), async ({ request, params }) => {
      const call = await record(request, true);
      const body = call.body as Record<string, unknown>;
      const index = state.lockers.findIndex((l) => String(l.id) === String(params.id));
      if (index < 0) {
        return HttpResponse.json(
          { status: 'failed', message: 'Locker not found' },
          { status: 404 },
        );
      }
      const old = state.lockers[index];
      const lockerNumber =
        body.locker_number !== undefined ? Number(body.locker_number) : old.locker_number;
      if (duplicate(old.institution_id, lockerNumber, old.id)) {
        return conflict(lockerNumber, old.institution_id);
      }
      const updated: Locker = {
        ...old,
        locker_number: lockerNumber,
        status: body.status !== undefined ? Number(body.status) : old.status,
      };
      state.lockers[index] = updated;
      return HttpResponse.json(
        legacy
          ? { status: 'success', message: 'Locker updated' }
          : { status: 'success', message: 'Locker updated', data: updated },
      );
    }),
    http.delete(api('/locker/delete/:id'), async ({ request, params }) => {
      await record(request);
      state.lockers = state.lockers.filter((l) => String(l.id) !== String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    ...(legacy ? [healthHandler({ legacy: true })] : [...auditHandlers(), ...views.handlers]),
  ];

  return { state, handlers, views: views.state };
}

/** A list that fails (SPEC §4: the list is emptied and the error kept). */
export const failingLockerList = (message = 'The database is down') =>
  http.get(api('/locker/list/:id'), () =>
    HttpResponse.json({ status: 'failed', message }, { status: 500 }),
  );
