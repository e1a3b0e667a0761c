#!/usr/bin/env node
/*
 * Fails when `drizzle-kit generate` on the committed schema would write a migration: the last
 * snapshot in server/db/migrations/meta/ must describe server/db/schema.ts exactly, or the next
 * developer's generated migration re-creates existing tables. It generates into a copy of the
 * migrations folder, so the committed one is never written.
 *
 *   node scripts/db-check.mjs        (npm run db:check)
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const committed = path.join(root, 'server/db/migrations');
const scratch = mkdtempSync(path.join(tmpdir(), 'partypass-db-check-'));
const out = path.join(scratch, 'migrations');

/** Every file of a migrations folder, as paths relative to it. */
function listing(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

try {
  cpSync(committed, out, { recursive: true });
  const before = listing(out);
  // drizzle-kit prefixes `--out` with "./", so it is given relative to the working directory.
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/drizzle-kit/bin.cjs'),
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      './server/db/schema.ts',
      '--out',
      path.relative(root, out),
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    console.error('db:check: drizzle-kit generate failed');
    process.exitCode = 1;
  } else {
    const added = listing(out).filter((file) => !before.includes(file));
    if (added.length > 0) {
      console.error(
        `db:check: server/db/schema.ts differs from the last snapshot in server/db/migrations/meta/;` +
          ` drizzle-kit generate would write ${added.join(', ')}.` +
          ' Write the migration (docs/server-kit.md, "Adding a field") and commit its snapshot.',
      );
      process.exitCode = 1;
    } else {
      console.log('db:check: the committed snapshots match server/db/schema.ts');
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
