/**
 * Replies written from the contract's schemas: a writer generated once per schema
 * (fast-json-stringify, as Fastify's own response schemas do) instead of checking every row of
 * every reply with zod at run time. The mappings in this folder build the contract's shape, and
 * tests/server/reply-serialisation.test.ts parses what each writer writes with the contract.
 */
import fastJson, { type Schema } from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A function writing a value of `schema`'s output as JSON. Keys the schema does not name are left
 * out (as zod's parse strips them), nothing is checked: a value of the wrong shape is the
 * mapping's bug, which the serialisation tests catch.
 */
export function contractWriter<T extends z.ZodType>(schema: T): (value: z.output<T>) => string {
  return fastJson(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as Schema);
}
