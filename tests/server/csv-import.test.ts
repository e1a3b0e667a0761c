/**
 * CSV import (issue 59): preview and import of lockers, ticket types and users, with the create
 * schemas' own messages per column, one transaction, the scopes of one-by-one creates, formula
 * neutralisation, the limits and Idempotency-Key. Runs on PGlite and, with TEST_DATABASE_URL, on
 * PostgreSQL.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, paths } from '../../contract';
import type { BuiltApp } from '../../server/app';
import { auditLog, lockers, ticketTypes, users } from '../../server/db/schema';
import { loginAs, makeApp } from './helpers';

const url = (path: string) => `/api/v1${path}`;

let app: BuiltApp;
let admin: Record<string, string>;
let venue: Record<string, string>;
let staff: Record<string, string>;
let serial = 0;
const next = () => 800_000 + ++serial + Math.floor(Math.random() * 1000) * 1000;

beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, 'admin@partypass.test')).headers;
  venue = (await loginAs(app, 'venue.admin@partypass.test')).headers;
  staff = (await loginAs(app, 'staff@partypass.test')).headers;
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const post = (path: string, headers: Record<string, string>, csv: string) =>
  app.inject({ method: 'POST', url: url(path), headers, payload: { csv } });

const upload = (path: string, headers: Record<string, string>, csv: string) => {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'lockers.csv');
  return app.inject({
    method: 'POST',
    url: url(path),
    headers,
    payload: form as unknown as object,
  });
};

const lockerNumbersOf = async (institution: number, numbers: number[]) =>
  (
    await app.db
      .select({ n: lockers.locker_number })
      .from(lockers)
      .where(and(eq(lockers.institution_id, institution), inArray(lockers.locker_number, numbers)))
  )
    .map((r) => r.n)
    .sort((a, b) => a - b);

describe('POST locker/import/preview', () => {
  it('names each bad row by column with the create messages and writes nothing', async () => {
    const [a, b] = [next(), next()];
    await app.db.insert(lockers).values({ institution_id: 1, locker_number: b });
    const csv = `locker_number,status\n${a},1\nabc,1\n${b},0\n${a},0\n,1\n`;
    const res = await upload(paths.lockerImportPreview, venue, csv);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ columns: ['locker_number', 'status'], valid: 1, invalid: 4 });
    const errorsOf = (row: number) => data.rows.find((r: { row: number }) => r.row === row).errors;
    expect(errorsOf(2)).toEqual([]);
    expect(errorsOf(3)).toEqual([
      { field: 'locker_number', message: 'Locker number must be a positive integer' },
    ]);
    expect(errorsOf(4)[0]).toMatchObject({ field: 'locker_number' });
    expect(errorsOf(4)[0].message).toContain(`Locker number ${b} already exists`);
    expect(errorsOf(5)).toEqual([
      { field: 'locker_number', message: 'The same locker_number is already in row 2' },
    ]);
    expect(errorsOf(6)).toEqual([{ field: 'locker_number', message: 'Locker number is required' }]);
    expect(await lockerNumbersOf(1, [a])).toEqual([]);
  });

  it('gives the same message as a one-by-one create for the same bad value', async () => {
    const one = await app.inject({
      method: 'POST',
      url: url(paths.lockerCreate),
      headers: venue,
      payload: { locker_number: '12abc', status: 7 },
    });
    const preview = await post(paths.lockerImportPreview, venue, 'locker_number,status\n12abc,7\n');
    expect(preview.json().data.rows[0].errors).toEqual(one.json().errors);
  });
});

describe('POST locker/import', () => {
  it("creates the valid rows in the Institutional Admin's own institution, audited each", async () => {
    const [a, b] = [next(), next()];
    // The file names institution 2: an Institutional Admin's rows go to its own all the same.
    const csv = `locker_number,status,institution_id\n${a},1,2\nnope,1,2\n${b},0,2\n`;
    const res = await post(paths.lockerImport, venue, csv);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'success',
      message: '2 records imported',
      data: { created: 2, skipped: [{ row: 3 }] },
    });
    expect(body.data.skipped[0].errors[0].field).toBe('locker_number');
    expect(await lockerNumbersOf(1, [a, b])).toEqual([a, b].sort((x, y) => x - y));
    expect(await lockerNumbersOf(2, [a, b])).toEqual([]);
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.resource, 'lockers'),
          eq(auditLog.action, 'create'),
          inArray(auditLog.record_id, body.data.ids.map(String)),
        ),
      );
    expect(entries).toHaveLength(2);
    for (const entry of entries) expect(entry.user_email).toBe('venue.admin@partypass.test');
  });

  it('lets a System Admin name the institution, and requires it', async () => {
    const [a, b] = [next(), next()];
    // A blank line is skipped but counted: rows keep their line numbers.
    const res = await post(
      paths.lockerImport,
      admin,
      `locker_number,institution_id\n${a},2\n\n${b},\n`,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.skipped).toEqual([
      {
        row: 4,
        errors: [{ field: 'institution_id', message: 'Institution id is required' }],
      },
    ]);
    expect(await lockerNumbersOf(2, [a])).toEqual([a]);
  });

  it('refuses staff (403) and a file with no valid row (400 naming rows), creating nothing', async () => {
    const a = next();
    expect((await post(paths.lockerImport, staff, `locker_number\n${a}\n`)).statusCode).toBe(403);
    const none = await post(paths.lockerImport, venue, 'locker_number\nx\n0\n');
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([
      { field: 'locker_number', message: 'Row 2: Locker number must be a positive integer' },
      { field: 'locker_number', message: 'Row 3: Locker number must be a positive integer' },
    ]);
    expect(await lockerNumbersOf(1, [a])).toEqual([]);
  });

  it('creates none of the rows when one insert fails inside the transaction', async () => {
    const [a, b] = [next(), next()];
    // A record that appears between the check and the insert (another admin's create).
    await app.db.execute(
      sql.raw(`create or replace function import_test_refuse() returns trigger as $$
        begin
          if new.locker_number = ${b} then
            raise exception 'raced' using errcode = 'unique_violation';
          end if;
          return new;
        end $$ language plpgsql`),
    );
    await app.db.execute(
      sql.raw(`create trigger import_test_refuse before insert on lockers
        for each row execute function import_test_refuse()`),
    );
    try {
      const res = await post(paths.lockerImport, venue, `locker_number\n${a}\n${b}\n`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('nothing was imported');
      expect(await lockerNumbersOf(1, [a, b])).toEqual([]);
    } finally {
      await app.db.execute(sql.raw('drop trigger import_test_refuse on lockers'));
      await app.db.execute(sql.raw('drop function import_test_refuse()'));
    }
  });

  it('replays the first outcome for a repeated Idempotency-Key, creating the rows once', async () => {
    const a = next();
    const headers = { ...venue, 'idempotency-key': `import-${a}` };
    const first = await post(paths.lockerImport, headers, `locker_number\n${a}\n`);
    const again = await post(paths.lockerImport, headers, `locker_number\n${a}\n`);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await lockerNumbersOf(1, [a])).toEqual([a]);
  });
});

describe('limits and unreadable files', () => {
  it('answers 413 for a file over the size limit, as an upload and as JSON', async () => {
    const big = 'locker_number\n' + '1\n'.repeat(IMPORT_MAX_BYTES / 2 + 1);
    const uploaded = await upload(paths.lockerImportPreview, venue, big);
    expect(uploaded.statusCode).toBe(413);
    expect(uploaded.json().errors[0].field).toBe('file');
  });

  it('answers 400 for too many rows, no known column, no data rows or no file', async () => {
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => String(i + 1)).join('\n');
    const tooMany = await post(paths.lockerImportPreview, venue, `locker_number\n${rows}\n`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].message).toContain(`more than ${IMPORT_MAX_ROWS} rows`);

    const unknown = await post(paths.lockerImportPreview, venue, 'number,colour\n1,red\n');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].message).toContain('locker_number, status, institution_id');

    const empty = await post(paths.lockerImportPreview, venue, 'locker_number\n\n');
    expect(empty.statusCode).toBe(400);

    const noFile = await app.inject({
      method: 'POST',
      url: url(paths.lockerImportPreview),
      headers: venue,
      payload: {},
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors[0].field).toBe('file');
  });
});

describe('POST ticket/import', () => {
  it('checks the schedule rules by column and neutralises formula-looking cells', async () => {
    const name = `=HYPERLINK("http://x.test","Free ${next()}")`;
    const csv =
      'name,description,price,capacity,is_regular,date,start_datetime,end_datetime\n' +
      `"${name.replace(/"/g, '""')}",@SUM(1),5.00,50,1,,,\n` +
      `Dated ${next()},,5.00,50,0,,22:00,22:00\n` +
      `-2+3 Club ${next()},,-1,50,1,,,\n`;
    const preview = await post(paths.ticketImportPreview, venue, csv);
    expect(preview.statusCode).toBe(200);
    const rows = preview.json().data.rows;
    expect(rows[0].errors).toEqual([]);
    expect(rows[0].values.name).toBe(`'${name}`);
    expect(rows[1].errors).toEqual([
      { field: 'date', message: 'Date is required for a dated event' },
      { field: 'end_datetime', message: 'End time must differ from the start time' },
    ]);
    expect(rows[2].errors.map((e: { field: string }) => e.field)).toEqual(['price']);

    const res = await post(paths.ticketImport, venue, csv);
    expect(res.statusCode).toBe(201);
    const [created] = await app.db
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.ticket_id, res.json().data.ids[0]));
    expect(created).toMatchObject({ name: `'${name}`, description: "'@SUM(1)", institution_id: 1 });
  });
});

describe('POST users/import', () => {
  it('creates users with the user rules per row (System Admin only)', async () => {
    const tag = next();
    const csv =
      'name,email,password,phone,role,institution_id\n' +
      `Ana ${tag},ana.${tag}@import.test,Import password 123,+33 1 23 45 67,3,1\n` +
      `Bo ${tag},bo.${tag}@import.test,Import password 123,,3,\n` +
      `Ana again,ANA.${tag}@import.test,Import password 123,,0,\n` +
      `Venue,venue.admin@partypass.test,Import password 123,,0,\n` +
      `Short,short.${tag}@import.test,short,,0,\n`;
    expect((await post(paths.userImportPreview, venue, csv)).statusCode).toBe(403);
    const res = await post(paths.userImport, admin, csv);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.created).toBe(1);
    const fields = data.skipped.map((s: { errors: { field: string }[] }) => s.errors[0].field);
    expect(fields).toEqual(['institution_id', 'email', 'email', 'password']);
    expect(data.skipped[0].errors[0].message).toBe(
      'An institution is required for institutional admins and staff',
    );
    const [ana] = await app.db.select().from(users).where(eq(users.user_id, data.ids[0]));
    // A phone number starts with + but is no formula: it is kept as written.
    expect(ana).toMatchObject({ phone: '+33 1 23 45 67', role: 3, institution_id: 1 });
    expect(ana.password_hash).not.toContain('Import password');
  });
});
