/**
 * The legacy MUI console (MiaNguyen10/partypass-frontend-v2) replayed against our server: every
 * request it sends, screen by screen, exactly as docs/legacy-console.md writes it down (paths
 * written out as that console writes them, bodies with its field types: multipart strings for
 * institutions and users, JSON numbers for lockers and tickets, dates as
 * `new Date(localDay).toISOString()`), and the reply fields that console reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../server/app';
import { DEMO_PASSWORD, makeApp } from './helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let app: BuiltApp;

interface Session {
  token: string;
  claims: { id: number; role: number; institution_id: number | null };
  headers: Record<string, string>;
}
const sessions: Record<'admin' | 'venue' | 'staff', Session> = {} as never;

/** Sign-in as the legacy console does it: JSON body, `response.token` kept, claims decoded. */
async function signIn(email: string): Promise<Session> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    headers: { 'content-type': 'application/json', accept: '*/*' },
    payload: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(res.statusCode).toBe(200);
  const { token } = res.json() as { token: string };
  expect(typeof token).toBe('string');
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  return { token, claims, headers: { authorization: `Bearer ${token}`, accept: '*/*' } };
}

const get = (s: Session, url: string) =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers: s.headers });

const sendJson = (s: Session, method: 'POST' | 'PATCH', url: string, body: unknown) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...s.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

/** FormData.append turns every value into a string: null -> "null", NaN -> "NaN", 1 -> "1". */
function form(fields: Record<string, unknown>, files: Record<string, Buffer> = {}): FormData {
  const f = new FormData();
  for (const [key, value] of Object.entries(fields)) f.append(key, String(value));
  for (const [key, bytes] of Object.entries(files)) {
    f.append(key, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `${key}.png`);
  }
  return f;
}
const sendForm = (s: Session, method: 'POST' | 'PATCH', url: string, body: FormData) =>
  app.inject({ method, url: `/api/v1${url}`, headers: s.headers, payload: body });

const del = (s: Session, url: string) =>
  app.inject({ method: 'DELETE', url: `/api/v1${url}`, headers: s.headers });

/** What the legacy date pickers send for a day picked in time zone `tz`. */
function pickedDay(tz: string, year: number, month: number, day: number): string {
  const before = process.env.TZ;
  process.env.TZ = tz;
  try {
    return new Date(year, month - 1, day).toISOString();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

/** A day about two months ahead, as [year, month, day] (a ticket date may not be in the past). */
const ahead = (() => {
  const d = new Date(Date.now() + 60 * 86_400_000);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()] as const;
})();
const iso = ([y, m, d]: readonly [number, number, number]) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

beforeAll(async () => {
  app = await makeApp({ publicUrl: 'https://api.partypass.example' });
  sessions.admin = await signIn('admin@partypass.test');
  sessions.venue = await signIn('venue.admin@partypass.test');
  sessions.staff = await signIn('staff@partypass.test');
});
afterAll(async () => {
  await app?.close();
});

describe('sign-in', () => {
  it('the token carries the claims the console routes on (role, institution_id)', () => {
    expect(sessions.admin.claims).toMatchObject({ role: 1, id: expect.any(Number) });
    expect(sessions.venue.claims).toMatchObject({ role: 2, institution_id: expect.any(Number) });
  });
});

describe('dashboards (roles 1 and 2)', () => {
  it('GET users/dashboard/analytics: the figures and both lists', async () => {
    for (const s of [sessions.admin, sessions.venue]) {
      const res = await get(s, '/users/dashboard/analytics');
      expect(res.statusCode).toBe(200);
      const a = res.json().data;
      for (const key of [
        'totalUsers',
        'totalInstitutions',
        'totalTicketsSold',
        'totalEvents',
        'totalCustomers',
      ]) {
        expect(typeof a[key], key).toBe('number');
      }
      expect(['string', 'number']).toContain(typeof a.totalRevenue);
      expect(Array.isArray(a.upcomingEvents)).toBe(true);
      expect(Array.isArray(a.bestSellingProducts)).toBe(true);
    }
  });
});

describe('institutions (System Admin)', () => {
  it('list: data[] with institution_id, name, email, phone, address, status', async () => {
    const res = await get(sessions.admin, '/institute/list');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data;
    expect(rows.length).toBeGreaterThan(1);
    expect(rows[0]).toMatchObject({
      institution_id: expect.any(Number),
      name: expect.any(String),
      email: expect.any(String),
      status: expect.any(Number),
    });
    for (const key of ['phone', 'address']) expect(rows[0]).toHaveProperty(key);
  });

  let created: { institution_id: number; cover_photo: string };

  it('create: multipart strings with a cover file, 201; then found in the list', async () => {
    const res = await sendForm(
      sessions.admin,
      'POST',
      '/institute/create',
      form(
        {
          name: 'Replay Club',
          email: 'replay.club@venue.example',
          phone: '0123 456 789',
          address: '1 Replay Street',
          map_location: '',
          details: 'Made by the legacy console',
          video_link: '',
          status: 1,
        },
        { cover_photo: PNG },
      ),
    );
    expect(res.statusCode).toBe(201);
    const list = (await get(sessions.admin, '/institute/list')).json().data;
    created = list.find((i: { name: string }) => i.name === 'Replay Club');
    expect(created).toBeDefined();
  });

  it('detail: data with every field the detail screen shows, the cover an absolute URL', async () => {
    const res = await get(sessions.admin, `/institute/${created.institution_id}`);
    expect(res.statusCode).toBe(200);
    const i = res.json().data;
    expect(i).toMatchObject({ name: 'Replay Club', status: 1, email: 'replay.club@venue.example' });
    for (const key of ['map_location', 'video_link', 'address', 'details', 'phone']) {
      expect(i).toHaveProperty(key);
    }
    expect(i.cover_photo).toMatch(/^https:\/\/api\.partypass\.example\/uploads\/covers\//);
  });

  it('edit: the same multipart with the cover URL sent back keeps the cover, 200', async () => {
    const before = (await get(sessions.admin, `/institute/${created.institution_id}`)).json().data;
    const res = await sendForm(
      sessions.admin,
      'PATCH',
      `/institute/update/${created.institution_id}`,
      form({
        name: 'Replay Club II',
        email: before.email,
        phone: before.phone,
        address: before.address,
        map_location: before.map_location ?? '',
        details: before.details,
        video_link: before.video_link ?? '',
        status: 1,
        cover_photo: before.cover_photo,
      }),
    );
    expect(res.statusCode).toBe(200);
    const after = (await get(sessions.admin, `/institute/${created.institution_id}`)).json().data;
    expect(after.name).toBe('Replay Club II');
    expect(after.cover_photo).toBe(before.cover_photo);
  });

  it('delete: DELETE institute/delete/{id} answers 2xx', async () => {
    const res = await del(sessions.admin, `/institute/delete/${created.institution_id}`);
    expect(res.statusCode).toBeLessThan(300);
  });
});

describe("an institution's lockers", () => {
  it('list: data[] with id, locker_number, status and institution.name', async () => {
    const venue = sessions.venue.claims.institution_id as number;
    for (const s of [sessions.admin, sessions.venue]) {
      const res = await get(s, `/locker/list/${venue}`);
      expect(res.statusCode).toBe(200);
      const rows = res.json().data;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows[0]).toMatchObject({
        id: expect.any(Number),
        status: expect.any(Number),
        institution: { name: expect.any(String) },
      });
      expect(rows[0]).toHaveProperty('locker_number');
    }
  });

  it('create, detail, edit, delete as the Institutional Admin sends them (JSON numbers)', async () => {
    const s = sessions.venue;
    const institution_id = s.claims.institution_id as number;
    const create = await sendJson(s, 'POST', '/locker/create', {
      locker_number: 9876,
      status: 1,
      institution_id,
    });
    expect(create.statusCode).toBe(201);
    const list = (await get(s, `/locker/list/${institution_id}`)).json().data;
    const locker = list.find((l: { locker_number: unknown }) => String(l.locker_number) === '9876');
    expect(locker).toBeDefined();

    const detail = await get(s, `/locker/${locker.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      status: 1,
      institution: { name: expect.any(String) },
    });

    const edit = await sendJson(s, 'PATCH', `/locker/update/${locker.id}`, {
      locker_number: 9877,
      status: 0,
      institution_id,
    });
    expect(edit.statusCode).toBe(200);
    expect((await get(s, `/locker/${locker.id}`)).json().data.status).toBe(0);
    expect((await del(s, `/locker/delete/${locker.id}`)).statusCode).toBeLessThan(300);
  });
});

describe('ticket types', () => {
  it('list: data[] with ticket_id, price, is_regular, date, times and institution.name', async () => {
    const res = await get(sessions.admin, '/ticket/list');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data;
    expect(rows[0]).toMatchObject({
      ticket_id: expect.any(Number),
      name: expect.any(String),
      institution_id: expect.any(Number),
      capacity: expect.any(Number),
      institution: { name: expect.any(String) },
    });
    for (const key of ['price', 'is_regular', 'date', 'start_datetime', 'end_datetime']) {
      expect(rows[0]).toHaveProperty(key);
    }
  });

  it('detail: GET ticket/{id} is the bare row, with institution.name (no data envelope)', async () => {
    const [first] = (await get(sessions.admin, '/ticket/list')).json().data;
    const res = await get(sessions.admin, `/ticket/${first.ticket_id}`);
    expect(res.statusCode).toBe(200);
    const row = res.json();
    expect(row.data).toBeUndefined();
    expect(row.status).toBeUndefined();
    expect(row).toMatchObject({
      ticket_id: first.ticket_id,
      name: first.name,
      institution_id: first.institution_id,
      institution: { name: expect.any(String) },
    });
    for (const key of ['price', 'capacity', 'description', 'benefits', 'is_regular']) {
      expect(row).toHaveProperty(key);
    }
  });

  it("the Institutional Admin's list: data[0].Tickets of institute/{id}/ticketlist", async () => {
    const s = sessions.venue;
    const res = await get(s, `/institute/${s.claims.institution_id}/ticketlist`);
    expect(res.statusCode).toBe(200);
    const tickets = res.json().data[0].Tickets;
    expect(tickets.length).toBeGreaterThan(0);
    expect(tickets[0]).toMatchObject({ ticket_id: expect.any(Number), name: expect.any(String) });
  });

  it.each(['UTC', 'Asia/Tokyo', 'America/Los_Angeles'])(
    'create a dated ticket type picked in %s: the day picked is stored',
    async (tz) => {
      const s = sessions.venue;
      const name = `Replay night ${tz}`;
      const res = await sendJson(s, 'POST', '/ticket/create', {
        name,
        description: 'Legacy form',
        benefits: '',
        locker_number: '',
        institution_id: s.claims.institution_id,
        price: 12.5,
        capacity: 80,
        is_regular: 0,
        date: pickedDay(tz, ...ahead),
        start_datetime: '22:00',
        end_datetime: '04:00',
      });
      expect(res.statusCode, res.body).toBe(201);
      const list = (await get(s, `/institute/${s.claims.institution_id}/ticketlist`)).json();
      const ticket = list.data[0].Tickets.find((t: { name: string }) => t.name === name);
      const row = (await get(s, `/ticket/${ticket.ticket_id}`)).json();
      expect(row).toMatchObject({
        date: iso(ahead),
        start_datetime: '22:00:00',
        end_datetime: '04:00:00',
        price: '12.50',
      });
    },
  );

  it('create a regular ticket type: empty date and times', async () => {
    const res = await sendJson(sessions.admin, 'POST', '/ticket/create', {
      name: 'Replay regular',
      institution_id: sessions.venue.claims.institution_id,
      price: 0,
      capacity: 10,
      is_regular: 1,
      date: '',
      start_datetime: '',
      end_datetime: '',
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it.each(['UTC', 'Asia/Tokyo'])(
    'edit in %s: the form sends back dayjs(row.date) and the row times; the day stays',
    async (tz) => {
      const s = sessions.venue;
      const list = (await get(s, `/institute/${s.claims.institution_id}/ticketlist`)).json();
      const ticket = list.data[0].Tickets.find((t: { name: string }) =>
        t.name.startsWith('Replay night'),
      );
      const row = (await get(s, `/ticket/${ticket.ticket_id}`)).json();
      const [y, m, d] = String(row.date).split('-').map(Number);
      const res = await sendJson(s, 'PATCH', `/ticket/update/${row.ticket_id}`, {
        name: `${row.name} (edited)`,
        description: row.description,
        institution_id: row.institution_id,
        price: parseFloat(row.price),
        capacity: row.capacity,
        benefits: row.benefits,
        is_regular: row.is_regular ? 1 : 0,
        date: pickedDay(tz, y, m, d),
        start_datetime: row.start_datetime,
        end_datetime: row.end_datetime,
      });
      expect(res.statusCode, res.body).toBe(200);
      const after = (await get(s, `/ticket/${row.ticket_id}`)).json();
      expect(after.date).toBe(row.date);
      expect(after.name).toBe(`${row.name} (edited)`);
    },
  );
});

describe('purchases', () => {
  const readsPurchaseRow = (p: Record<string, unknown>) =>
    expect(p).toMatchObject({
      purchase_id: expect.any(Number),
      user_id: expect.any(Number),
      ticket_id: expect.any(Number),
      user: { name: expect.any(String) },
      ticket_type: { name: expect.any(String) },
      purchase_date: expect.any(String),
      price_amount: expect.any(String),
      payment_method: expect.any(String),
      ticket_status: expect.any(Number),
    });

  it('GET purchase/list (System Admin): the whole list, every purchase of the demo', async () => {
    const res = await get(sessions.admin, '/purchase/list');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data;
    expect(rows).toHaveLength(400);
    readsPurchaseRow(rows[0]);
  });

  it("GET purchase/list/institute/{id} (Institutional Admin): its venue's whole list", async () => {
    const s = sessions.venue;
    const res = await get(s, `/purchase/list/institute/${s.claims.institution_id}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data;
    expect(rows.length).toBeGreaterThan(0);
    readsPurchaseRow(rows[0]);
  });

  it('GET purchase/{id}: the detail fields, with the ticket type times', async () => {
    const s = sessions.venue;
    const [first] = (await get(s, `/purchase/list/institute/${s.claims.institution_id}`)).json()
      .data;
    const res = await get(s, `/purchase/${first.purchase_id}`);
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    readsPurchaseRow(p);
    expect(p).toHaveProperty('ticket_date');
    expect(p).toHaveProperty('payment_status');
    expect(p.ticket_type).toHaveProperty('start_datetime');
    expect(p.ticket_type).toHaveProperty('end_datetime');
  });
});

describe('users (System Admin)', () => {
  it('list: data[] with user_id, name, email, phone, role and institution (name) or null', async () => {
    const res = await get(sessions.admin, '/users/list');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data;
    expect(rows[0]).toMatchObject({
      user_id: expect.any(Number),
      name: expect.any(String),
      email: expect.any(String),
      role: expect.any(Number),
    });
    expect(rows.some((u: { institution: { name?: string } | null }) => u.institution?.name)).toBe(
      true,
    );
  });

  let userId: number;

  it.each(['UTC', 'Asia/Tokyo'])(
    'create (multipart, date of birth picked in %s, institution_id "null" for role 1)',
    async (tz) => {
      const email = `replay.${tz.replace('/', '.').toLowerCase()}@partypass.test`;
      const res = await sendForm(
        sessions.admin,
        'POST',
        '/users/create-user',
        form(
          {
            name: 'Replay Person',
            email,
            phone: '0123456789',
            date_of_birth: pickedDay(tz, 1999, 5, 5),
            password: 'Replay-pass-2026',
            role: 1,
            institution_id: null,
            is_social: 0,
            social_uuid: '',
          },
          { profile_pic: PNG },
        ),
      );
      expect(res.statusCode, res.body).toBe(201);
      const list = (await get(sessions.admin, '/users/list')).json().data;
      const user = list.find((u: { email: string }) => u.email === email);
      userId = user.user_id;
      const detail = (await get(sessions.admin, `/users/profile/info/${userId}`)).json().data;
      expect(detail).toMatchObject({ date_of_birth: '1999-05-05', role: 1, is_social: 0 });
      expect(detail.profile_pic).toMatch(/^https:\/\/api\.partypass\.example\/uploads\/avatars\//);
    },
  );

  it('edit (multipart: the whole form back, the picture URL unchanged)', async () => {
    const user = (await get(sessions.admin, `/users/profile/info/${userId}`)).json().data;
    const venue = sessions.venue.claims.institution_id as number;
    const res = await sendForm(
      sessions.admin,
      'PATCH',
      `/users/update-user/${userId}`,
      form({
        name: 'Replay Person II',
        email: user.email,
        phone: user.phone,
        date_of_birth: pickedDay('Asia/Tokyo', 1999, 5, 5),
        role: 2,
        institution_id: venue,
        is_social: 0,
        social_uuid: user.social_uuid ?? '',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = (await get(sessions.admin, `/users/profile/info/${userId}`)).json().data;
    expect(after).toMatchObject({
      name: 'Replay Person II',
      role: 2,
      date_of_birth: '1999-05-05',
      institution: { name: expect.any(String) },
    });
    expect(after.profile_pic).toBe(user.profile_pic);
  });

  it('delete: DELETE users/delete-user/{id} answers 200', async () => {
    expect((await del(sessions.admin, `/users/delete-user/${userId}`)).statusCode).toBe(200);
  });
});

describe('account settings (own profile)', () => {
  /** The AccountTab's body: the whole form, its own role, institution_id parseInt(...) -> NaN. */
  const accountForm = (me: Record<string, unknown>, changes: Record<string, unknown> = {}) =>
    form({
      name: me.name,
      email: me.email,
      phone: me.phone,
      date_of_birth: pickedDay('Asia/Tokyo', 1990, 1, 31),
      role: me.role,
      institution: (me.institution as { name?: string } | null)?.name ?? '',
      is_social: me.is_social ? 1 : 0,
      social_uuid: me.social_uuid ?? '',
      institution_id: NaN,
      ...changes,
    });

  it.each(['admin', 'venue', 'staff'] as const)(
    '%s saves the profile with its unchanged role and institution_id NaN: 200',
    async (who) => {
      const s = sessions[who];
      const me = (await get(s, '/users/profile/info')).json().data;
      const res = await sendForm(s, 'PATCH', '/users/update-user', accountForm(me));
      expect(res.statusCode, res.body).toBe(200);
      const after = (await get(s, '/users/profile/info')).json().data;
      expect(after).toMatchObject({ role: me.role, date_of_birth: '1990-01-31' });
      expect(after.institution?.institution_id ?? null).toBe(
        me.institution?.institution_id ?? null,
      );
    },
  );

  it('its own institution_id sent as a number is unchanged too: 200', async () => {
    const s = sessions.venue;
    const me = (await get(s, '/users/profile/info')).json().data;
    const res = await sendForm(
      s,
      'PATCH',
      '/users/update-user',
      accountForm(me, { institution_id: s.claims.institution_id }),
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a real change of role or institution is still refused with 403', async () => {
    const s = sessions.venue;
    const me = (await get(s, '/users/profile/info')).json().data;
    const role = await sendForm(s, 'PATCH', '/users/update-user', accountForm(me, { role: 1 }));
    expect(role.statusCode).toBe(403);
    expect(role.json().errors[0].field).toBe('role');
    const other = (s.claims.institution_id as number) + 1;
    const moved = await sendForm(
      s,
      'PATCH',
      '/users/update-user',
      accountForm(me, { institution_id: other }),
    );
    expect(moved.statusCode).toBe(403);
    expect(moved.json().errors[0].field).toBe('institution_id');
    const after = (await get(s, '/users/profile/info')).json().data;
    expect(after.role).toBe(2);
  });

  it('profile picture: PATCH users/profile/upload-profile-picture with a file', async () => {
    const s = sessions.staff;
    const res = await sendForm(
      s,
      'PATCH',
      '/users/profile/upload-profile-picture',
      form({}, { profile_pic: PNG }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const me = (await get(s, '/users/profile/info')).json().data;
    expect(me.profile_pic).toMatch(/^https:\/\/api\.partypass\.example\/uploads\/avatars\//);
  });
});
