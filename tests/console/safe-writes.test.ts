/**
 * The data provider's side of safe writes (docs/api.md, "Edits and versions", "Retries"): a
 * read gives the record's version, an edit sends it back as If-Match, a stale 409 keeps the
 * current record and version, and a create keeps its Idempotency-Key for a retry of the same
 * submit. Against the legacy server (no version ETag) nothing of it is sent.
 */
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../contract';
import { createDataProvider } from '../../src/api/dataProvider';
import { staleOf } from '../../src/hooks/useSafeEdit';
import { api } from '../../mocks/v1/handlers';
import { makeToken } from '../../mocks/v1/jwt';
import { setupMswServer } from './msw';

const server = setupMswServer();
const dp = createDataProvider();
const ticket = { ticket_id: 11, name: 'Friday pass', price: '12.50' };

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  sessionStorage.setItem('token', makeToken({ role: 2, institution_id: 7 }));
});

describe('versions', () => {
  it('reads the version from the ETag and sends it back as If-Match', async () => {
    let ifMatch: string | null = 'not sent';
    server.use(
      http.get(api(paths.ticket(11)), () =>
        HttpResponse.json({ status: 'success', data: ticket }, { headers: { etag: '"v3.abc"' } }),
      ),
      http.patch(api(paths.ticketUpdate(11)), ({ request }) => {
        ifMatch = request.headers.get('if-match');
        return HttpResponse.json(
          { status: 'success', message: 'ok', data: { ...ticket, name: 'Saturday' } },
          { headers: { etag: '"v4"' } },
        );
      }),
    );
    const read = await dp.getOne({ resource: 'tickets', id: 11 });
    expect(read).toMatchObject({ data: { name: 'Friday pass' }, version: 3 });
    const saved = await dp.update({
      resource: 'tickets',
      id: 11,
      variables: { name: 'Saturday' },
      meta: { ifMatch: 3 },
    });
    expect(ifMatch).toBe('"v3"');
    expect(saved).toMatchObject({ data: { name: 'Saturday' }, version: 4 });
  });

  it('a stale save fails with the current record and its version', async () => {
    server.use(
      http.patch(api(paths.ticketUpdate(11)), () =>
        HttpResponse.json(
          { status: 'failed', message: 'changed', data: { ...ticket, price: '15.00' } },
          { status: 409, headers: { etag: '"v5"' } },
        ),
      ),
    );
    const error = await dp
      .update({ resource: 'tickets', id: 11, variables: { name: 'x' }, meta: { ifMatch: 3 } })
      .catch((e: unknown) => e);
    expect(staleOf(error)).toEqual({ data: { ...ticket, price: '15.00' }, version: 5 });
  });

  it('the legacy server: no version, so no If-Match; its own 409 is no stale save', async () => {
    let ifMatch: string | null = 'not sent';
    server.use(
      http.get(api(paths.ticket(11)), () =>
        HttpResponse.json(ticket, { headers: { etag: 'W/"2a-legacy"' } }),
      ),
      http.patch(api(paths.ticketUpdate(11)), ({ request }) => {
        ifMatch = request.headers.get('if-match');
        return HttpResponse.json({ message: 'Ticket exists' }, { status: 409 });
      }),
    );
    const read = await dp.getOne({ resource: 'tickets', id: 11 });
    expect(read).not.toHaveProperty('version');
    const error = await dp
      .update({ resource: 'tickets', id: 11, variables: { name: 'x' }, meta: {} })
      .catch((e: unknown) => e);
    expect(ifMatch).toBeNull();
    expect(staleOf(error)).toBeUndefined();
  });
});

describe('Idempotency-Key', () => {
  it('one key per submit: the same one on a retry after a 503, a new one after a reply', async () => {
    const keys: (string | null)[] = [];
    const statuses = [503, 201, 400, 201];
    server.use(
      http.post(api(paths.lockerCreate), ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        const status = statuses[keys.length - 1];
        return status === 201
          ? HttpResponse.json({ status: 'success', message: 'ok', data: { id: 9 } }, { status })
          : HttpResponse.json({ status: 'failed', message: 'no' }, { status });
      }),
    );
    const create = (locker_number: number) =>
      dp.create({ resource: 'lockers', variables: { locker_number } }).catch(() => undefined);
    await create(1); // 503: may be stored
    await create(1); // the retry: same key
    await create(1); // a new submit of the same values after a success: new key (400)
    await create(1); // after a 4xx nothing was stored: new key again
    expect(keys.every((k) => typeof k === 'string' && k.length > 0)).toBe(true);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set([keys[1], keys[2], keys[3]]).size).toBe(3);
  });

  it('another submit (other values) has its own key; door moves carry one too', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(api(paths.lockerCreate), ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({ status: 'failed', message: 'down' }, { status: 503 });
      }),
      http.patch(api(paths.entryUpdate(5)), ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({ status: 'success', message: 'ok', data: {} });
      }),
    );
    await dp.create({ resource: 'lockers', variables: { locker_number: 1 } }).catch(() => 0);
    await dp.create({ resource: 'lockers', variables: { locker_number: 2 } }).catch(() => 0);
    await dp.custom!({ url: paths.entryUpdate(5), method: 'patch', payload: { ticket_status: 1 } });
    expect(new Set(keys).size).toBe(3);
    expect(keys[2]).toBeTruthy();
  });
});
