/**
 * Property tests of the institution writes (create, update, delete): JSON and multipart bodies
 * with hostile values, files in any field, hostile path ids. Invariants: fuzz-kit.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutionSchema, institutionUpdateSchema } from '../../../contract';
import type { BuiltApp } from '../../../server/app';
import { loginAs, makeApp } from '../helpers';
import {
  CaseCounter,
  expectCleanText,
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
  urlEncode,
  word,
  writeCase,
  type FilePart,
  type Reply,
  type WriteCase,
} from './fuzz-kit';
import { GIF_HUGE, HTML_AS_PNG, PNG_1X1, pngClaiming, SVG_HOSTILE, dataUrlOf } from './images';

const API = '/api/v1';
const FIELDS = [
  'name',
  'email',
  'phone',
  'address',
  'map_location',
  'status',
  'details',
  'video_link',
  'cover_photo',
] as const;

let app: BuiltApp;
let seededMax = 0;
const auth: Record<'admin' | 'venue' | 'staff', Record<string, string>> = {} as never;
const counter = new CaseCounter('institutions');

beforeAll(async () => {
  app = await makeApp();
  auth.admin = (await loginAs(app, 'admin@partypass.test')).headers;
  auth.venue = (await loginAs(app, 'venue.admin@partypass.test')).headers;
  auth.staff = (await loginAs(app, 'staff@partypass.test')).headers;
  seededMax = Math.max(...(await ids(app, 'institutions', 'institution_id')));
}, FUZZ_TIMEOUT);
afterAll(async () => {
  if (app) counter.report();
  await app?.close();
});

const validInstitution = fc.record(
  {
    name: word.map((w) => `Venue ${w}`),
    email: word.map((w) => `${w}@example.com`),
    phone: fc.integer({ min: 10_000, max: 99_999_999 }).map((n) => `+33 ${n}`),
    address: prose,
    details: prose,
    status: fc.constantFrom(0, 1, '0', '1'),
    map_location: fc.constantFrom(
      'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4',
      '<iframe src="https://www.google.com/maps/embed?pb=1&amp;x=2" width="600"></iframe>',
      '',
    ),
    video_link: fc.constantFrom('https://video.example.com/v/1', 'http://video.example.com/2', ''),
    cover_photo: fc.constantFrom(
      dataUrlOf('image/png', PNG_1X1),
      dataUrlOf('image/png', HTML_AS_PNG),
      dataUrlOf('image/png', pngClaiming(100_000, 100_000)),
      `data:image/svg+xml,${encodeURIComponent(SVG_HOSTILE)}`,
      '',
    ),
  },
  { requiredKeys: ['name', 'email', 'phone'] },
);

const fileParts: fc.Arbitrary<FilePart[]> = fc.array(
  fc.record({
    field: fc.constantFrom('cover_photo', 'cover_photo', 'name', 'details', 'extra_file'),
    bytes: fc.oneof(
      fc.constantFrom(
        PNG_1X1,
        HTML_AS_PNG,
        Buffer.from(SVG_HOSTILE),
        pngClaiming(100_000, 100_000),
        GIF_HUGE,
        Buffer.alloc(0),
      ),
      fc.uint8Array({ maxLength: 64 }),
    ),
    filename: fc.oneof(
      fc.constantFrom('x.png', '../../x.png', '..\\..\\x.png', 'a.php', '.htaccess', 'x.svg', ''),
      hostileString.map((s) => s.slice(0, 100)),
    ),
    type: fc.constantFrom('image/png', 'text/html', 'image/svg+xml', 'application/octet-stream'),
  }),
  { maxLength: 2 },
);

const institutionCase = writeCase(validInstitution, FIELDS, { multipart: true, files: fileParts });

/** What a successful write stored must itself be valid input, and be what a read returns. */
async function checkStored(reply: Reply, headers: Record<string, string>) {
  const data = institutionSchema.strict().parse(reply.body?.data);
  expectCleanText(data, 'institution');
  const reparsed = institutionUpdateSchema.safeParse({
    name: data.name,
    email: data.email,
    phone: data.phone,
    address: data.address,
    map_location: data.map_location,
    status: data.status,
    details: data.details,
    video_link: data.video_link,
  });
  expect(reparsed.success, `stored institution is not valid input: ${JSON.stringify(data)}`).toBe(
    true,
  );
  if (reparsed.success) {
    for (const key of ['name', 'email', 'phone', 'address', 'details'] as const) {
      expect(reparsed.data[key], key).toEqual(data[key]);
    }
  }
  const read = await app.inject({ url: `${API}/institute/${data.institution_id}`, headers });
  expect(read.json().data).toEqual(data);
  if (data.cover_photo) await expectServedImage(app, data.cover_photo, 'covers');
}

describe('institution writes under hostile input', () => {
  it('POST institute/create', { timeout: FUZZ_TIMEOUT }, async () => {
    await fuzzEndpoint({
      app,
      counter,
      endpoint: 'institute.create',
      arbitrary: fc.record({
        body: institutionCase,
        who: fc.constantFrom('admin', 'admin', 'venue'),
      }),
      request: ({ body, who }: { body: WriteCase; who: 'admin' | 'venue' }) => {
        const { payload, headers } = injectBody(body);
        return {
          method: 'POST',
          url: `${API}/institute/create`,
          headers: { ...auth[who], ...headers },
          payload,
        };
      },
      onSuccess: (reply) => checkStored(reply, auth.admin),
    });
  });

  it('PATCH institute/update/{id}', { timeout: FUZZ_TIMEOUT }, async () => {
    const updateCase = writeCase(validInstitution.map(someFields), FIELDS, {
      multipart: true,
      files: fileParts,
    });
    await fuzzEndpoint({
      app,
      counter,
      endpoint: 'institute.update',
      arbitrary: fc.record({
        body: updateCase,
        id: idChoice,
        // A venue admin may change one institution of many: System Admins carry the accepted cases.
        who: fc.constantFrom('admin', 'admin', 'venue', 'staff'),
      }),
      request: async ({ body, id, who }) => {
        const { payload, headers } = injectBody(body);
        const segment = segmentOf(id, await ids(app, 'institutions', 'institution_id'));
        return {
          method: 'PATCH',
          url: `${API}/institute/update/${segment}`,
          headers: { ...auth[who as 'admin'], ...headers },
          payload,
        };
      },
      onSuccess: (reply) => checkStored(reply, auth.admin),
    });
  });

  it('DELETE institute/delete/{id}', { timeout: FUZZ_TIMEOUT }, async () => {
    await fuzzEndpoint({
      app,
      counter,
      endpoint: 'institute.delete',
      arbitrary: fc.record({
        id: idChoice,
        force: fc.oneof(
          fc.constantFrom('', '?force=true', '?force=1', '?force=false', '?force=yes', '?force'),
          hostileString.map((s) => `?force=${urlEncode(s.slice(0, 50))}`),
        ),
        who: fc.constantFrom('admin', 'admin', 'venue'),
      }),
      // Only institutions the run created may go: the demo ones keep the other cases meaningful.
      request: async ({ id, force, who }) => {
        const created = await ids(
          app,
          'institutions',
          'institution_id',
          `institution_id > ${seededMax}`,
        );
        return {
          method: 'DELETE',
          url: `${API}/institute/delete/${segmentOf(id, created)}${force}`,
          headers: auth[who as 'admin'],
        };
      },
    });
  });

  it('keeps answering after the run', async () => {
    await expectStillAnswering(app, auth.venue);
    expectMeaningful(counter, ['institute.create', 'institute.update', 'institute.delete']);
  });
});
