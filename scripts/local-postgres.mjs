#!/usr/bin/env node
/*
 * A throw-away PostgreSQL server on loopback, from Debian's `postgresql` package, for the test
 * suite on PostgreSQL, the benchmarks and the fault scripts. One implementation, used from the
 * shell and imported by scripts:
 *
 *   node scripts/local-postgres.mjs start [--dir DIR] [--port N]   prints DATABASE_URL=...
 *   node scripts/local-postgres.mjs stop  [--dir DIR]
 *
 *   import { startPostgres } from './local-postgres.mjs';
 *   const pg = await startPostgres({ dir, port });  // { url, port, dir, stop(), start() }
 *
 * The cluster trusts local connections and listens on 127.0.0.1 only. PostgreSQL refuses to run
 * as root, so as root the cluster belongs to the `postgres` user the Debian package creates.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DEFAULT_DIR = path.join(tmpdir(), 'partypass-postgres');
const DATABASE = 'partypass';

/** The newest /usr/lib/postgresql/<version>/bin, or PG_BIN. */
export function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length) {
    throw new Error('PostgreSQL is not installed: apt-get install -y postgresql (or set PG_BIN)');
  }
  return path.join(root, versions[0], 'bin');
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL binary, as `postgres` when we are root. */
function run(binary, args, options = {}) {
  const file = path.join(postgresBin(), binary);
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  return execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], ...options }).toString();
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function ownForPostgres(dir) {
  if (!asRoot) return;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
  chownSync(dir, uid, gid);
}

function isRunning(dataDir) {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) return false;
  const file = path.join(postgresBin(), 'pg_ctl');
  const [cmd, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', file, 'status', '-D', dataDir]]
    : [file, ['status', '-D', dataDir]];
  return spawnSync(cmd, argv, { stdio: 'ignore' }).status === 0;
}

/**
 * Starts (creating on first use) a cluster in `dir` on `port` with a `partypass` database and
 * returns its URL. An already running cluster in `dir` is stopped and started on the new port.
 */
export async function startPostgres({ dir = DEFAULT_DIR, port } = {}) {
  const chosenPort = port ?? (await freePort());
  const dataDir = path.join(dir, 'data');
  mkdirSync(dir, { recursive: true });
  ownForPostgres(dir);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    run('initdb', ['-D', dataDir, '--auth=trust', '--username=postgres', '--encoding=UTF8', '-N']);
  }
  if (isRunning(dataDir)) run('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']);
  const options = `-c listen_addresses=127.0.0.1 -p ${chosenPort} -c unix_socket_directories='${dir}' -c fsync=on -c max_connections=200`;
  const start = () =>
    run('pg_ctl', [
      'start',
      '-D',
      dataDir,
      '-w',
      '-t',
      '60',
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      options,
    ]);
  const stop = (mode = 'fast') => {
    if (isRunning(dataDir)) run('pg_ctl', ['stop', '-D', dataDir, '-m', mode, '-w']);
  };
  start();
  const psql = (sql, db = 'postgres') =>
    run('psql', [
      '-h',
      '127.0.0.1',
      '-p',
      String(chosenPort),
      '-U',
      'postgres',
      '-d',
      db,
      '-tAc',
      sql,
    ]);
  if (!psql(`select 1 from pg_database where datname = '${DATABASE}'`).trim()) {
    psql(`create database ${DATABASE}`);
  }
  const url = `postgres://postgres@127.0.0.1:${chosenPort}/${DATABASE}`;
  return { url, port: chosenPort, dir, dataDir, start, stop, psql };
}

export function stopPostgres({ dir = DEFAULT_DIR } = {}) {
  const dataDir = path.join(dir, 'data');
  if (isRunning(dataDir)) run('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']);
}

function argValue(args, name) {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

const invoked = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invoked) {
  const [command, ...args] = process.argv.slice(2);
  const dir = path.resolve(argValue(args, '--dir') ?? DEFAULT_DIR);
  const port = argValue(args, '--port');
  if (command === 'start') {
    const pg = await startPostgres({ dir, port: port ? Number(port) : undefined });
    console.log(`DATABASE_URL=${pg.url}`);
  } else if (command === 'stop') {
    stopPostgres({ dir });
  } else {
    console.error('usage: local-postgres.mjs start|stop [--dir DIR] [--port N]');
    process.exit(2);
  }
}
