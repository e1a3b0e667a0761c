import { parseJwtClaims, type JwtClaims } from '../../contract';

const decodeBase64Url = (segment: string): string => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

// The last token read and its claims: the session, role and institution checks read the same
// token many times in each render of the console (frozen, so no caller can change them).
let last: { token: string; claims: JwtClaims | null } | undefined;

/** Reads the claims of a JWT. No signature check: the server is the gate, this only reads. */
export function decodeJwt(token: string | null | undefined): JwtClaims | null {
  if (!token) return null;
  if (last?.token === token) return last.claims;
  const parts = token.split('.');
  let claims: JwtClaims | null = null;
  if (parts.length === 3) {
    try {
      claims = Object.freeze(parseJwtClaims(JSON.parse(decodeBase64Url(parts[1]))));
    } catch {
      claims = null;
    }
  }
  last = { token, claims };
  return claims;
}

/** True when the claims carry an `exp` in the past (with a few seconds of clock skew). */
export function isExpired(claims: JwtClaims | null, nowMs: number = Date.now(), skewSec = 5) {
  if (!claims) return true;
  if (typeof claims.exp !== 'number') return false;
  return claims.exp + skewSec <= Math.floor(nowMs / 1000);
}
