import { useEffect } from 'react';
import { focusMainContent, MAIN_ID } from '../layout/mainContent';

/**
 * Rendered inside the palette, so it lives exactly as long as the palette is open. On closing,
 * kbar gives the focus back to the element that had it before Ctrl+K: right after Escape or a
 * language or mode switch, but after an action that opened another screen that element is the
 * previous screen's menu entry or button (or nothing, when it is gone), and the next Tab would
 * not go into the new screen (WCAG 2.4.3). Then the focus goes to the new screen's `<main>`, as
 * the skip link does.
 */
export function PaletteFocusReturn() {
  useEffect(() => {
    const openedOn = window.location.pathname;
    // An effect's cleanup runs once the palette's elements are gone from the page.
    return () => {
      const active = document.activeElement;
      const lost = !active || active === document.body || !active.isConnected;
      const inNewScreen = window.location.pathname !== openedOn;
      if (inNewScreen ? !document.getElementById(MAIN_ID)?.contains(active) : lost) {
        focusMainContent();
      }
    };
  }, []);
  return null;
}
