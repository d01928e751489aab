/**
 * Runs `task` when the browser is next idle, and at the latest after `timeout` ms. Where there is
 * no requestIdleCallback (Safari), after `fallbackDelay` ms instead.
 */
export function whenIdle(task: () => void, timeout: number, fallbackDelay = 200): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout });
  else window.setTimeout(task, fallbackDelay);
}

/** Runs `task` once the page has loaded (its load event) and the browser is next idle, at the latest `timeout` ms after that. */
export function whenIdleAfterLoad(task: () => void, timeout: number): void {
  const idle = () => whenIdle(task, timeout);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
