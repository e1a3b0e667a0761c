/**
 * The password rules of the server and the console's forms (a password the form accepts is one
 * the server accepts). Without zod, so a form with a password field does not load it.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 1024;

/**
 * Passwords refused whatever their length: the most common ones of 10+ characters in public
 * breach lists, plus this product's own names. Compared case-insensitively.
 */
export const COMMON_PASSWORDS: readonly string[] = [
  '1234567890',
  '0123456789',
  '0987654321',
  '1111111111',
  '0000000000',
  '123456789a',
  'a123456789',
  '12345678910',
  '123456789012',
  '1q2w3e4r5t',
  '1qaz2wsx3edc',
  'qwertyuiop',
  'qwerty1234',
  'qwerty12345',
  'asdfghjkl1',
  'password12',
  'password123',
  'password1234',
  'password!1',
  'passw0rd123',
  'iloveyou12',
  'letmein123',
  'welcome123',
  'welcome1234',
  'administrator',
  'admin12345',
  'admin123456',
  'changeme123',
  'football123',
  'baseball123',
  'princess123',
  'sunshine123',
  'trustno1234',
  'superman123',
  'partypass123',
  'partypass2026',
];

export type PasswordProblem = 'required' | 'tooShort' | 'tooLong' | 'common';

export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  required: 'Password is required',
  tooShort: `The password must have at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `The password must have at most ${PASSWORD_MAX_LENGTH} characters`,
  common: 'This password is too common: choose another one',
};

/** The first rule a password breaks, or null. Any character is allowed (spaces, <, &, quotes). */
export function passwordProblem(password: string | null | undefined): PasswordProblem | null {
  if (!password) return 'required';
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (COMMON_PASSWORDS.includes(password.toLowerCase())) return 'common';
  return null;
}

/** 0-4, for the console's strength hint: rules passed plus variety of character classes. */
export function passwordStrength(password: string | null | undefined): number {
  if (!password || passwordProblem(password)) return 0;
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password));
  let score = 1;
  if (classes.length >= 3) score += 1;
  if (password.length >= 14) score += 1;
  if (classes.length === 4 && password.length >= 12) score += 1;
  return score;
}
