/**
 * Runs `run` once the browser is idle (at the latest after `timeout` ms), or after a short delay
 * where there is no requestIdleCallback. Returns what cancels it.
 */
export function whenIdle(run: () => void, timeout = 2000): () => void {
  const { requestIdleCallback: request, cancelIdleCallback: cancel } = window;
  if (typeof request === 'function' && typeof cancel === 'function') {
    const id = request.call(window, run, { timeout });
    return () => cancel.call(window, id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}
