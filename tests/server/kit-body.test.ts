import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../../contract';
import { idParam, parseFields, readBody } from '../../server/http/body';
import { formData, kitApp } from './kit-fastify';

let app: FastifyInstance;

const createSchema = z.object({
  name: z.string().min(2, 'Name must be at least 2 characters'),
  email: z.string().email('Enter a valid e-mail address'),
});

beforeAll(async () => {
  app = await kitApp((a) => {
    a.post('/echo', async (request) => {
      const { fields, files } = await readBody(request);
      const summary = Object.fromEntries(
        Object.entries(files).map(([k, f]) => [k, { ...f, buffer: f.buffer.length }]),
      );
      return { fields, files: summary };
    });
    a.post('/create', async (request) => {
      const { fields } = await readBody(request);
      return parseFields(createSchema, fields);
    });
    a.get('/things/:id', { schema: { params: z.object({ id: idParam }) } }, async (request) => ({
      id: (request.params as { id: number }).id,
    }));
  });
});
afterAll(async () => {
  await app?.close();
});

describe('readBody', () => {
  it('returns the parsed object of a JSON body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { name: 'Aurora', n: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fields: { name: 'Aurora', n: 2 }, files: {} });
  });

  it('refuses a JSON body that is not an object with a 400 envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'failed',
      message: 'The request body must be a JSON object',
      errors: [{ field: 'body', message: 'The request body must be a JSON object' }],
    });
  });

  it('reads multipart fields as strings, repeated names as arrays, and buffers files', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: formData([
        ['name', 'Aurora'],
        ['status', '1'],
        ['tag', 'a'],
        ['tag', 'b'],
        ['cover_photo', { bytes: 'hello', filename: 'c.png', type: 'image/png' }],
      ]),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      fields: { name: 'Aurora', status: '1', tag: ['a', 'b'] },
      files: {
        cover_photo: {
          fieldname: 'cover_photo',
          filename: 'c.png',
          mimetype: 'image/png',
          buffer: 5,
        },
      },
    });
  });

  it('treats an empty file input as no file', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: formData([
        ['name', 'Aurora'],
        ['cover_photo', { bytes: '', filename: '' }],
      ]),
    });
    expect(res.json()).toEqual({ fields: { name: 'Aurora' }, files: {} });
  });

  it('answers 413 naming the field when a file is over 5 MB', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: formData([
        ['cover_photo', { bytes: Buffer.alloc(MAX_UPLOAD_BYTES + 1), filename: 'big.png' }],
      ]),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      status: 'failed',
      message: 'cover_photo: the file is larger than 5 MB',
      errors: [{ field: 'cover_photo', message: 'The file is larger than 5 MB' }],
    });
  });

  it('accepts a file of exactly 5 MB', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: formData([
        ['cover_photo', { bytes: Buffer.alloc(MAX_UPLOAD_BYTES), filename: 'max.png' }],
      ]),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().files.cover_photo.buffer).toBe(MAX_UPLOAD_BYTES);
  });

  it('answers 413 for too many files and 400 for one field name sent with two files', async () => {
    const file = { bytes: 'x', filename: 'x.png' };
    const three = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: formData([
        ['a', file],
        ['b', file],
        ['c', file],
      ]),
    });
    expect(three.statusCode).toBe(413);
    expect(three.json()).toMatchObject({ status: 'failed', message: 'Too many files in the form' });

    const twice = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: formData([
        ['cover_photo', file],
        ['cover_photo', file],
      ]),
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual([{ field: 'cover_photo', message: 'Send one file only' }]);
  });

  it('answers 413 for too many fields', async () => {
    const entries = Array.from({ length: 51 }, (_, i) => [`f${i}`, 'v'] as [string, string]);
    const res = await app.inject({ method: 'POST', url: '/echo', payload: formData(entries) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Too many fields in the form');
  });
});

describe('parseFields', () => {
  it('returns the parsed values', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/create',
      payload: formData([
        ['name', 'Aurora'],
        ['email', 'a@b.co'],
      ]),
    });
    expect(res.json()).toEqual({ name: 'Aurora', email: 'a@b.co' });
  });

  it('throws the 400 validation envelope with one error per field', async () => {
    const res = await app.inject({ method: 'POST', url: '/create', payload: { name: 'A' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'failed',
      message: 'Name must be at least 2 characters; E-mail is required',
      errors: [
        { field: 'name', message: 'Name must be at least 2 characters' },
        { field: 'email', message: 'E-mail is required' },
      ],
    });
  });
});

describe('idParam', () => {
  it('gives the route a number', async () => {
    const res = await app.inject({ method: 'GET', url: '/things/42' });
    expect(res.json()).toEqual({ id: 42 });
  });

  it.each(['0', '-1', '1.5', 'abc', '007', '99999999999', '2147483648'])(
    'answers 400 "id must be a positive integer" for %s',
    async (id) => {
      const res = await app.inject({ method: 'GET', url: `/things/${id}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 'failed',
        message: 'id must be a positive integer',
        errors: [{ field: 'id', message: 'id must be a positive integer' }],
      });
    },
  );
});
