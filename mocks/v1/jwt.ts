import type { JwtClaims } from '../../contract';

const b64url = (value: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A JWT-shaped token with the given claims (unsigned: the console never verifies). */
export function makeToken(claims: Partial<JwtClaims> & { role: number }, expiresInSec = 3600) {
  const now = Math.floor(Date.now() / 1000);
  const payload: JwtClaims = {
    name: 'Test User',
    id: 1,
    institution_id: null,
    iat: now,
    exp: now + expiresInSec,
    ...claims,
  };
  return `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify(payload))}.sig`;
}
