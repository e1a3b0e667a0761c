/**
 * `npm run user:create -- --email ops@example.com --role 1 [--name "Ops"] [--institution 3]
 *  [--phone ...]`
 *
 * Creates an account on the configured database (DATA_DIR / DATABASE_URL), e.g. the first System
 * Admin of a production database started with SEED=none. The password comes from the environment
 * variable PARTYPASS_PASSWORD, or is asked for without echo when stdin is a terminal; it is never
 * taken from the command line (shell history, `ps`). The same rules as `POST users/create-user`
 * apply (contract/user-input.ts, server/users/write.ts).
 *
 * PGlite allows one process per data directory: stop the server first (or use DATABASE_URL).
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { userCreateSchema } from '../../contract';
import { loadConfig } from '../config';
import { openDatabase, type Db } from '../db/client';
import { HttpError } from '../errors';
import { createUser } from '../users/write';

export const PASSWORD_ENV = 'PARTYPASS_PASSWORD';

export const USAGE = `Usage: npm run user:create -- --email <e-mail> [--role 0-3] [--name <name>] [--institution <id>] [--phone <phone>]
  Roles: 0 App User, 1 System Admin, 2 Institutional Admin, 3 Institutional Staff (default 1).
  Password: from ${PASSWORD_ENV}, or typed (hidden) when run in a terminal.`;

export interface CliIo {
  env: Record<string, string | undefined>;
  /** Asks for the password without echo; undefined when there is no terminal. */
  askPassword?: (prompt: string) => Promise<string>;
  out: (line: string) => void;
  err: (line: string) => void;
}

export class CliError extends Error {}

const ROLE_NAMES = ['App User', 'System Admin', 'Institutional Admin', 'Institutional Staff'];

/** A readable line per rule the input broke (the server's own field messages). */
function describe(error: HttpError): string {
  if (!error.errors?.length) return error.message;
  return error.errors.map((e) => `  --${cliName(e.field)}: ${e.message}`).join('\n');
}
const cliName = (field: string) => (field === 'institution_id' ? 'institution' : field);

async function readPassword(io: CliIo): Promise<string> {
  const fromEnv = io.env[PASSWORD_ENV];
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (!io.askPassword) {
    throw new CliError(`No password: set ${PASSWORD_ENV} or run the command in a terminal.`);
  }
  const first = await io.askPassword('Password: ');
  const again = await io.askPassword('Repeat the password: ');
  if (first !== again) throw new CliError('The two passwords differ.');
  return first;
}

/** Parses the arguments, checks every rule and inserts the user; returns its id. */
export async function runUserCreate(db: Db, argv: string[], io: CliIo): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
        institution: { type: 'string' },
        phone: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const email = typeof values.email === 'string' ? values.email.trim() : '';
  if (!email) throw new CliError(`--email is required.\n${USAGE}`);
  const password = await readPassword(io);

  const parsed = userCreateSchema.safeParse({
    email,
    name: values.name ?? email.split('@')[0],
    role: values.role ?? '1',
    institution_id: values.institution,
    phone: values.phone,
    password,
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  --${cliName(String(issue.path[0] ?? 'input'))}: ${issue.message}`,
    );
    throw new CliError(`The account was not created:\n${lines.join('\n')}`);
  }
  try {
    const id = await createUser(db, parsed.data);
    const role = ROLE_NAMES[parsed.data.role] ?? String(parsed.data.role);
    io.out(`Created user ${id}: ${parsed.data.email} (${role}).`);
    return id;
  } catch (error) {
    if (error instanceof HttpError) {
      throw new CliError(`The account was not created:\n${describe(error)}`);
    }
    throw error;
  }
}

/** Reads a line from the terminal without echoing it. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let text = '';
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(text);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return done();
        if (ch === '\u0003') return done(new CliError('Cancelled.'));
        if (ch === '\u007f' || ch === '\b') text = [...text].slice(0, -1).join('');
        else text += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await runUserCreate(database.db, process.argv.slice(2), {
      env: process.env,
      askPassword: process.stdin.isTTY ? askHidden : undefined,
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
    });
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    process.stderr.write(
      `${error instanceof CliError ? error.message : `Could not create the user: ${String(error)}`}\n`,
    );
    process.exit(1);
  });
}
