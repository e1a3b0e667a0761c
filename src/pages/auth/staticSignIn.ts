/**
 * The sign-in screen the build draws into index.html (scripts/vite-static-screens.ts), which
 * public/boot-drawings.js puts in the page for a signed-out visitor before the console's code has
 * run. The visitor may already type, and send the form: the boot script keeps a sending for later.
 */
export const STATIC_SIGN_IN_ID = 'pp-static-sign-in';

const FIELDS = ['email', 'password'] as const;

/** What the visitor did on the drawn screen, for the React form to carry on from. */
export interface StaticSignIn {
  email: string;
  password: string;
  /** The field that has the keyboard focus, if one has. */
  focused: (typeof FIELDS)[number] | null;
  /** The visitor sent the form (Enter, or the button). */
  sent: boolean;
}

/**
 * What was done on the drawn screen, if it is in the page; null otherwise. Read as the React form
 * first renders, before its own field takes the focus. The React form's fields have the same ids
 * (antd's `login_email`...).
 */
export function readStaticSignIn(): StaticSignIn | null {
  // The build draws this form in Node (scripts/static-sign-in.ts).
  if (typeof document === 'undefined') return null;
  const form = document.querySelector(`#${STATIC_SIGN_IN_ID} form`);
  if (!form) return null;
  const field = (name: (typeof FIELDS)[number]) =>
    form.querySelector<HTMLInputElement>(`#login_${name}`);
  return {
    email: field('email')?.value ?? '',
    password: field('password')?.value ?? '',
    focused: FIELDS.find((name) => field(name) === document.activeElement) ?? null,
    sent: form.hasAttribute('data-sent'),
  };
}

/** Takes the drawn screen out of the page; false if it was already gone. */
export function removeStaticSignIn(): boolean {
  const element = document.getElementById(STATIC_SIGN_IN_ID);
  document.documentElement.removeAttribute('data-static-sign-in');
  element?.remove();
  return element !== null;
}
