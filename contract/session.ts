// No schema library here: the sign-in screen reads this before any other contract code loads.

/** sessionStorage key of the token (SPEC.md §9). */
export const TOKEN_STORAGE_KEY = 'token';
