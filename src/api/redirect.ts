/**
 * Where sign-in and sign-out lead. Its own module without dependencies: the sign-in screen of a
 * signed-out visitor (src/LoginShell.tsx) uses it before the console's code has loaded.
 */
export const LOGIN_PATH = '/auth/login';
export const HOME_PATH = '/dashboards/modern';

/** Only same-site paths are followed after login (no open redirect). */
export const safeRedirect = (to: string | null | undefined): string =>
  to && to.startsWith('/') && !to.startsWith('//') && !to.startsWith(LOGIN_PATH) ? to : HOME_PATH;
