/**
 * `/api/v1/institute/*` for console tests: an in-memory list served either as the project's
 * server does (paging, sort, `q` and `status` on the server, `meta`, writes answering `data`) or
 * as the legacy server does (the whole list, no `meta`, writes answering a message only, 204
 * deletes, multipart only). Every write is recorded so tests can assert what the console sent.
 */
import { http, HttpResponse } from 'msw';
import { paths, type Institution } from '../../contract';
import { legacyTicketRow } from './fixtures';
import { api } from './handlers';
import { auditListHandler } from './audit';
import { viewsHandlers } from './views';

const HEALTH_PATH = '/api/health';

const CITIES = ['Berlin', 'Hamburg', 'London', 'Paris', 'Lyon', 'Hanoi', 'Taipei', 'Cairo'];

/** 12 institutions: every third one disabled, names "Venue 01".."Venue 12", one with a map. */
export function institutionRows(): Institution[] {
  return Array.from({ length: 12 }, (_, i) => {
    const n = i + 1;
    return {
      institution_id: n,
      name: `Venue ${String(n).padStart(2, '0')}`,
      email: `venue${n}@example.test`,
      phone: `+49 30 000 ${String(n).padStart(4, '0')}`,
      address: `${n} Main Street, ${CITIES[i % CITIES.length]}`,
      map_location: n === 1 ? 'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4' : null,
      status: n % 3 === 0 ? 0 : 1,
      details: n === 1 ? 'Rock &amp; Roll every Friday' : null,
      cover_photo: n === 1 ? '/uploads/covers/venue-1.png' : null,
      video_link: null,
    };
  });
}

export interface RecordedWrite {
  method: string;
  path: string;
  contentType: string;
  /** Multipart entries (strings and Files) or the JSON body. */
  body: Record<string, unknown>;
}

export interface InstitutionApiOptions {
  legacy?: boolean;
  rows?: Institution[];
  /** Ids whose delete answers 409 (they "have purchases"). */
  withPurchases?: number[];
  /** Every list request URL, to assert the parameters the console sent. */
  listRequests?: URL[];
  writes?: RecordedWrite[];
  /** Answer every list call with this error status. */
  listFails?: number;
  /** The id of every `institute/{id}` read, to check a deleted record is not read again. */
  reads?: string[];
}

async function readWrite(request: Request): Promise<RecordedWrite> {
  const contentType = request.headers.get('content-type') ?? '';
  let body: Record<string, unknown> = {};
  if (contentType.startsWith('multipart/form-data')) {
    const form = await request.formData();
    body = Object.fromEntries(form.entries());
  } else if (contentType.includes('json')) {
    body = (await request.json()) as Record<string, unknown>;
  }
  return { method: request.method, path: new URL(request.url).pathname, contentType, body };
}

function serverList(rows: Institution[], url: URL) {
  const q = url.searchParams.get('q')?.toLowerCase();
  const status = url.searchParams.get('status');
  const sort = (url.searchParams.get('sort') ?? 'institution_id') as keyof Institution;
  const order = url.searchParams.get('order') === 'desc' ? -1 : 1;
  let out = rows.filter(
    (r) =>
      (!q || [r.name, r.email, r.phone, r.address].some((v) => v?.toLowerCase().includes(q))) &&
      (status === null || String(r.status) === status),
  );
  out = [...out].sort((a, b) => String(a[sort] ?? '').localeCompare(String(b[sort] ?? '')) * order);
  const page = Number(url.searchParams.get('page') ?? 0);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 20);
  if (!page) return { status: 'success', data: out };
  return {
    status: 'success',
    data: out.slice((page - 1) * pageSize, page * pageSize),
    meta: { total: out.length, page, pageSize },
  };
}

/** MSW handlers for the institute endpoints (see the file comment). */
export function institutionHandlers(options: InstitutionApiOptions = {}) {
  const rows = options.rows ?? institutionRows();
  const legacy = options.legacy ?? false;
  const find = (id: unknown) => rows.find((r) => String(r.institution_id) === String(id));
  const notFound = () =>
    HttpResponse.json({ status: 'failed', message: 'Institution not found' }, { status: 404 });

  return [
    // Only this project's server has `/api/health` (the console tells the servers apart by it).
    http.get(`*${HEALTH_PATH}`, () =>
      legacy
        ? HttpResponse.text('Cannot GET /api/health', { status: 404 })
        : HttpResponse.json({ status: 'success', data: { database: 'up', kind: 'pglite' } }),
    ),
    // This server's audit history (the record page's History panel): none here.
    ...(legacy ? [] : [auditListHandler(), ...viewsHandlers().handlers]),
    http.get(api(paths.institutionList), ({ request }) => {
      const url = new URL(request.url);
      options.listRequests?.push(url);
      if (options.listFails) {
        return HttpResponse.json(
          { status: 'failed', message: 'The database is asleep' },
          { status: options.listFails },
        );
      }
      return HttpResponse.json(legacy ? { status: 'success', data: rows } : serverList(rows, url));
    }),
    http.get(api('/institute/:id/ticketlist'), ({ params }) => {
      const row = find(params.id);
      return HttpResponse.json({
        status: 'success',
        data: row
          ? [
              {
                ...row,
                Tickets: [
                  { ...legacyTicketRow, institution_id: row.institution_id, price: 20 },
                  {
                    ...legacyTicketRow,
                    ticket_id: 13,
                    name: 'Regular entry',
                    institution_id: row.institution_id,
                    is_regular: 1,
                    date: null,
                    price: '8',
                  },
                ],
              },
            ]
          : [],
      });
    }),
    http.get(api('/institute/:id'), ({ params }) => {
      options.reads?.push(String(params.id));
      const row = find(params.id);
      return row ? HttpResponse.json({ status: 'success', data: row }) : notFound();
    }),
    http.post(api(paths.institutionCreate), async ({ request }) => {
      const write = await readWrite(request);
      options.writes?.push(write);
      if (legacy && !write.contentType.startsWith('multipart/form-data')) {
        return new HttpResponse(null, { status: 415 });
      }
      if (String(write.body.email ?? '').endsWith('@taken.test')) {
        return HttpResponse.json(
          {
            status: 'failed',
            message: 'email: This e-mail is already used by another institution',
            errors: [
              { field: 'email', message: 'This e-mail is already used by another institution' },
            ],
          },
          { status: 400 },
        );
      }
      const created = {
        ...rows[0],
        ...(write.body as Partial<Institution>),
        status: Number(write.body.status ?? 1),
        institution_id: rows.length + 100,
        cover_photo: write.body.cover_photo instanceof File ? '/uploads/covers/new.png' : null,
      } as Institution;
      rows.push(created);
      return HttpResponse.json(
        legacy
          ? { status: 'success', message: 'Institution created' }
          : { status: 'success', message: 'Institution created successfully', data: created },
        { status: 201 },
      );
    }),
    http.patch(api('/institute/update/:id'), async ({ request, params }) => {
      const write = await readWrite(request);
      options.writes?.push(write);
      const row = find(params.id);
      if (!row) return notFound();
      const { cover_photo, ...sent } = write.body;
      // The legacy server keeps the old value of every empty field (a cover cannot be removed).
      const fields = legacy
        ? Object.fromEntries(Object.entries(sent).filter(([, v]) => v !== '' && v !== '0'))
        : sent;
      Object.assign(
        row,
        fields,
        fields.status !== undefined ? { status: Number(fields.status) } : {},
      );
      if (cover_photo instanceof File) row.cover_photo = '/uploads/covers/replaced.png';
      else if (cover_photo === '' && !legacy) row.cover_photo = null;
      return HttpResponse.json(
        legacy
          ? { status: 'success', message: 'Institution updated' }
          : { status: 'success', message: 'Institution updated successfully', data: row },
      );
    }),
    http.delete(api('/institute/delete/:id'), ({ params, request }) => {
      const row = find(params.id);
      if (!row) return notFound();
      const force = new URL(request.url).searchParams.get('force') === 'true';
      if (options.withPurchases?.includes(row.institution_id) && !force) {
        return HttpResponse.json(
          { status: 'failed', message: `${row.name} has 3 purchases: delete refused` },
          { status: 409 },
        );
      }
      rows.splice(rows.indexOf(row), 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
