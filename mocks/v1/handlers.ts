import { http, HttpResponse } from 'msw';
import { API_BASE, paths } from '../../contract';
import {
  adminProfile,
  institution,
  legacyInstitutionTicketList,
  legacyLockers,
  legacyTicketList,
  legacyTicketRow,
  venueAdminProfile,
} from './fixtures';
import { makeToken } from './jwt';

/** Any origin's /api/v1 path (jsdom's page is http://localhost:3000; the browser's is the server's). */
export const api = (path: string): string => `*${API_BASE}${path}`;

export const PASSWORD = 'PartyPass!2026';

const requireBearer = (request: Request) => {
  const auth = request.headers.get('authorization');
  if (!auth?.startsWith('Bearer ')) {
    return HttpResponse.json({ message: 'Access denied, no token provided' }, { status: 401 });
  }
  return null;
};

/** The project's own server: login replies with `{status, token, data: profile}`. */
export const currentServerHandlers = [
  http.post(api(paths.login), async ({ request }) => {
    const body = (await request.json()) as { email?: string; password?: string };
    if (!body.email || !body.password) {
      return HttpResponse.json(
        {
          status: 'failed',
          message: 'Please provide Email & Password',
          errors: [
            ...(!body.email ? [{ field: 'email', message: 'E-mail is required' }] : []),
            ...(!body.password ? [{ field: 'password', message: 'Password is required' }] : []),
          ],
        },
        { status: 400 },
      );
    }
    const profile =
      body.email === venueAdminProfile.email
        ? venueAdminProfile
        : body.email === adminProfile.email
          ? adminProfile
          : null;
    if (!profile || body.password !== PASSWORD) {
      return HttpResponse.json(
        { status: 'failed', message: 'Invalid email or password' },
        { status: 401 },
      );
    }
    const token = makeToken({
      name: profile.name,
      id: profile.user_id,
      role: profile.role,
      institution_id: profile.institution_id,
    });
    return HttpResponse.json({ status: 'success', token, data: profile });
  }),
  http.get(api(paths.ownProfile), ({ request }) => {
    return requireBearer(request) ?? HttpResponse.json({ status: 'success', data: adminProfile });
  }),
  http.post(api(paths.logout), ({ request }) => {
    return (
      requireBearer(request) ?? HttpResponse.json({ status: 'success', message: 'Signed out' })
    );
  }),
];

/** The legacy server's quirks (LEGACY_API.md). */
export const legacyServerHandlers = [
  // The legacy server has no health route (the console tells the servers apart by it).
  http.get('*/api/health', () => HttpResponse.text('Cannot GET /api/health', { status: 404 })),
  // Login replies with only `token`: the console reads the claims and then the profile.
  http.post(api(paths.login), async () => {
    const token = makeToken({
      name: venueAdminProfile.name,
      id: venueAdminProfile.user_id,
      role: 2,
      institution_id: 7,
    });
    return HttpResponse.json({ status: 'success', token });
  }),
  http.get(api(paths.ownProfile), ({ request }) => {
    return (
      requireBearer(request) ?? HttpResponse.json({ status: 'success', data: venueAdminProfile })
    );
  }),
  // No sign-out call: Express's own 404 page.
  http.post(
    api(paths.logout),
    () =>
      new HttpResponse('<!DOCTYPE html><pre>Cannot POST /api/v1/users/logout</pre>', {
        status: 404,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      }),
  ),
  http.get(api(paths.ticketList), () =>
    HttpResponse.json({ status: 'success', data: legacyTicketList }),
  ),
  // `ticket/{id}` answers the bare row, no `data` wrapper.
  http.get(api('/ticket/:id'), ({ params }) =>
    String(params.id) === String(legacyTicketRow.ticket_id)
      ? HttpResponse.json(legacyTicketRow)
      : HttpResponse.json({ message: 'Ticket type not found' }, { status: 404 }),
  ),
  // `institute/{id}/ticketlist` -> data:[{...institution, Tickets:[...]}] (capital T).
  http.get(api('/institute/:id/ticketlist'), ({ params }) =>
    HttpResponse.json({
      status: 'success',
      data: String(params.id) === '7' ? legacyInstitutionTicketList : [],
    }),
  ),
  http.get(api('/institute/:id'), () =>
    HttpResponse.json({ status: 'success', data: institution }),
  ),
  http.get(api('/locker/list/:id'), () =>
    HttpResponse.json({ status: 'success', data: legacyLockers }),
  ),
  // No purchases -> 404 "No purchases found" (an empty list).
  http.get(api(paths.purchaseList), () =>
    HttpResponse.json({ message: 'No purchases found' }, { status: 404 }),
  ),
  http.get(api('/purchase/list/institute/:id'), () =>
    HttpResponse.json({ message: 'No purchases found' }, { status: 404 }),
  ),
  // Creates answer 201 with a message only, without the new id.
  http.post(api(paths.ticketCreate), () =>
    HttpResponse.json({ status: 'success', message: 'Ticket type created' }, { status: 201 }),
  ),
  http.patch(api('/ticket/update/:id'), () =>
    HttpResponse.json({ status: 'success', message: 'Ticket type updated' }),
  ),
  // Deletes answer 204 with an empty body.
  http.delete(api('/ticket/delete/:id'), () => new HttpResponse(null, { status: 204 })),
  // Users and institute writes read multipart only.
  http.post(api(paths.institutionCreate), async ({ request }) => {
    const type = request.headers.get('content-type') ?? '';
    if (!type.startsWith('multipart/form-data')) return new HttpResponse(null, { status: 415 });
    return HttpResponse.json(
      { status: 'success', message: 'Institution created' },
      { status: 201 },
    );
  }),
  // Over the rate limit: 429 in plain text.
  http.get(api(paths.userList), () =>
    HttpResponse.text('Too many requests, please try again later.', { status: 429 }),
  ),
];
