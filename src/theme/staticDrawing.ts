/**
 * A screen the build draws into index.html (scripts/vite-static-screens.ts): public/boot-drawings.js
 * puts it in element `id` before the console's code has run, with `data-<id without pp->` on
 * <html> naming its mode. Where it stands for a signed-in page, React's root is hidden meanwhile
 * (./drawings.css): React's first commits there are loading states.
 */

/** The attribute on <html> that says drawing `id` was chosen ("pp-static-x" -> "data-static-x"). */
export const drawingAttribute = (id: string): string => `data-${id.replace(/^pp-/, '')}`;

/** Takes drawing `id`, if any, out of the page and shows React's root. */
export function removeDrawing(id: string): void {
  // The build draws the screens in Node.
  if (typeof document === 'undefined') return;
  document.documentElement.removeAttribute(drawingAttribute(id));
  document.getElementById(id)?.remove();
}
