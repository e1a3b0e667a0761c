/**
 * `/api/v1/users/*` for console tests: a small in-memory user store answering like the project's
 * server (JSON or multipart in, `{status, message, data}` out, field errors), plus the legacy
 * quirks (multipart only, writes without `data`, list rows without top-level institution_id).
 * Every handler records the last write body so tests can check what the console sent.
 */
import { http, HttpResponse } from 'msw';
import { paths, type User } from '../../contract';
import { adminProfile, venueAdminProfile } from './fixtures';
import { api } from './handlers';
import { auditHandlers, healthHandler } from './audit';
import { viewsHandlers } from './views';

export const appUser: User = {
  ...adminProfile,
  user_id: 30,
  name: 'Gina Guest',
  email: 'guest@partypass.test',
  phone: '+33 6 12 34 56 78',
  role: 0,
  is_social: 1,
  social_uuid: 'google-7781',
  date_of_birth: '1999-12-31',
};

export const staffUser: User = {
  ...venueAdminProfile,
  user_id: 31,
  name: 'Sam Staff',
  email: 'staff@partypass.test',
  role: 3,
};

export const USERS_FIXTURE: User[] = [adminProfile, venueAdminProfile, appUser, staffUser];

export const institutionsFixture = [
  {
    institution_id: 7,
    name: 'Club Aurora',
    email: null,
    phone: null,
    address: null,
    map_location: null,
    status: 1,
    details: null,
    cover_photo: null,
    video_link: null,
  },
  {
    institution_id: 8,
    name: 'Harbour Hall',
    email: null,
    phone: null,
    address: null,
    map_location: null,
    status: 1,
    details: null,
    cover_photo: null,
    video_link: null,
  },
];

export interface UsersMock {
  users: User[];
  /** The last write: its content type and its fields (multipart values as strings). */
  lastWrite: { url: string; contentType: string; fields: Record<string, unknown> } | null;
  /** The users signed out everywhere (`POST users/{id}/sessions/revoke`), in order. */
  signedOut: number[];
}

async function readFields(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await request.formData();
    const fields: Record<string, unknown> = {};
    form.forEach((value, key) => {
      fields[key] = typeof value === 'string' ? value : { file: (value as File).name };
    });
    return fields;
  }
  return ((await request.json()) as Record<string, unknown>) ?? {};
}

const failed = (status: number, field: string, message: string) =>
  HttpResponse.json({ status: 'failed', message, errors: [{ field, message }] }, { status });

/** server/http/body.ts `fieldHttpError`: the envelope message names the field for API clients. */
const fieldFailed = (status: number, field: string, message: string) =>
  HttpResponse.json(
    {
      status: 'failed',
      message: `${field}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`,
      errors: [{ field, message }],
    },
    { status },
  );

/** Handlers of the project's server over a fresh copy of the fixtures. */
export function usersHandlers(
  me: User = adminProfile,
  {
    currentPassword = 'PartyPass!2026',
    legacy = false,
  }: {
    currentPassword?: string;
    /** Writes answer `{status, message}` without `data`, as the legacy server does. */
    legacy?: boolean;
  } = {},
) {
  const state: UsersMock = {
    users: USERS_FIXTURE.map((u) => ({ ...u })),
    lastWrite: null,
    signedOut: [],
  };
  const find = (id: unknown) => state.users.find((u) => String(u.user_id) === String(id));
  const remember = async (request: Request) => {
    const fields = await readFields(request);
    state.lastWrite = {
      url: new URL(request.url).pathname,
      contentType: request.headers.get('content-type') ?? '',
      fields,
    };
    return fields;
  };
  const apply = (user: User, fields: Record<string, unknown>): User => {
    const next = { ...user };
    for (const key of ['name', 'email', 'phone', 'social_uuid', 'date_of_birth'] as const) {
      if (typeof fields[key] === 'string') next[key] = (fields[key] as string) || null!;
    }
    if (fields.role !== undefined) next.role = Number(fields.role);
    if (fields.is_social !== undefined)
      next.is_social = fields.is_social === '1' || fields.is_social === true ? 1 : 0;
    if (fields.profile_pic === '') next.profile_pic = null;
    else if (fields.profile_pic) next.profile_pic = '/uploads/avatars/new.png';
    return next;
  };

  const handlers = [
    http.get(api(paths.userList), () =>
      HttpResponse.json({ status: 'success', data: state.users }),
    ),
    http.get(api(paths.institutionList), () =>
      HttpResponse.json({ status: 'success', data: institutionsFixture }),
    ),
    http.get(api('/users/profile/info/:id'), ({ params }) => {
      const user = find(params.id);
      return user
        ? HttpResponse.json({ status: 'success', data: user })
        : HttpResponse.json({ status: 'failed', message: 'User not found' }, { status: 404 });
    }),
    http.get(api(paths.ownProfile), () =>
      HttpResponse.json({ status: 'success', data: find(me.user_id) ?? me }),
    ),
    http.post(api(paths.userCreate), async ({ request }) => {
      const fields = await remember(request);
      if (String(fields.email).toLowerCase() === 'guest@partypass.test') {
        return failed(409, 'email', 'A user with this e-mail already exists');
      }
      const user = apply({ ...appUser, user_id: 99, profile_pic: null }, fields);
      state.users.push(user);
      return HttpResponse.json(
        { status: 'success', message: 'User created successfully', data: user },
        { status: 201 },
      );
    }),
    http.patch(api('/users/update-user/:id'), async ({ request, params }) => {
      const fields = await remember(request);
      const user = find(params.id);
      if (!user)
        return HttpResponse.json({ status: 'failed', message: 'User not found' }, { status: 404 });
      Object.assign(user, apply(user, fields));
      return HttpResponse.json({
        status: 'success',
        message: 'User updated successfully',
        ...(legacy ? {} : { data: user }),
      });
    }),
    http.patch(api(paths.ownProfileUpdate), async ({ request }) => {
      const fields = await remember(request);
      for (const field of ['role', 'institution_id']) {
        if (field in fields) return fieldFailed(403, field, `You cannot change your own ${field}`);
      }
      if (fields.password !== undefined && fields.current_password !== currentPassword) {
        return fieldFailed(403, 'current_password', 'The current password is not correct');
      }
      const user = find(me.user_id)!;
      Object.assign(user, apply(user, fields));
      return HttpResponse.json({
        status: 'success',
        message: 'Profile updated successfully',
        ...(legacy ? {} : { data: user }),
      });
    }),
    http.patch(api(paths.profilePicture), async ({ request }) => {
      const fields = await remember(request);
      const user = find(me.user_id)!;
      Object.assign(user, apply(user, fields));
      return HttpResponse.json({
        status: 'success',
        message: 'Profile picture updated',
        ...(legacy ? {} : { data: user }),
      });
    }),
    http.delete(api('/users/delete-user/:id'), ({ params }) => {
      state.users = state.users.filter((u) => String(u.user_id) !== String(params.id));
      return HttpResponse.json({ status: 'success', message: 'User deleted successfully' });
    }),
    http.post(api(paths.userSessionsRevoke(':id')), ({ params }) => {
      const user = find(params.id);
      if (!user)
        return HttpResponse.json({ status: 'failed', message: 'User not found' }, { status: 404 });
      state.signedOut.push(user.user_id);
      return HttpResponse.json({
        status: 'success',
        message: 'Signed out of 2 sessions',
        data: { ended: 2 },
      });
    }),
    ...(legacy
      ? [healthHandler({ legacy: true })]
      : [...auditHandlers(), ...viewsHandlers().handlers]),
  ];
  return { handlers, state };
}

/** The legacy server: list rows without institution_id, `{message}` writes, multipart only. */
export const legacyUserList = USERS_FIXTURE.map(({ institution_id: _drop, ...rest }) => rest);
export const legacyUsersHandlers = [
  http.get(api(paths.userList), () =>
    HttpResponse.json({ status: 'success', data: legacyUserList }),
  ),
  healthHandler({ legacy: true }),
];
