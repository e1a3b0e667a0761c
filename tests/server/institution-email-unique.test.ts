/**
 * Institution e-mails are unique in any letter case in the database itself (migration 0009), so
 * a create that races past the route's check still gets the 409 naming `email`, and a database
 * that already holds duplicates keeps migrating, without the index.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTITUTION_MESSAGES } from '../../contract';
import type { BuiltApp } from '../../server/app';
import { queryRows } from '../../server/db/client';
import { institutions } from '../../server/db/schema';
import { toErrorReply } from '../../server/errors';
import { ROOT } from '../faults/server-process';
import { makeApp } from './helpers';

const MIGRATION = readFileSync(
  path.join(ROOT, 'server/db/migrations/0009_institution_email_unique.sql'),
  'utf8',
);

let app: BuiltApp;
beforeAll(async () => {
  app = await makeApp({ seed: 'none' });
});
afterAll(async () => {
  await app?.close();
});

const indexExists = async () =>
  (
    await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from pg_indexes where indexname = 'institutions_email_lower_uq'`,
    )
  )[0].n === 1;

/** What the driver throws for an insert, or undefined when it succeeds. */
async function insertError(email: string): Promise<unknown> {
  try {
    await app.db.insert(institutions).values({ name: `Venue ${email}`, email, status: 1 });
    return undefined;
  } catch (error) {
    return error;
  }
}

describe('institution e-mails unique in any letter case', () => {
  it('the database refuses a second e-mail in another case, and the reply names email', async () => {
    expect(await indexExists()).toBe(true);
    expect(await insertError('race@venue.example')).toBeUndefined();
    const error = await insertError('RACE@venue.example');
    expect(error).toBeDefined();
    expect(toErrorReply(error)).toEqual([
      409,
      {
        status: 'failed',
        message: INSTITUTION_MESSAGES.emailTaken,
        errors: [{ field: 'email', message: INSTITUTION_MESSAGES.emailTaken }],
      },
    ]);
    // Venues without an e-mail are not duplicates of each other.
    await app.db.insert(institutions).values([
      { name: 'No mail 1', status: 1 },
      { name: 'No mail 2', status: 1 },
    ]);
  });

  it('another unique violation is not called an e-mail conflict', async () => {
    const [row] = await app.db.insert(institutions).values({ name: 'Id owner' }).returning();
    let error: unknown;
    try {
      await app.db.insert(institutions).values({ institution_id: row.institution_id, name: 'X' });
    } catch (caught) {
      error = caught;
    }
    expect(toErrorReply(error)[0]).toBe(500);
  });

  it('the migration leaves the index out while duplicates exist, and builds it once they are gone', async () => {
    await app.db.execute(sql`drop index institutions_email_lower_uq`);
    await app.db.insert(institutions).values([
      { name: 'Dup A', email: 'dup@venue.example' },
      { name: 'Dup B', email: 'Dup@Venue.example' },
    ]);
    await app.db.execute(sql.raw(MIGRATION));
    expect(await indexExists()).toBe(false);

    await app.db.execute(sql`delete from institutions where name = 'Dup B'`);
    await app.db.execute(sql.raw(MIGRATION));
    expect(await indexExists()).toBe(true);
  });
});
