/**
 * server/db/schema.ts describes the database the migrations build, so `drizzle-kit generate`
 * (docs/server-kit.md, "Adding a field") writes only the change a developer made: the tables,
 * columns, defaults, indexes and constraints drizzle-kit would create from the schema alone are
 * exactly those of a database migrated by server/db/migrations. Triggers, functions and views
 * (migrations 0002, 0006, 0007, 0010, 0011) are outside drizzle's model and not compared.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { createTestDatabase, onPostgres, openTestDatabase } from './test-database';

type PgQuery = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** The columns, indexes and constraints of `tables`, one line each. */
async function catalog(query: Query, tables: string[]): Promise<string[]> {
  const parts = await Promise.all([
    query(
      `select table_name, column_name, data_type, character_maximum_length, numeric_precision,
              numeric_scale, is_nullable, column_default, is_identity
         from information_schema.columns
        where table_schema = 'public' and table_name = any($1)`,
      [tables],
    ),
    query(
      `select tablename, indexname, indexdef from pg_indexes
        where schemaname = 'public' and tablename = any($1)`,
      [tables],
    ),
    query(
      `select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as def
         from pg_constraint
        where connamespace = 'public'::regnamespace and conrelid::regclass::text = any($1)`,
      [tables],
    ),
  ]);
  return parts
    .flat()
    .map((row) => JSON.stringify(row))
    .sort();
}

/** An empty database holding only what drizzle-kit generates from schema.ts. */
async function fromSchemaAlone(): Promise<{ query: Query; close: () => Promise<void> }> {
  const statements = await generateMigration(
    generateDrizzleJson({}),
    generateDrizzleJson(schema as unknown as Record<string, unknown>),
  );
  const script = ['CREATE EXTENSION IF NOT EXISTS pg_trgm', ...statements];
  if (onPostgres) {
    const database = await createTestDatabase();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    for (const statement of script) await client.query(statement);
    return {
      query: async (text, params) => (await client.query(text, params)).rows,
      close: async () => {
        await client.end();
        await database.drop();
      },
    };
  }
  const client = new PGlite({ extensions: { pg_trgm } });
  for (const statement of script) await client.exec(statement);
  return {
    query: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    close: () => client.close(),
  };
}

let migrated: Database;
let generated: Awaited<ReturnType<typeof fromSchemaAlone>>;
// Two databases built from scratch: in the hook, whose time limit allows for a busy machine.
beforeAll(async () => {
  [migrated, generated] = await Promise.all([openTestDatabase(), fromSchemaAlone()]);
});
afterAll(async () => {
  await generated?.close();
  await migrated?.close();
});

it('schema.ts describes every table the migrations create, column, index and key alike', async () => {
  // The driver under drizzle: a PGlite or a node-postgres pool, both `query(text, params)`.
  const driver = (migrated.db as unknown as { $client: { query: PgQuery } }).$client;
  const migratedQuery: Query = async (text, params) => (await driver.query(text, params)).rows;
  const tablesOf = async (query: Query) =>
    (await query(`select tablename from pg_tables where schemaname = 'public'`, []))
      .map((row) => String(row.tablename))
      .sort();
  const tables = await tablesOf(generated.query);
  expect(await tablesOf(migratedQuery)).toEqual(tables);
  expect(await catalog(generated.query, tables)).toEqual(await catalog(migratedQuery, tables));
});
