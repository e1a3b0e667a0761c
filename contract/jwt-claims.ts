/**
 * JWT claims shared with the legacy server: `id` is the user_id, `institution_id` may be null.
 * Checked without zod: the console reads them on every page's first load, where zod would add
 * ~24 KB gzip; the server only signs them.
 */
export interface JwtClaims {
  name: string;
  id: number;
  role: number;
  institution_id: number | null;
  iat?: number;
  exp?: number;
}

const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The claims of a decoded payload, other keys left out; null when one is missing or wrong. */
export function parseJwtClaims(payload: unknown): JwtClaims | null {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return null;
  const { name, id, role, institution_id, iat, exp } = payload as Record<string, unknown>;
  if (typeof name !== 'string' || !isInt(id) || !isInt(role)) return null;
  if (institution_id !== null && !isInt(institution_id)) return null;
  if ((iat !== undefined && !isNumber(iat)) || (exp !== undefined && !isNumber(exp))) return null;
  return {
    name,
    id,
    role,
    institution_id,
    ...(iat === undefined ? {} : { iat }),
    ...(exp === undefined ? {} : { exp }),
  };
}
