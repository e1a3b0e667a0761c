import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

/** Never logged: tokens, passwords, cookies (pino `redact` paths). */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'password',
  'token',
  '*.password',
  '*.token',
  '*.password_hash',
  'body.password',
  'body.token',
];

function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/** pino options for Fastify: JSON lines, pretty only when stdout is a TTY (and pino-pretty exists). */
export function loggerOptions(level: string, enabled: boolean): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  const base = { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
  if (process.stdout.isTTY && prettyAvailable()) {
    return {
      ...base,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
      },
    };
  }
  return base;
}
