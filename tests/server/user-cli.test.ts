import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../server/app';
import { CliError, PASSWORD_ENV, runUserCreate, type CliIo } from '../../server/cli/user-create';
import { users } from '../../server/db/schema';
import { loginAs, makeApp } from './helpers';
import { createTestDatabase, onPostgres, type TestDatabase } from './test-database';

const run = promisify(execFile);
const PASSWORD = `Ops <first> & "only" admin`;

/** Runs the CLI in-process against `app`'s database and returns what it printed. */
async function cli(app: BuiltApp, argv: string[], io: Partial<CliIo> = {}) {
  const out: string[] = [];
  const id = await runUserCreate(app.db, argv, {
    env: { [PASSWORD_ENV]: PASSWORD },
    out: (line) => out.push(line),
    err: (line) => out.push(line),
    ...io,
  });
  return { id, out: out.join('\n') };
}

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CliError) return error.message;
    throw error;
  }
  throw new Error('expected the CLI to fail');
}

describe('npm run user:create (in-process)', () => {
  let app: BuiltApp;
  beforeAll(async () => {
    app = await makeApp({ seed: 'none' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('creates the first System Admin on an empty database; it can sign in', async () => {
    expect(await app.db.select().from(users)).toHaveLength(0);
    const { id, out } = await cli(app, ['--email', 'Ops@Example.com', '--role', '1']);
    expect(out).toBe(`Created user ${id}: Ops@Example.com (System Admin).`);
    const session = await loginAs(app, 'ops@example.com', PASSWORD);
    expect(session.user).toMatchObject({ user_id: id, role: 1, name: 'Ops' });
    expect(out).not.toContain(PASSWORD);
  });

  it('defaults to role 1 and takes name, institution and phone', async () => {
    const { id } = await cli(app, ['--email', 'second@example.com', '--name', 'Second Admin']);
    const [row] = await app.db.select().from(users).where(eq(users.user_id, id));
    expect(row).toMatchObject({ role: 1, name: 'Second Admin', institution_id: null });
  });

  it('asks for the password (twice) when no variable is set and a terminal is there', async () => {
    const answers = [PASSWORD, PASSWORD];
    const { id } = await cli(app, ['--email', 'typed@example.com'], {
      env: {},
      askPassword: async () => answers.shift() ?? '',
    });
    expect(id).toBeGreaterThan(0);
    const differ = ['Typed password one', 'Typed password two'];
    expect(
      await failure(
        cli(app, ['--email', 'typo@example.com'], {
          env: {},
          askPassword: async () => differ.shift() ?? '',
        }),
      ),
    ).toMatch(/differ/);
  });

  it('refuses without a password source, a weak password, a duplicate e-mail, a missing institution', async () => {
    expect(await failure(cli(app, ['--email', 'a@example.com'], { env: {} }))).toMatch(
      PASSWORD_ENV,
    );
    expect(
      await failure(cli(app, ['--email', 'b@example.com'], { env: { [PASSWORD_ENV]: 'short' } })),
    ).toMatch(/--password: The password must have at least 10/);
    expect(await failure(cli(app, ['--email', 'OPS@example.com']))).toMatch(
      /--email: A user with this e-mail already exists/,
    );
    expect(await failure(cli(app, ['--email', 'c@example.com', '--role', '2']))).toMatch(
      /--institution: An institution is required/,
    );
    expect(await failure(cli(app, ['--role', '1']))).toMatch(/--email is required/);
    expect(await failure(cli(app, ['--email', 'd@example.com', '--bogus']))).toMatch(/Usage/);
  });
});

describe('npm run user:create (the real command on a SEED=none data directory)', () => {
  // On PGlite the command and the app share a data directory; under TEST_DATABASE_URL they share
  // a fresh PostgreSQL database (DATABASE_URL), which is how an operator runs it there.
  it('creates an admin the server then accepts', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pp-cli-'));
    const pgDatabase: TestDatabase | undefined = onPostgres
      ? await createTestDatabase()
      : undefined;
    const root = path.resolve(__dirname, '../..');
    const { stdout } = await run(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        'server/cli/user-create.ts',
        '--email',
        'root@example.com',
        '--role',
        '1',
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          SEED: 'none',
          [PASSWORD_ENV]: PASSWORD,
          DATABASE_URL: pgDatabase?.url ?? '',
        },
        timeout: 120_000,
      },
    );
    expect(stdout).toMatch(/^Created user 1: root@example.com \(System Admin\)\./);
    const app = await makeApp({
      database: 'file',
      dataDir,
      seed: 'none',
      databaseUrl: pgDatabase?.url,
    });
    try {
      const session = await loginAs(app, 'root@example.com', PASSWORD);
      expect(session.user).toMatchObject({ role: 1 });
      const list = await app.inject({ url: '/api/v1/users/list', headers: session.headers });
      expect(list.json().data).toHaveLength(1);
    } finally {
      await app.close();
      await pgDatabase?.drop();
    }
  }, 180_000);
});
