/**
 * Seed once, copy many: vitest's globalSetup for the server tests builds one migrated database
 * with the demo seed, and every app made by makeApp with the default demo seed starts from a copy
 * of it, isolated exactly like a freshly seeded one. On PGlite the copy is a data-directory dump
 * loaded into a new in-memory PGlite; under TEST_DATABASE_URL it is `CREATE DATABASE … TEMPLATE`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { seedIfEmpty } from '../../server/db/seed';
import { createTestDatabase, onPostgres } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the seeded PGlite dump, or the seeded PostgreSQL database's name. */
    seededTemplate: { pgliteDump?: string; postgresName?: string };
  }
}

export default async function setup(project: TestProject) {
  if (onPostgres) {
    const template = await createTestDatabase();
    const database = await openDatabase({
      dataDir: '/nonexistent',
      database: 'memory',
      databaseUrl: template.url,
    });
    await seedIfEmpty(database.db, 'demo');
    await database.close();
    project.provide('seededTemplate', { postgresName: template.name });
    return () => template.drop();
  }
  const database = await openDatabase({ dataDir: '/nonexistent', database: 'memory' });
  await seedIfEmpty(database.db, 'demo');
  const client = (database.db as unknown as { $client: import('@electric-sql/pglite').PGlite })
    .$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'pp-template-'));
  const file = path.join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('seededTemplate', { pgliteDump: file });
  return () => rmSync(dir, { recursive: true, force: true });
}
