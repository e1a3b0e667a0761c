/**
 * verifyToken decides the tokens we sign with node:crypto and hands every other token to jose:
 * whatever the path, it must accept and refuse exactly what jose alone does.
 */
import { createHmac } from 'node:crypto';
import { errors, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from '../../server/auth/jwt';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const now = () => Math.floor(Date.now() / 1000);
const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

function hs256(header: unknown, payload: unknown, secret = SECRET): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

/** What jose alone answers, in verifyToken's terms. */
async function joseAlone(token: string) {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(SECRET), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    return typeof payload.id === 'number' && Number.isInteger(payload.id) ? 'ok' : 'invalid';
  } catch (error) {
    return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
  }
}

const H = { alg: 'HS256', typ: 'JWT' };
const claims = { name: 'A', id: 7, role: 1, institution_id: null, iat: now(), exp: now() + 600 };

describe('verifyToken', () => {
  it('accepts our own tokens with their claims', async () => {
    const token = await signToken({ name: 'Ada', id: 3, role: 2, institution_id: 9 }, SECRET, '1h');
    const result = await verifyToken(token, SECRET);
    expect(result).toMatchObject({
      ok: true,
      claims: { name: 'Ada', id: 3, role: 2, institution_id: 9 },
    });
  });

  it('gives the same answer as jose for odd, expired and forged tokens', async () => {
    const good = hs256(H, claims);
    const [h, p, s] = good.split('.');
    const flip = (c: string) => (c === 'A' ? 'B' : 'A');
    const tokens: Record<string, string> = {
      good,
      expired: hs256(H, { ...claims, exp: now() - 1 }),
      'expires now': hs256(H, { ...claims, exp: now() }),
      'no exp': hs256(H, { ...claims, exp: undefined }),
      'exp as text': hs256(H, { ...claims, exp: String(now() + 600) }),
      'nbf in the future': hs256(H, { ...claims, nbf: now() + 600 }),
      'nbf in the past': hs256(H, { ...claims, nbf: now() - 600 }),
      'iat as text': hs256(H, { ...claims, iat: 'yesterday' }),
      'id as text': hs256(H, { ...claims, id: '7' }),
      'id not whole': hs256(H, { ...claims, id: 7.5 }),
      'payload an array': hs256(H, [claims]),
      'payload not JSON': hs256(H, 'not json'),
      'header without alg': hs256({ typ: 'JWT' }, claims),
      'alg HS512': hs256({ alg: 'HS512' }, claims),
      'alg none': `${b64({ alg: 'none' })}.${b64(claims)}.`,
      'crit b64': hs256({ ...H, crit: ['b64'], b64: true }, claims),
      'crit unknown': hs256({ ...H, crit: ['exp'] }, claims),
      'other secret': hs256(H, claims, `${SECRET}!`),
      'signature changed': `${h}.${p}.${flip(s[0])}${s.slice(1)}`,
      'signature padded': `${good}=`,
      'signature last character': `${h}.${p}.${s.slice(0, -1)}${s.endsWith('A') ? 'B' : 'A'}`,
      'payload padded': `${h}.${p}=.${s}`,
      'two parts': `${h}.${p}`,
      'four parts': `${good}.x`,
      empty: '',
    };
    for (const [name, token] of Object.entries(tokens)) {
      const result = await verifyToken(token, SECRET);
      const answer = result.ok ? 'ok' : result.reason;
      expect(answer, name).toBe(await joseAlone(token));
    }
    expect((await verifyToken(good, SECRET)).ok).toBe(true);
    expect(await verifyToken(tokens.expired, SECRET)).toEqual({ ok: false, reason: 'expired' });
  });
});
