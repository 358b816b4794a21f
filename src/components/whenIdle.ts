/**
 * Runs `run` once the browser has nothing more urgent to do (at the latest after `timeout` ms), so
 * work a reader does not wait for comes in its own short task. Returns a function that cancels it.
 */
export function whenIdle(run: () => void, timeout = 2000): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(run, {timeout});
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 20);
  return () => clearTimeout(id);
}
