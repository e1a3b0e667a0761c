import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusMainContent } from './mainContent';

/**
 * Following a link inside a screen (a row's Show link, a breadcrumb) replaces the screen, and the
 * focused link with it: the focus falls back to the page itself and the next Tab or Shift+Tab
 * starts from its top or leaves the page (WCAG 2.4.3). When the focus is lost that way, it goes
 * to the new screen's `<main>`, as the skip link does. A focus still on the page (the menu entry
 * that was used, a field the new screen focused) is left where it is. A component of its own, so
 * that the layout that renders it does not re-render on every change of the URL (a list writes
 * its page and sort there as it opens).
 */
export function FocusOnRouteChange(): null {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) focusMainContent();
  }, [pathname]);
  return null;
}
