/**
 * Runs `task` when the browser is next idle, and at the latest after `timeout` ms. Where there is
 * no requestIdleCallback (Safari), after `fallbackDelay` ms instead.
 */
export function whenIdle(task: () => void, timeout: number, fallbackDelay = 200): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout });
  else window.setTimeout(task, fallbackDelay);
}
