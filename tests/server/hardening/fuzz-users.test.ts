/**
 * Property tests of sign-in and every user write: create, update and delete by a System Admin,
 * the own-profile update and the profile picture. Invariants: fuzz-kit.ts; plus no reply ever
 * carries a password or its hash, and a stored user keeps the role/institution rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsInstitution, userSchema, userUpdateSchema } from '../../../contract';
import type { BuiltApp } from '../../../server/app';
import { DEMO_PASSWORD, loginAs, makeApp } from '../helpers';
import {
  CaseCounter,
  expectCleanText,
  expectNoSecrets,
  expectMeaningful,
  expectServedImage,
  expectStillAnswering,
  fc,
  FUZZ_TIMEOUT,
  fuzzEndpoint,
  hostileString,
  idChoice,
  ids,
  injectBody,
  prose,
  segmentOf,
  someFields,
  word,
  writeCase,
  type FilePart,
  type Reply,
  type WriteCase,
} from './fuzz-kit';
import { GIF_1X1, HTML_AS_PNG, PNG_1X1, pngClaiming, SVG_HOSTILE, dataUrlOf } from './images';

const API = '/api/v1';
/** The account whose own profile the run changes (its password is known to the generator). */
const OWN_EMAIL = 'fuzz.self@users.test';
const OWN_PASSWORD = 'Fuzz self password 1';

let app: BuiltApp;
let seededMax = 0;
/** The own-profile account, by id: the run may change its e-mail. */
let selfId = 0;
const auth = {} as Record<'admin' | 'venue' | 'self', Record<string, string>>;
const counter = new CaseCounter('users and sign-in');

beforeAll(async () => {
  app = await makeApp();
  auth.admin = (await loginAs(app, 'admin@partypass.test')).headers;
  auth.venue = (await loginAs(app, 'venue.admin@partypass.test')).headers;
  seededMax = Math.max(...(await ids(app, 'users', 'user_id')));
  const made = await app.inject({
    method: 'POST',
    url: `${API}/users/create-user`,
    headers: auth.admin,
    payload: { name: 'Fuzz Self', email: OWN_EMAIL, password: OWN_PASSWORD, role: 0 },
  });
  expect(made.statusCode).toBe(201);
  selfId = made.json().data.user_id;
  auth.self = (await loginAs(app, OWN_EMAIL, OWN_PASSWORD)).headers;
}, FUZZ_TIMEOUT);
afterAll(async () => {
  if (app) counter.report();
  await app?.close();
});

const pictureValue = fc.constantFrom(
  dataUrlOf('image/png', PNG_1X1),
  dataUrlOf('image/gif', GIF_1X1),
  dataUrlOf('image/png', HTML_AS_PNG),
  dataUrlOf('image/png', pngClaiming(100_000, 100_000)),
  `data:image/svg+xml,${encodeURIComponent(SVG_HOSTILE)}`,
  '',
  'null',
);
const pictureFiles: fc.Arbitrary<FilePart[]> = fc.array(
  fc.record({
    field: fc.constantFrom('profile_pic', 'profile_pic', 'name', 'avatar'),
    bytes: fc.oneof(
      fc.constantFrom(PNG_1X1, HTML_AS_PNG, Buffer.from(SVG_HOSTILE), pngClaiming(70_000, 70_000)),
      fc.uint8Array({ maxLength: 48 }),
    ),
    filename: fc.constantFrom('me.png', '../../../../tmp/x.png', 'x.svg', 'shell.php.png', ''),
    type: fc.constantFrom('image/png', 'text/html', 'image/svg+xml'),
  }),
  { maxLength: 2 },
);

const pastDay = fc
  .integer({ min: 400, max: 30_000 })
  .map((days) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10));
const USER_FIELDS = [
  'name',
  'email',
  'password',
  'phone',
  'role',
  'is_social',
  'social_uuid',
  'institution_id',
  'date_of_birth',
  'profile_pic',
] as const;
const validUser = fc.record(
  {
    name: prose,
    email: fc.uuid().map((u) => `u${u.slice(0, 8)}@users.test`),
    password: word.map((w) => `Fuzz-${w}-password`),
    phone: fc.constantFrom('+33 6 12 34 56 78', '(555) 123-4567', ''),
    role: fc.constantFrom(0, 1, 2, 3, '0', '2', '3'),
    is_social: fc.constantFrom(0, 1, '0', '1', true, false),
    social_uuid: fc.uuid(),
    institution_id: fc.oneof(fc.integer({ min: 1, max: 8 }), fc.constant('')),
    date_of_birth: pastDay,
    profile_pic: pictureValue,
  },
  { requiredKeys: ['name', 'email', 'password'] },
);

/** A stored user is valid input again, keeps the role rules and matches what a read returns. */
async function checkUser(reply: Reply) {
  expectNoSecrets(reply.body, 'user reply');
  const data = userSchema.strict().parse(reply.body?.data);
  expectCleanText(data, 'user');
  const reparsed = userUpdateSchema.safeParse({
    name: data.name,
    email: data.email,
    phone: data.phone,
    role: data.role,
    is_social: data.is_social,
    social_uuid: data.social_uuid,
    institution_id: data.institution_id,
    date_of_birth: data.date_of_birth,
  });
  expect(reparsed.success, `stored user is not valid input: ${JSON.stringify(data)}`).toBe(true);
  expect(
    data.institution_id !== null,
    `role ${data.role} with institution ${data.institution_id}`,
  ).toBe(needsInstitution(data.role));
  if (data.is_social) expect(data.social_uuid).toBeTruthy();
  const read = await app.inject({
    url: `${API}/users/profile/info/${data.user_id}`,
    headers: auth.admin,
  });
  expect(read.json().data).toEqual(data);
  if (data.profile_pic) await expectServedImage(app, data.profile_pic, 'avatars');
}

const sendWrite = (
  method: 'POST' | 'PATCH',
  url: string,
  body: WriteCase,
  headers: Record<string, string>,
) => {
  const encoded = injectBody(body);
  return {
    method,
    url: `${API}${url}`,
    headers: { ...headers, ...encoded.headers },
    payload: encoded.payload,
  };
};

describe('sign-in under hostile input', () => {
  it('POST users/login', { timeout: FUZZ_TIMEOUT }, async () => {
    // Mostly the right credentials: the mutations spoil most bodies, and a run must still sign
    // in often enough that "no case was accepted" never happens by chance.
    const validLogin = fc.oneof(
      {
        weight: 3,
        arbitrary: fc.record({
          email: fc.constantFrom('guest@partypass.test', 'GUEST@partypass.test'),
          password: fc.constant(DEMO_PASSWORD),
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          email: fc.constantFrom('guest@partypass.test', 'nobody@partypass.test'),
          password: fc.constantFrom('wrong password', ''),
        }),
      },
    );
    await fuzzEndpoint({
      app,
      counter,
      endpoint: 'users.login',
      arbitrary: writeCase(validLogin, ['email', 'password'], { multipart: true }),
      request: (body) => sendWrite('POST', '/users/login', body, {}),
      onSuccess: (reply) => {
        expect(typeof reply.body?.token).toBe('string');
        expectNoSecrets(reply.body?.data, 'login reply');
        expect(JSON.stringify(reply.body)).not.toContain(DEMO_PASSWORD);
      },
    });
  });
});

describe('user writes under hostile input', () => {
  it('POST users/create-user', { timeout: FUZZ_TIMEOUT }, async () => {
    await fuzzEndpoint({
      app,
      counter,
      endpoint: 'users.create',
      arbitrary: fc.record({
        body: writeCase(validUser, USER_FIELDS, { multipart: true, files: pictureFiles }),
        who: fc.constantFrom('admin', 'admin', 'admin', 'venue'),
      }),
      request: ({ body, who }) =>
        sendWrite('POST', '/users/create-user', body, auth[who as 'admin']),
      onSuccess: checkUser,
    });
  });

  it('PATCH users/update-user/{id}', { timeout: FUZZ_TIMEOUT }, async () => {
    await fuzzEndpoint({
      app,
      counter,
      endpoint: 'users.update',
      arbitrary: fc.record({
        body: writeCase(validUser.map(someFields), USER_FIELDS, {
          multipart: true,
          files: pictureFiles,
        }),
        id: idChoice,
      }),
      // Only users the run created: demoting a demo account would end the other cases early.
      request: async ({ body, id }) => {
        const pool = await ids(
          app,
          'users',
          'user_id',
          `user_id > ${seededMax} and user_id <> ${selfId}`,
        );
        return sendWrite('PATCH', `/users/update-user/${segmentOf(id, pool)}`, body, auth.admin);
      },
      onSuccess: checkUser,
    });
  });

  it('PATCH users/update-user (own profile)', { timeout: FUZZ_TIMEOUT }, async () => {
    const validOwn = fc.record(
      {
        name: prose,
        phone: fc.constantFrom('+44 20 7946 0958', ''),
        date_of_birth: pastDay,
        is_social: fc.constantFrom(0, 1, '0'),
        social_uuid: fc.uuid(),
        email: fc.uuid().map((u) => `self${u.slice(0, 6)}@users.test`),
        password: word.map((w) => `Self-${w}-password`),
        current_password: fc.constantFrom(OWN_PASSWORD, OWN_PASSWORD, 'not my password', ''),
        profile_pic: pictureValue,
      },
      { requiredKeys: [] },
    );
    await fuzzEndpoint({
      app,
      counter,
      endpoint: 'users.profile.update',
      arbitrary: writeCase(validOwn, [...USER_FIELDS, 'current_password'], {
        multipart: true,
        files: pictureFiles,
      }),
      request: (body) => sendWrite('PATCH', '/users/update-user', body, auth.self),
      // A case may have changed the password: set it back, or every later current_password
      // would be wrong and the run would stop accepting e-mail and password changes.
      onSuccess: async (reply) => {
        await checkUser(reply);
        const reset = await app.inject({
          method: 'PATCH',
          url: `${API}/users/update-user/${selfId}`,
          headers: auth.admin,
          payload: { password: OWN_PASSWORD },
        });
        expect(reset.statusCode).toBe(200);
        // A new password ends the account's sessions: sign in again.
        const email = (reset.json() as { data: { email: string } }).data.email;
        auth.self = (await loginAs(app, email, OWN_PASSWORD)).headers;
      },
    });
  });

  it('PATCH users/profile/upload-profile-picture', { timeout: FUZZ_TIMEOUT }, async () => {
    await fuzzEndpoint({
      app,
      counter,
      endpoint: 'users.profile.picture',
      arbitrary: writeCase(
        fc.record({
          profile_pic: fc.oneof(
            { weight: 3, arbitrary: pictureValue },
            { weight: 1, arbitrary: hostileString },
          ),
        }),
        ['profile_pic', 'role', 'institution_id'],
        { multipart: true, files: pictureFiles },
      ),
      request: (body) =>
        sendWrite('PATCH', '/users/profile/upload-profile-picture', body, auth.self),
      onSuccess: checkUser,
    });
  });

  it('DELETE users/delete-user/{id}', { timeout: FUZZ_TIMEOUT }, async () => {
    await fuzzEndpoint({
      app,
      counter,
      endpoint: 'users.delete',
      arbitrary: fc.record({ id: idChoice, who: fc.constantFrom('admin', 'admin', 'venue') }),
      // Users the run created, and demo users with purchases (409) now and then.
      request: async ({ id, who }) => {
        const pool = await ids(
          app,
          'users',
          'user_id',
          `(user_id > ${seededMax} and user_id <> ${selfId}) or user_id % 9 = 0`,
        );
        return {
          method: 'DELETE' as const,
          url: `${API}/users/delete-user/${segmentOf(id, pool)}`,
          headers: auth[who as 'admin'],
        };
      },
    });
  });

  it('keeps answering after the run', async () => {
    await expectStillAnswering(app, auth.self);
    expectMeaningful(counter, [
      'users.login',
      'users.create',
      'users.update',
      'users.profile.update',
      'users.profile.picture',
      'users.delete',
    ]);
  });
});
