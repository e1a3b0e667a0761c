import { delay, http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../contract';
import { createAuthProvider } from '../../src/api/authProvider';
import { REQUEST_TIMEOUT_MS, api, requestTimeoutMs } from '../../src/api/client';
import { createDataProvider } from '../../src/api/dataProvider';
import { api as path } from '../../mocks/v1/handlers';
import { makeToken } from '../../mocks/v1/jwt';
import { setupMswServer } from './msw';

const server = setupMswServer();
let errorLog: ReturnType<typeof vi.spyOn>;

/** Calls leave only with a session's token (src/api/client.ts). */
const signIn = () => sessionStorage.setItem('token', makeToken({ role: 1 }));

beforeEach(() => {
  errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  signIn();
});

afterEach(() => {
  errorLog.mockRestore();
  delete window.__PARTYPASS_REQUEST_TIMEOUT_MS__;
});

const failing = (status: number, body?: unknown) =>
  mswHttp.get(path('/ticket/list'), () =>
    body === undefined
      ? new HttpResponse(null, { status })
      : typeof body === 'string'
        ? new HttpResponse(body, { status, headers: { 'Content-Type': 'text/html' } })
        : HttpResponse.json(body, { status }),
  );

describe('the axios client', () => {
  it('sends the bearer token from sessionStorage.token, and no call at all when signed out', async () => {
    const seen: (string | null)[] = [];
    server.use(
      mswHttp.get(path('/users/profile/info'), ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ status: 'success', data: {} });
      }),
    );
    const token = makeToken({ role: 1 });
    sessionStorage.setItem('token', token);
    await api.get('/users/profile/info');
    sessionStorage.removeItem('token');
    await expect(api.get('/users/profile/info')).rejects.toMatchObject({
      name: 'NoSession',
      statusCode: 401,
    });
    expect(seen).toEqual([`Bearer ${token}`]);
  });

  it('asks under /api/v1 and sends a list as `a,b`, leaving out empty values', async () => {
    let url = '';
    server.use(
      mswHttp.delete(path('/institute/delete/3'), ({ request }) => {
        url = request.url;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const reply = await api.delete('/institute/delete/3?force=true', {
      params: { status: ['Active', 'Used'], q: 'a b', none: undefined, gone: null },
    });
    expect(reply.status).toBe(204);
    expect(url).toBe(
      'http://localhost:3000/api/v1/institute/delete/3?force=true&status=Active%2CUsed&q=a+b',
    );
  });

  it('a 400 becomes an HttpError whose field errors useForm shows on the fields', async () => {
    server.use(
      mswHttp.post(path('/users/login'), () =>
        HttpResponse.json(
          {
            status: 'failed',
            message: 'Please provide Email & Password',
            errors: [
              { field: 'email', message: 'E-mail is required' },
              { field: 'password', message: 'Password is required' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    await expect(api.post('/users/login', {})).rejects.toMatchObject({
      statusCode: 400,
      message: 'Please provide Email & Password',
      errors: { email: ['E-mail is required'], password: ['Password is required'] },
    });
    expect(errorLog).toHaveBeenCalled();
  });

  it('a write whose field errors the form shows gets a sentence, not the field name', async () => {
    server.use(
      mswHttp.patch(path('/users/update-user'), () =>
        HttpResponse.json(
          {
            status: 'failed',
            message: 'current_password: the current password is not correct',
            errors: [{ field: 'current_password', message: 'The current password is not correct' }],
          },
          { status: 403 },
        ),
      ),
      mswHttp.post(path('/users/create-user'), () =>
        HttpResponse.json(
          {
            status: 'failed',
            message: 'Name is required; email: Invalid email address',
            errors: [
              { field: 'name', message: 'Name is required' },
              { field: 'email', message: 'Invalid email address' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    await expect(api.patch('/users/update-user', {})).rejects.toMatchObject({
      statusCode: 403,
      message: 'The current password is not correct',
      errors: { current_password: ['The current password is not correct'] },
    });
    await expect(api.post('/users/create-user', {})).rejects.toMatchObject({
      statusCode: 400,
      message: 'Please correct the highlighted fields.',
      errors: { name: ['Name is required'], email: ['Invalid email address'] },
    });
  });

  it("keeps the server's message for 403, 404, 409, 413, 415 and 429, and a read's field names", async () => {
    const replies: [number, string][] = [
      [403, 'Only a System Admin may do this'],
      [404, 'No such ticket'],
      [409, 'A user with this e-mail already exists'],
      [413, 'The picture is larger than 5 MB'],
      [415, 'Only JPEG, PNG or WebP pictures'],
      [429, 'Too many sign-in attempts, try again in a minute'],
      [400, 'sort: must be one of purchase_id, purchase_date'],
    ];
    for (const [status, message] of replies) {
      server.use(
        failing(status, {
          status: 'failed',
          message,
          errors: [{ field: 'sort', message: 'must be one of purchase_id, purchase_date' }],
        }),
      );
      await expect(api.get('/ticket/list')).rejects.toMatchObject({ statusCode: status, message });
    }
  });

  it('says what went wrong when the reply has no message (an empty body or a proxy page)', async () => {
    const expected: [number, string][] = [
      [401, 'Your session has ended. Please sign in again.'],
      [403, 'You are not allowed to do this.'],
      [404, 'This item could not be found. It may have been deleted.'],
      [409, 'This conflicts with existing data. Reload and try again.'],
      [413, 'The file is too large.'],
      [415, 'This file type is not supported.'],
      [429, 'Too many requests. Please wait a moment and try again.'],
      [500, 'The server could not complete this request. Please try again.'],
    ];
    for (const [status, message] of expected) {
      server.use(failing(status));
      signIn(); // a 401 ends the session
      await expect(api.get('/ticket/list')).rejects.toMatchObject({ statusCode: status, message });
    }
    server.use(failing(413, '<html><body><h1>413 Request Entity Too Large</h1></body></html>'));
    await expect(api.get('/ticket/list')).rejects.toMatchObject({
      statusCode: 413,
      message: 'The file is too large.',
    });
    server.use(failing(502, { status: 'failed' }));
    await expect(api.get('/ticket/list')).rejects.toMatchObject({
      message: 'The server could not complete this request. Please try again.',
    });
  });

  it('a 401 carries the reason, and ends the session with a way back after signing in', async () => {
    sessionStorage.setItem('token', makeToken({ role: 1 }));
    window.history.replaceState(null, '', '/purchase?page=2');
    server.use(
      failing(401, { status: 'failed', message: 'Your session was ended: password changed' }),
    );
    const error = await api.get('/ticket/list').catch((e: unknown) => e);
    expect(error).toMatchObject({
      statusCode: 401,
      message: 'Your session was ended: password changed',
    });
    await expect(createAuthProvider().onError(error)).resolves.toMatchObject({
      logout: true,
      redirectTo: `/auth/login?to=${encodeURIComponent('/purchase?page=2')}`,
    });
    expect(sessionStorage.getItem('token')).toBeNull();
    window.history.replaceState(null, '', '/');
  });

  it('says so when the server does not answer in time, and gives up on the call', async () => {
    let aborted = false;
    server.use(
      mswHttp.get(path('/ticket/list'), async ({ request }) => {
        request.signal.addEventListener('abort', () => (aborted = true));
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    window.__PARTYPASS_REQUEST_TIMEOUT_MS__ = 1_600;
    await expect(api.get('/ticket/list')).rejects.toMatchObject({
      name: 'TimeoutError',
      statusCode: 408,
      // 1.6 s is shown in whole seconds.
      message: 'The server did not answer within 2 seconds. Please try again.',
    });
    expect(aborted).toBe(true);
  });

  it('gives up after 30 s when the page sets no timeout of its own', async () => {
    expect(requestTimeoutMs()).toBe(REQUEST_TIMEOUT_MS);
    server.use(
      mswHttp.get(path('/ticket/list'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let outcome: unknown;
      void api.get('/ticket/list').catch((error: unknown) => (outcome = error));
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(outcome).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      for (let turn = 0; turn < 100 && outcome === undefined; turn++) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(outcome).toMatchObject({
        name: 'TimeoutError',
        message: 'The server did not answer within 30 seconds. Please try again.',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when the network fails', async () => {
    server.use(mswHttp.get(path('/ticket/list'), () => HttpResponse.error()));
    await expect(api.get('/ticket/list')).rejects.toMatchObject({
      statusCode: 0,
      message: 'The server could not be reached. Check your connection and try again.',
    });
  });

  it('stops a read when Refine cancels its query, without logging a failure', async () => {
    let aborted = false;
    server.use(
      mswHttp.get(path('/ticket/list'), async ({ request }) => {
        request.signal.addEventListener('abort', () => (aborted = true));
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const list = createDataProvider().getList({
      resource: 'tickets',
      meta: { signal: controller.signal },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await expect(list).rejects.toMatchObject({ name: 'AbortError' });
    expect(aborted).toBe(true);
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('sends JSON, and an upload as multipart without a JSON content type', async () => {
    const seen: string[] = [];
    server.use(
      mswHttp.post(path('/institute/create'), async ({ request }) => {
        seen.push(`${request.headers.get('content-type')} ${JSON.stringify(await request.json())}`);
        return HttpResponse.json(
          { status: 'success', data: { institution_id: 4 } },
          { status: 201 },
        );
      }),
      mswHttp.patch(path('/users/profile/picture'), async ({ request }) => {
        const form = await request.formData();
        seen.push(
          `${request.headers.get('content-type')?.split(';')[0]} ${String(form.get('note'))}`,
        );
        return HttpResponse.json({ status: 'success', data: { profile_pic: '/uploads/a.png' } });
      }),
    );
    const created = await api.post('/institute/create', { name: 'Hall' });
    expect(created).toMatchObject({
      status: 201,
      data: { status: 'success', data: { institution_id: 4 } },
    });
    const form = new FormData();
    form.append('note', 'cover');
    await api.request({ url: '/users/profile/picture', method: 'patch', data: form });
    expect(seen).toEqual(['application/json {"name":"Hall"}', 'multipart/form-data cover']);
  });

  it('reads an empty reply as empty and a text reply as its text', async () => {
    server.use(
      mswHttp.delete(path('/users/delete-user/5'), () => new HttpResponse(null, { status: 204 })),
      mswHttp.get(
        path('/institute/9'),
        () => new HttpResponse('No such institution', { status: 404 }),
      ),
      mswHttp.get(
        path('/purchase/list'),
        () =>
          new HttpResponse('purchase_id,price\n1,12.50\n', {
            headers: { 'Content-Type': 'text/csv' },
          }),
      ),
    );
    await expect(api.delete('/users/delete-user/5')).resolves.toMatchObject({
      status: 204,
      data: '',
    });
    await expect(api.get('/purchase/list')).resolves.toMatchObject({
      data: 'purchase_id,price\n1,12.50\n',
    });
    await expect(api.get('/institute/9')).rejects.toMatchObject({
      statusCode: 404,
      message: 'No such institution',
    });
  });

  it('a legacy write reply without `data` still gives the form its record', async () => {
    sessionStorage.setItem('token', makeToken({ role: 1 }));
    server.use(
      mswHttp.post(path(paths.ticketCreate), () =>
        HttpResponse.json({ status: 'success', message: 'Ticket created' }, { status: 201 }),
      ),
    );
    const created = await createDataProvider().create({
      resource: 'tickets',
      variables: { name: 'Early bird', price: '12.50' },
    });
    expect(created.data).toEqual({ name: 'Early bird', price: '12.50' });
  });
});
