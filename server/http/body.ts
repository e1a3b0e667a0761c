/**
 * Request bodies for write routes that take JSON or multipart (DESIGN.md: institution and user
 * writes accept both; the legacy console sends multipart with every value as a string).
 *
 *   const { fields, files } = await readBody(request);
 *   const input = parseFields(institutionCreateSchema, fields);
 *   if (files.cover_photo) url = await storeImage(uploadsDirOf(app), files.cover_photo, 'covers');
 *
 * Routes using readBody declare no `body` schema (Fastify would reject multipart against it);
 * parseFields gives the same 400 envelope a schema would.
 */
import { IMAGE_FIELDS, storedImagePath } from './image-urls';
import type { FastifyError, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_INT4, MAX_UPLOAD_BYTES } from '../../contract';
import { badRequest, bodyHttpError, fieldHttpError, HttpError, toErrorReply } from '../errors';
import { assertStorableText } from './text';

/** One uploaded file, fully buffered (5 MB at most, so memory stays small). */
export interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

export interface RequestBody {
  /** JSON: the parsed object. Multipart: strings; a name sent several times becomes an array. */
  fields: Record<string, unknown>;
  files: Record<string, UploadedFile>;
}

export const MAX_UPLOAD_MB = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));

export { fieldHttpError };

export const tooLarge = (field: string) =>
  fieldHttpError(413, field, `The file is larger than ${MAX_UPLOAD_MB} MB`);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function addField(fields: Record<string, unknown>, name: string, value: string): void {
  // No field is called that; assigning it would replace the object's prototype.
  if (name === '__proto__') return;
  const previous = Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (previous === undefined) fields[name] = value;
  else if (Array.isArray(previous)) previous.push(value);
  else fields[name] = [previous, value];
}

/**
 * Reads a JSON or multipart body. Multipart limits (files, fields, parts) are those registered in
 * server/app.ts; going over them is a 413 from the error handler. An empty file input (browsers
 * send `filename=""` with no bytes) counts as "no file".
 */
export async function readBody(request: FastifyRequest): Promise<RequestBody> {
  if (!request.isMultipart()) {
    const body: unknown = request.body;
    if (body === undefined || body === null) return { fields: {}, files: {} };
    if (!isPlainObject(body)) {
      throw bodyHttpError(400, 'The request body must be a JSON object');
    }
    return { fields: storedImagePaths(request, { ...body }), files: {} };
  }

  try {
    const read = await readMultipart(request);
    return { ...read, fields: storedImagePaths(request, read.fields) };
  } catch (error) {
    // Our own errors and the limits (413) carry a status; anything else is busboy refusing a
    // malformed body (no boundary, cut short, bad part headers): the client's fault.
    if (error instanceof HttpError || typeof (error as FastifyError).statusCode === 'number') {
      throw error;
    }
    throw bodyHttpError(400, MALFORMED_MULTIPART);
  }
}

/**
 * An image field sent back as the absolute URL a reply gave it (http/image-urls.ts) is read as
 * the stored path, so "unchanged" is recognised whichever form the client echoes.
 */
function storedImagePaths(request: FastifyRequest, fields: Record<string, unknown>) {
  for (const field of IMAGE_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string') {
      fields[field] = storedImagePath(value, request, request.server.appConfig?.publicUrl);
    }
  }
  return fields;
}

export const MALFORMED_MULTIPART = 'The multipart body is malformed';

async function readMultipart(request: FastifyRequest): Promise<RequestBody> {
  const fields: Record<string, unknown> = {};
  const files: Record<string, UploadedFile> = {};
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.valueTruncated) {
        throw fieldHttpError(400, part.fieldname, 'The value is too long');
      }
      const value = String(part.value ?? '');
      assertStorableText(value, part.fieldname);
      addField(fields, part.fieldname, value);
      continue;
    }
    let buffer: Buffer;
    try {
      buffer = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw tooLarge(part.fieldname);
      }
      throw error;
    }
    if (buffer.length === 0 && !part.filename) continue;
    if (part.fieldname === '__proto__') continue;
    if (Object.hasOwn(files, part.fieldname)) {
      throw fieldHttpError(400, part.fieldname, 'Send one file only');
    }
    files[part.fieldname] = {
      fieldname: part.fieldname,
      filename: part.filename,
      mimetype: part.mimetype,
      buffer,
    };
  }
  return { fields, files };
}

/**
 * Validates body fields with a zod schema. On failure throws the same 400 envelope as a route
 * schema would (`errors:[{field, message}]`, missing fields as "X is required"), by handing the
 * issues to the one formatter of server/errors.ts.
 */
export function parseFields<T>(schema: z.ZodType<T>, fields: unknown): T {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const validation = result.error.issues.map((issue) => ({
    instancePath: issue.path.length ? '/' + issue.path.map(String).join('/') : '',
    keyword: issue.code,
    message: issue.message,
  }));
  const [, body] = toErrorReply({ validation, validationContext: 'body' });
  throw badRequest(body.message, body.errors);
}

/** A positive integer id from the path (`/:id`): 400 "<name> must be a positive integer". */
export const positiveIdParam = (name: string) => {
  const message = `${name} must be a positive integer`;
  return z
    .string({ error: message })
    .regex(/^[1-9]\d{0,9}$/, message)
    .transform(Number)
    .refine((n) => n <= MAX_INT4, message);
};

/** `params: z.object({ id: idParam })` -> `request.params.id` is a number. */
export const idParam = positiveIdParam('id');
