import { describe, expect, it } from 'vitest';
import { parseJwtClaims } from '../../contract';

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
