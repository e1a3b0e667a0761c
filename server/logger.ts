import { createRequire } from 'node:module';
import { LogController, type FastifyServerOptions } from 'fastify';

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

/** Where log lines go instead of stdout (tests read them). */
export interface LogDestination {
  write(line: string): void;
}

/** pino options for Fastify: JSON lines, pretty only when stdout is a TTY (and pino-pretty exists). */
export function loggerOptions(
  level: string,
  enabled: boolean,
  destination?: LogDestination,
): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  const base = { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
  if (destination) return { ...base, stream: destination };
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

/**
 * Fastify's two lines per request ("incoming request", "request completed") only when asked
 * for: otherwise a walk through the console buries the start banner under thousands of lines.
 * A request that fails is still logged, by the error handler and here.
 */
export class RequestLogController extends LogController {
  constructor(private readonly logRequests: boolean) {
    super();
  }

  override incomingRequest(...args: Parameters<LogController['incomingRequest']>) {
    if (this.logRequests) super.incomingRequest(...args);
  }

  override requestCompleted(...args: Parameters<LogController['requestCompleted']>) {
    if (this.logRequests || args[0]) super.requestCompleted(...args);
  }
}

/** Request lines are asked for with LOG_REQUESTS=1, or come with the debug and trace levels. */
export const requestsLoggedBy = (env: Record<string, string | undefined>, level: string) =>
  env.LOG_REQUESTS === '1' || level === 'debug' || level === 'trace';
