/**
 * Runs `run` once the browser is idle, or after a short delay where there is no
 * requestIdleCallback. Returns what cancels it. No deadline: on a slow device a deadline would
 * fire while the page is still loading, and what is deferred would compete with it.
 */
export function whenIdle(run: () => void): () => void {
  const { requestIdleCallback: request, cancelIdleCallback: cancel } = window;
  if (typeof request === 'function' && typeof cancel === 'function') {
    const id = request.call(window, () => run());
    return () => cancel.call(window, id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}
