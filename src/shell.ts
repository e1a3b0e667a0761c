import { TOKEN_STORAGE_KEY } from '../contract/session';
import { LOGIN_PATH } from './api/redirect';

/**
 * A visitor without a session who opens the sign-in page gets only the sign-in screen
 * (src/LoginShell.tsx): the console (Refine, its data layer, the layout) is its own download,
 * started once the sign-in request is sent, so the first screen most visitors see stays small.
 * Everybody else gets the console straight away.
 */
export const isSignedOutSignIn = (pathname = window.location.pathname): boolean =>
  pathname.startsWith(LOGIN_PATH) && !sessionStorage.getItem(TOKEN_STORAGE_KEY);

/** The public landing page, which needs neither a session nor the console (src/LandingShell.tsx). */
export const LANDING_PATH = '/landingpage';
export const isLandingPage = (pathname = window.location.pathname): boolean =>
  pathname.replace(/\/$/, '') === LANDING_PATH;

/** The console itself: Refine, the data provider, the routes. */
export const loadConsole = () => import('./App');
