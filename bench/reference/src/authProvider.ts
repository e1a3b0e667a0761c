/** Sign-in against the server's users/login; the token is kept in sessionStorage. */
import type { AuthProvider } from '@refinedev/core';
import { http, TOKEN_KEY } from './dataProvider';

export const authProvider: AuthProvider = {
  login: async ({ email, password }) => {
    try {
      const { data } = await http.post('users/login', { email, password });
      sessionStorage.setItem(TOKEN_KEY, data.token);
      return { success: true, redirectTo: '/' };
    } catch {
      return {
        success: false,
        error: { name: 'LoginError', message: 'Invalid email or password' },
      };
    }
  },
  logout: async () => {
    sessionStorage.removeItem(TOKEN_KEY);
    return { success: true, redirectTo: '/auth/login' };
  },
  check: async () =>
    sessionStorage.getItem(TOKEN_KEY)
      ? { authenticated: true }
      : { authenticated: false, redirectTo: '/auth/login' },
  getPermissions: async () => null,
  getIdentity: async () => {
    const token = sessionStorage.getItem(TOKEN_KEY);
    if (!token) return null;
    const claims = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    return { id: claims.id, name: claims.name };
  },
  onError: async (error) =>
    error?.statusCode === 401 ? { logout: true, redirectTo: '/auth/login' } : {},
};
