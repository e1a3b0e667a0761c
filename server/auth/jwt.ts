/**
 * JWT: HS256 with the claims of the legacy server, `{name, id, role, institution_id}` + iat/exp,
 * and `sid`, the id of the token's row in the sessions table (server/auth/sessions.ts).
 * The console reads role and institution from these claims; the server re-reads them from the
 * database on every request (guard.ts), so a stale claim never grants anything.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { JwtClaims } from '../../contract';

export type TokenClaims = Pick<JwtClaims, 'name' | 'id' | 'role' | 'institution_id'> & {
  /** The session's id; tokens signed before sessions existed have none (the guard refuses them). */
  sid?: string;
};

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signToken(
  claims: TokenClaims,
  secret: string,
  expiresIn: string | number,
): Promise<string> {
  return new SignJWT({
    name: claims.name,
    id: claims.id,
    role: claims.role,
    institution_id: claims.institution_id,
    ...(claims.sid ? { sid: claims.sid } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(keyOf(secret));
}

export type VerifyResult =
  | { ok: true; claims: TokenClaims & { iat?: number; exp?: number } }
  | { ok: false; reason: 'expired' | 'invalid' };

/** The claims `verifyToken` hands on (id checked to be an integer). */
function verified(payload: Record<string, unknown>): VerifyResult {
  if (typeof payload.id !== 'number' || !Number.isInteger(payload.id)) {
    return { ok: false, reason: 'invalid' };
  }
  return {
    ok: true,
    claims: {
      name: String(payload.name ?? ''),
      id: payload.id,
      role: Number(payload.role),
      institution_id: typeof payload.institution_id === 'number' ? payload.institution_id : null,
      ...(typeof payload.sid === 'string' ? { sid: payload.sid } : {}),
      iat: payload.iat as number | undefined,
      exp: payload.exp as number | undefined,
    },
  };
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** A base64url segment as JSON, or undefined unless it is canonical base64url of strict UTF-8. */
function segmentJson(segment: string): unknown {
  const bytes = Buffer.from(segment, 'base64url');
  if (bytes.toString('base64url') !== segment) return undefined;
  try {
    return JSON.parse(strictUtf8.decode(bytes));
  } catch {
    return undefined;
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The common case, decided synchronously with node:crypto (jose's WebCrypto HMAC is a round trip
 * through libuv's thread pool on every request): a token we signed ourselves, i.e. three
 * canonical base64url segments, the HMAC-SHA256 of the first two equal to the third, a header
 * `{alg:"HS256"}` without `crit`/`b64`, and claims with a numeric `exp`, no `nbf` and `iat`
 * absent or numeric. Answers `ok` or `expired` exactly as jose would for such a token;
 * `undefined` for anything else, which `verifyToken` then hands to jose, so every unusual or
 * forged token gets jose's own answer.
 */
function verifyCommonToken(token: string, secret: string): VerifyResult | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, payload, signature] = parts;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || given.toString('base64url') !== signature) {
    return undefined;
  }
  if (!timingSafeEqual(given, expected)) return undefined;
  const head = segmentJson(header);
  if (!isPlainObject(head) || head.alg !== 'HS256' || 'crit' in head || 'b64' in head) {
    return undefined;
  }
  const claims = segmentJson(payload);
  if (!isPlainObject(claims) || typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) {
    return undefined;
  }
  if (claims.nbf !== undefined || (claims.iat !== undefined && typeof claims.iat !== 'number')) {
    return undefined;
  }
  // jose: expired when exp <= now (whole seconds, no clock tolerance).
  if (claims.exp <= Math.floor(Date.now() / 1000)) return { ok: false, reason: 'expired' };
  return verified(claims);
}

/**
 * Verifies signature (HS256 only: `alg: none` and other algorithms are refused) and expiry; a
 * token without `exp` is refused too (every token we sign has one: one without never ends).
 * Tokens of the shape we sign are checked synchronously (verifyCommonToken); everything else
 * goes through jose.
 */
export async function verifyToken(token: string, secret: string): Promise<VerifyResult> {
  const common = verifyCommonToken(token, secret);
  if (common) return common;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    return verified(payload);
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'invalid' };
  }
}
