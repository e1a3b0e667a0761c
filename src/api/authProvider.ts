import type { AuthProvider } from '@refinedev/core';
import type { AxiosInstance } from 'axios';
import { paths, type JwtClaims, type Profile } from '../../contract';
import { api } from './client';
import { serverCapabilities } from './serverIdentity';
import { isHttpError } from './httpError';
import { decodeJwt, isExpired } from './jwt';
import { normaliseValue } from './legacy';
import {
  clearSession,
  currentRole,
  getClaims,
  getStoredUser,
  getToken,
  hasValidToken,
  identityFromClaims,
  identityFromProfile,
  saveSession,
  saveUser,
  type Identity,
} from './session';
import { HOME_PATH, LOGIN_PATH, safeRedirect } from './redirect';
import { clearSessionEnd, saveSessionEnd } from './sessionEnd';

/** Signing out waits this long for the server to end the session, then signs out locally. */
export const LOGOUT_TIMEOUT_MS = 5_000;

export { HOME_PATH, LOGIN_PATH, safeRedirect };

export interface LoginParams {
  email: string;
  password: string;
  /** Where to go after signing in (the `?to=` of the login page). */
  to?: string | null;
}

const currentPath = (): string =>
  typeof window === 'undefined'
    ? HOME_PATH
    : `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** The profile's schema (and zod with it) loads with the first profile read, not with the page. */
const parseProfile = async (data: unknown): Promise<Profile | null> => {
  const { profileSchema } = await import('../../contract/user');
  const parsed = profileSchema.safeParse(normaliseValue(data));
  return parsed.success ? parsed.data : null;
};

const fetchProfile = async (client: AxiosInstance): Promise<Profile | null> => {
  const res = await client.get(paths.ownProfile);
  const body: unknown = res.data;
  const data = body && typeof body === 'object' && 'data' in body ? body.data : body;
  return parseProfile(data);
};

/** The signed-in user from their profile, stored for the header; null when it cannot be read. */
async function readIdentity(client: AxiosInstance, claims: JwtClaims): Promise<Identity | null> {
  try {
    const profile = await fetchProfile(client);
    if (!profile) return null;
    const user = identityFromProfile(profile, claims);
    saveUser(user);
    return user;
  } catch {
    return null;
  }
}

/**
 * Reads the signed-in user's profile again (a name or picture changed elsewhere) and stores it.
 * True when what the header shows changed: the caller then makes Refine read the identity again.
 * The layout calls it once the page is quiet (src/layout/ProfileRefresh.ts).
 */
export async function refreshIdentity(client: AxiosInstance = api): Promise<boolean> {
  const claims = getClaims();
  if (!claims || isExpired(claims)) return false;
  const before = JSON.stringify(getStoredUser());
  const user = await readIdentity(client, claims);
  return user !== null && JSON.stringify(user) !== before;
}

const errorOf = (error: unknown): Error => {
  if (isHttpError(error)) return { name: error.name ?? 'HttpError', message: error.message };
  if (error instanceof Error) return error;
  return new Error(String(error));
};

export function createAuthProvider(client: AxiosInstance = api): AuthProvider {
  return {
    login: async ({ email, password, to }: LoginParams) => {
      try {
        const res = await client.post(paths.login, { email, password });
        const body = res.data as { token?: unknown; data?: unknown };
        const token = typeof body?.token === 'string' ? body.token : null;
        const claims = decodeJwt(token);
        if (!token || !claims) throw new Error('The server sent no valid token');
        // Store the token first: the profile call below needs it.
        saveSession(token, null);
        let profile = await parseProfile(body.data);
        if (!profile) {
          // Legacy server: the reply has only `token`; read the claims, then the profile.
          try {
            profile = await fetchProfile(client);
          } catch {
            profile = null;
          }
        }
        const user: Identity = profile
          ? identityFromProfile(profile, claims)
          : identityFromClaims(claims);
        saveSession(token, user);
        clearSessionEnd();
        return { success: true, redirectTo: safeRedirect(to) };
      } catch (error) {
        clearSession(); // SPEC §4: a failed login clears the user and the token.
        return { success: false, error: errorOf(error) };
      }
    },

    logout: async () => {
      if (getToken()) {
        // The user signs out: the server ends the session, so the token is refused everywhere.
        // The legacy server has no such call: there the token is only forgotten here.
        try {
          if ((await serverCapabilities()).signOut) {
            await client.post(paths.logout, undefined, { timeout: LOGOUT_TIMEOUT_MS });
          }
        } catch {
          // An ended session or no network: the session ends here all the same.
        }
        clearSessionEnd();
      }
      // Without a token the server ended the session: its reason stays for the sign-in page.
      clearSession();
      return { success: true, redirectTo: LOGIN_PATH };
    },

    check: async () => {
      if (hasValidToken()) return { authenticated: true };
      if (getToken()) saveSessionEnd({ reason: 'expired' });
      clearSession();
      return { authenticated: false, redirectTo: LOGIN_PATH, logout: true };
    },

    getPermissions: async () => currentRole(),

    getIdentity: async () => {
      const claims = getClaims();
      if (!claims || isExpired(claims)) return null;
      // The user stored at sign-in shows at once: reading the profile (and zod to check it) waits
      // until the page is quiet (refreshIdentity). Without one, the profile is read now.
      return getStoredUser() ?? (await readIdentity(client, claims)) ?? identityFromClaims(claims);
    },

    onError: async (error: unknown) => {
      const status = isHttpError(error)
        ? error.statusCode
        : (error as { status?: number } | null)?.status;
      if (status === 401) {
        clearSession();
        const to = currentPath();
        const keep = to.startsWith(LOGIN_PATH) ? '' : `?to=${encodeURIComponent(to)}`;
        return { logout: true, redirectTo: `${LOGIN_PATH}${keep}`, error: errorOf(error) };
      }
      // 403: the role may not do this; stay signed in.
      return {};
    },
  };
}

export const authProvider = createAuthProvider();
