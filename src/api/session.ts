import { TOKEN_STORAGE_KEY, type JwtClaims, type Profile } from '../../contract';
import { decodeJwt, isExpired } from './jwt';

/** sessionStorage key of the signed-in user (the token key comes from the contract). */
export const USER_STORAGE_KEY = 'user';

/** The signed-in user as the console uses it: the profile, or what the JWT claims tell. */
export interface Identity {
  id: number;
  user_id: number;
  name: string;
  email: string | null;
  role: number;
  institution_id: number | null;
  institution: { institution_id: number; name: string } | null;
  profile_pic: string | null;
}

export const getToken = (): string | null =>
  // None outside a browser (Node tests and scripts).
  typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(TOKEN_STORAGE_KEY);

export const getClaims = (): JwtClaims | null => decodeJwt(getToken());

/** A token is present and not expired. */
export const hasValidToken = (): boolean => {
  const claims = getClaims();
  return claims !== null && !isExpired(claims);
};

export const identityFromClaims = (claims: JwtClaims): Identity => ({
  id: claims.id,
  user_id: claims.id,
  name: claims.name,
  email: null,
  role: claims.role,
  institution_id: claims.institution_id,
  institution: null,
  profile_pic: null,
});

export const identityFromProfile = (profile: Profile, claims: JwtClaims | null): Identity => ({
  id: profile.user_id,
  user_id: profile.user_id,
  name: profile.name,
  email: profile.email,
  // The token is what the server checks: its role and institution win over the profile's.
  role: claims?.role ?? profile.role,
  institution_id:
    claims?.institution_id ?? profile.institution_id ?? profile.institution?.institution_id ?? null,
  institution: profile.institution ?? null,
  profile_pic: profile.profile_pic ?? null,
});

export const saveSession = (token: string, user: Identity | null): void => {
  sessionStorage.setItem(TOKEN_STORAGE_KEY, token);
  if (user) sessionStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  else sessionStorage.removeItem(USER_STORAGE_KEY);
};

export const saveUser = (user: Identity): void =>
  sessionStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));

export const getStoredUser = (): Identity | null => {
  const raw = sessionStorage.getItem(USER_STORAGE_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Identity;
  } catch {
    return null;
  }
};

/** SPEC §4: logout (and a failed login) clears the user and the stored token. */
export const clearSession = (): void => {
  sessionStorage.removeItem(TOKEN_STORAGE_KEY);
  sessionStorage.removeItem(USER_STORAGE_KEY);
};

/** The role the console acts on: from the token's claims, null when signed out. */
export const currentRole = (): number | null => {
  const claims = getClaims();
  return claims && !isExpired(claims) ? claims.role : null;
};

/** The institution of roles 2 and 3, from the token's claims. */
export const currentInstitutionId = (): number | null => getClaims()?.institution_id ?? null;
