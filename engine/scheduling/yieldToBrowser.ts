/**
 * Resolves in a task of its own: work before and after it runs as two tasks, and the browser can
 * handle a tap or paint a frame in between. scheduler.yield() where there is one (it keeps the
 * work's place ahead of other queued tasks), a zero-delay timer elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
