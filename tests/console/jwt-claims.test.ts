// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseJwtClaims } from '../../contract';
import { makeToken } from '../../mocks/v1/jwt';
import { decodeJwt } from '../../src/api/jwt';

const claims = { name: 'Vera Venue', id: 2, role: 2, institution_id: 7, iat: 1, exp: 2 };

describe('parseJwtClaims (contract/jwt-claims.ts)', () => {
  it('keeps the claims and leaves other keys out', () => {
    expect(parseJwtClaims({ ...claims, extra: 'x' })).toEqual(claims);
    expect(parseJwtClaims({ name: 'A', id: 1, role: 1, institution_id: null })).toEqual({
      name: 'A',
      id: 1,
      role: 1,
      institution_id: null,
    });
  });

  it.each([
    ['no payload', null],
    ['a list', [claims]],
    ['a text', 'claims'],
    ['no name', { ...claims, name: undefined }],
    ['an id as text', { ...claims, id: '2' }],
    ['a fractional role', { ...claims, role: 1.5 }],
    ['an id beyond safe integers', { ...claims, id: 2 ** 60 }],
    ['no institution_id', { name: 'A', id: 1, role: 1 }],
    ['an institution_id as text', { ...claims, institution_id: '7' }],
    ['an exp as text', { ...claims, exp: '2' }],
    ['an iat that is null', { ...claims, iat: null }],
  ])('refuses %s', (_, payload) => {
    expect(parseJwtClaims(payload)).toBeNull();
  });
});

describe('decodeJwt (src/api/jwt.ts)', () => {
  it("reads a token's claims, and another token's after a switch of user", () => {
    const admin = makeToken({ role: 1, id: 1 });
    const venue = makeToken({ role: 2, id: 2, institution_id: 7 });
    expect(decodeJwt(admin)).toMatchObject({ role: 1, id: 1, institution_id: null });
    expect(decodeJwt(venue)).toMatchObject({ role: 2, id: 2, institution_id: 7 });
    expect(decodeJwt(admin)).toMatchObject({ role: 1, id: 1 });
  });

  it('reads a token once: its claims cannot be changed by a caller', () => {
    const token = makeToken({ role: 2, institution_id: 7 });
    const claims = decodeJwt(token)!;
    expect(decodeJwt(token)).toBe(claims);
    expect(() => {
      (claims as { role: number }).role = 1;
    }).toThrow(TypeError);
    expect(decodeJwt(token)?.role).toBe(2);
  });

  it('has no claims for no token, a malformed one, or one whose claims are refused', () => {
    expect(decodeJwt(null)).toBeNull();
    expect(decodeJwt('not.a-token')).toBeNull();
    expect(decodeJwt('a.b.c')).toBeNull();
    expect(decodeJwt(makeToken({ role: 1, id: 1.5 }))).toBeNull();
    expect(decodeJwt(makeToken({ role: 1 }))).not.toBeNull();
  });
});
