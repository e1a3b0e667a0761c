/**
 * JWT: HS256 with the claims of the legacy server, `{name, id, role, institution_id}` + iat/exp.
 * The console reads role and institution from these claims; the server re-reads them from the
 * database on every request (guard.ts), so a stale claim never grants anything.
 */
import { errors, jwtVerify, SignJWT } from 'jose';
import type { JwtClaims } from '../../contract';

export type TokenClaims = Pick<JwtClaims, 'name' | 'id' | 'role' | 'institution_id'>;

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
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(keyOf(secret));
}

export type VerifyResult =
  | { ok: true; claims: TokenClaims & { iat?: number; exp?: number } }
  | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Verifies signature (HS256 only: `alg: none` and other algorithms are refused) and expiry; a
 * token without `exp` is refused too (every token we sign has one: one without never ends).
 */
export async function verifyToken(token: string, secret: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
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
        iat: payload.iat,
        exp: payload.exp,
      },
    };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'invalid' };
  }
}
