// No schema library here: the sign-in screen reads this before any other contract code loads.

/** sessionStorage key of the token (SPEC.md §9). */
export const TOKEN_STORAGE_KEY = 'token';

/**
 * Why a session ended, sent as `reason` beside the message of the 401 that refuses its token, so
 * the console's sign-in page can say why in the user's language.
 */
export const SESSION_END_REASONS = [
  'logout',
  'password',
  'role',
  'institution',
  'deleted',
  'revoked',
  'expired',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** The server's sentence for each reason (the console has its own in every locale). */
export const SESSION_END_MESSAGES: Record<SessionEndReason, string> = {
  logout: 'You signed out. Please sign in again.',
  password: 'You were signed out because your password changed.',
  role: 'You were signed out because your role changed.',
  institution: 'You were signed out because your institution changed.',
  deleted: 'You were signed out because your account was deleted.',
  revoked: 'You were signed out everywhere by an administrator.',
  expired: 'Your session expired. Please sign in again.',
};

export const isSessionEndReason = (value: unknown): value is SessionEndReason =>
  typeof value === 'string' && (SESSION_END_REASONS as readonly string[]).includes(value);
