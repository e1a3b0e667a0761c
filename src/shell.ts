import { TOKEN_STORAGE_KEY } from '../contract/session';
import { LOGIN_PATH } from './api/redirect';

/**
 * A visitor without a session who opens the sign-in page gets only the sign-in screen
 * (src/LoginShell.tsx): the console (Refine, its data layer, the layout) is its own download,
 * started once the sign-in request is sent, so the first screen most visitors see stays small.
 * Everybody else gets the console straight away.
 */
export const isSignedOutSignIn = (): boolean =>
  window.location.pathname.startsWith(LOGIN_PATH) && !sessionStorage.getItem(TOKEN_STORAGE_KEY);

/** The console itself: Refine, the data provider, the routes. */
export const loadConsole = () => import('./App');
