/**
 * A bare Fastify app with the real error handler, zod compilers and multipart options of
 * server/app.ts, for testing the server kit (server/http, server/uploads) through throwaway routes
 * without the database.
 */
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { MULTIPART_OPTIONS } from '../../server/app';
import { registerErrorHandling } from '../../server/errors';

export async function kitApp(
  routes: (app: FastifyInstance) => void | Promise<void>,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.removeContentTypeParser('text/plain');
  await app.register(multipart, MULTIPART_OPTIONS);
  await routes(app);
  await app.ready();
  return app;
}

/** A multipart body from name -> string | [bytes, filename, type]. */
export function formData(
  entries: [string, string | { bytes: Buffer | string; filename: string; type?: string }][],
): FormData {
  const form = new FormData();
  for (const [name, value] of entries) {
    if (typeof value === 'string') form.append(name, value);
    else {
      const bytes = typeof value.bytes === 'string' ? Buffer.from(value.bytes) : value.bytes;
      form.append(
        name,
        new Blob([new Uint8Array(bytes)], { type: value.type ?? '' }),
        value.filename,
      );
    }
  }
  return form;
}
