/** Starts the server: config from the environment, build, listen, graceful shutdown. */
import { buildApp } from './app';
import { loadConfig } from './config';
import {
  CREATE_DATABASE_ONLY,
  createDatabaseApart,
  createDatabaseOnly,
  databaseMissing,
} from './db/create-apart';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed';
import { armShutdownDeadline } from './shutdown-deadline';

const ROLE_NAMES = ['App User', 'System Admin', 'Institutional Admin', 'Institutional Staff'];

async function main() {
  const config = loadConfig();
  if (process.env[CREATE_DATABASE_ONLY] === '1') return createDatabaseOnly(config);
  if (databaseMissing(config)) await createDatabaseApart();
  const app = await buildApp(config);

  // SIGTERM/SIGINT: stop accepting connections, let running requests finish, close the database
  // (PGlite checkpoints), exit 0. Whatever is still running after the deadline (a request, a
  // database or disk that does not answer) is cut: exit 1.
  const deadlineMs = config.shutdownTimeoutMs ?? 10_000;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, deadlineMs }, 'shutting down');
    armShutdownDeadline(deadlineMs, () => {
      app.log.error(
        `requests or the database still running after ${deadlineMs} ms: exiting anyway`,
      );
    });
    try {
      await app.close(); // closes the database too (onClose hook)
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost}:${config.port}`;
  const lines = [
    '',
    `  PartyPass Console   ${url}${config.staticDir ? '' : '   (console not built: run `npm run build`)'}`,
    `  API docs            ${url}/api/docs`,
    `  Database            ${app.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pgdata`}${app.seedResult.seeded ? ' (demo data seeded)' : ''}`,
  ];
  if (app.seedResult.demoAccounts) {
    lines.push('', `  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) {
      lines.push(`    ${account.email.padEnd(30)} ${ROLE_NAMES[account.role]}`);
    }
  }
  lines.push('');
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  console.error('Could not start the server:', error);
  process.exit(1);
});
