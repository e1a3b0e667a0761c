/**
 * The error replies a route documents for /api/docs: every refusal has the one error body of
 * DESIGN.md, so a route names only its status codes.
 */
import { errorReplySchema } from '../../contract';

/** `{ 400: errorReplySchema, 401: errorReplySchema, … }` for the status codes given. */
export const errorReplies = <const Code extends number>(...codes: Code[]) =>
  Object.fromEntries(codes.map((code) => [code, errorReplySchema])) as Record<
    Code,
    typeof errorReplySchema
  >;
