/** The `<main>` landmark of the main layout: the skip link's and the palette's focus target. */
export const MAIN_ID = 'main-content';

/** Puts the keyboard focus on the page itself, so the next Tab goes to its first control. */
export function focusMainContent(): void {
  document.getElementById(MAIN_ID)?.focus();
}
