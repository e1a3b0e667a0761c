import { delay, http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS, http, requestTimeoutMs, requestUrl } from '../../src/api/http';
import { api } from '../../mocks/v1/handlers';
import { makeToken } from '../../mocks/v1/jwt';
import { setupMswServer } from './msw';

const server = setupMswServer();
let errorLog: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  delete window.__PARTYPASS_REQUEST_TIMEOUT_MS__;
});

describe('http client', () => {
  it('sends the bearer token from sessionStorage.token', async () => {
    const token = makeToken({ role: 1 });
    sessionStorage.setItem('token', token);
    let auth: string | null = null;
    server.use(
      mswHttp.get(api('/users/profile/info'), ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ status: 'success', data: {} });
      }),
    );
    await http.get('/users/profile/info');
    expect(auth).toBe(`Bearer ${token}`);
  });

  it('maps field errors to form fields, keeps the message and logs the failure', async () => {
    server.use(
      mswHttp.post(api('/users/login'), () =>
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
    await expect(http.post('/users/login', {})).rejects.toMatchObject({
      statusCode: 400,
      message: 'Please provide Email & Password',
      errors: { email: ['E-mail is required'], password: ['Password is required'] },
    });
    expect(errorLog).toHaveBeenCalled();
  });

  it('a write whose field errors the form shows gets a sentence, not the field name', async () => {
    server.use(
      mswHttp.patch(api('/users/update-user'), () =>
        HttpResponse.json(
          {
            status: 'failed',
            message: 'current_password: the current password is not correct',
            errors: [{ field: 'current_password', message: 'The current password is not correct' }],
          },
          { status: 403 },
        ),
      ),
      mswHttp.post(api('/users/create-user'), () =>
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
    await expect(http.patch('/users/update-user', {})).rejects.toMatchObject({
      statusCode: 403,
      message: 'The current password is not correct',
      errors: { current_password: ['The current password is not correct'] },
    });
    await expect(http.post('/users/create-user', {})).rejects.toMatchObject({
      statusCode: 400,
      message: 'Please correct the highlighted fields.',
      errors: { name: ['Name is required'], email: ['Invalid email address'] },
    });
  });

  it('keeps a message that names no field, and the field names of a failed read', async () => {
    server.use(
      mswHttp.post(api('/users/create-user'), () =>
        HttpResponse.json(
          {
            status: 'failed',
            message: 'A user with this e-mail already exists',
            errors: [{ field: 'email', message: 'A user with this e-mail already exists' }],
          },
          { status: 409 },
        ),
      ),
      mswHttp.get(api('/purchase/list'), () =>
        HttpResponse.json(
          {
            status: 'failed',
            message: 'sort: must be one of purchase_id, purchase_date',
            errors: [{ field: 'sort', message: 'must be one of purchase_id, purchase_date' }],
          },
          { status: 400 },
        ),
      ),
    );
    await expect(http.post('/users/create-user', {})).rejects.toMatchObject({
      message: 'A user with this e-mail already exists',
    });
    // A list has no fields to highlight: the message keeps the parameter's name.
    await expect(http.get('/purchase/list')).rejects.toMatchObject({
      message: 'sort: must be one of purchase_id, purchase_date',
    });
  });

  it('uses a clear message when the body has none', async () => {
    server.use(
      mswHttp.get(api('/ticket/list'), () =>
        HttpResponse.json({ status: 'failed' }, { status: 500 }),
      ),
    );
    await expect(http.get('/ticket/list')).rejects.toMatchObject({
      statusCode: 500,
      message: 'The server answered with an error (500).',
    });
  });

  it('says so when the server does not answer in time, and gives up on the call', async () => {
    let aborted = false;
    server.use(
      mswHttp.get(api('/ticket/list'), async ({ request }) => {
        request.signal.addEventListener('abort', () => (aborted = true));
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    window.__PARTYPASS_REQUEST_TIMEOUT_MS__ = 1_600;
    await expect(http.get('/ticket/list')).rejects.toMatchObject({
      name: 'TimeoutError',
      statusCode: 408,
      // 1.6 s is shown in whole seconds.
      message: 'The server did not answer within 2 seconds. Please try again.',
    });
    expect(aborted).toBe(true);
  });

  it('gives up after 30 s when the page sets no timeout of its own', async () => {
    server.use(
      mswHttp.get(api('/ticket/list'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      expect(requestTimeoutMs()).toBe(REQUEST_TIMEOUT_MS);
      let outcome: unknown;
      void http.get('/ticket/list').catch((error: unknown) => (outcome = error));
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(outcome).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      // The abort reaches the call within a few turns of the event loop (no timers: they are fake).
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
    server.use(mswHttp.get(api('/ticket/list'), () => HttpResponse.error()));
    await expect(http.get('/ticket/list')).rejects.toMatchObject({
      statusCode: 0,
      message: 'The server could not be reached. Check your connection and try again.',
    });
  });

  it('sends JSON, and an upload as multipart without a JSON content type', async () => {
    const seen: string[] = [];
    server.use(
      mswHttp.post(api('/institute/create'), async ({ request }) => {
        seen.push(`${request.headers.get('content-type')} ${JSON.stringify(await request.json())}`);
        return HttpResponse.json(
          { status: 'success', data: { institution_id: 4 } },
          { status: 201 },
        );
      }),
      mswHttp.patch(api('/users/profile/picture'), async ({ request }) => {
        const form = await request.formData();
        seen.push(
          `${request.headers.get('content-type')?.split(';')[0]} ${String(form.get('note'))}`,
        );
        return HttpResponse.json({ status: 'success', data: { profile_pic: '/uploads/a.png' } });
      }),
    );
    const created = await http.post('/institute/create', { name: 'Hall' });
    expect(created).toEqual({
      status: 201,
      data: { status: 'success', data: { institution_id: 4 } },
    });
    // jsdom's File does not cross into Node's fetch; the browser tests upload real files.
    const form = new FormData();
    form.append('note', 'cover');
    await http.request({ url: '/users/profile/picture', method: 'patch', data: form });
    expect(seen).toEqual(['application/json {"name":"Hall"}', 'multipart/form-data cover']);
  });

  it('builds the query after any the path has, leaving out empty values', () => {
    expect(
      requestUrl('/institute/delete/3?force=true', {
        page: 2,
        q: 'a b',
        none: undefined,
        gone: null,
      }),
    ).toBe('http://localhost:3000/api/v1/institute/delete/3?force=true&page=2&q=a+b');
    expect(requestUrl('/purchase/list', { ticket_status: ['Active', 'Used'] })).toBe(
      'http://localhost:3000/api/v1/purchase/list?ticket_status=Active%2CUsed',
    );
    expect(requestUrl('https://api.example.test/x')).toBe('https://api.example.test/x');
  });

  it('reads an empty reply as empty and a text reply as its text', async () => {
    server.use(
      mswHttp.delete(api('/users/delete-user/5'), () => new HttpResponse(null, { status: 204 })),
      mswHttp.get(
        api('/institute/9'),
        () => new HttpResponse('No such institution', { status: 404 }),
      ),
    );
    await expect(http.delete('/users/delete-user/5')).resolves.toEqual({ status: 204, data: '' });
    await expect(http.get('/institute/9')).rejects.toMatchObject({
      statusCode: 404,
      message: 'No such institution',
    });
  });
});
