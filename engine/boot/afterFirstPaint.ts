/** Longest wait for the paint notice before starting anyway (a browser may never send one). */
const PAINT_WAIT_LIMIT_MS = 3000;

/**
 * Runs `task` once the browser has painted the prerendered page for the first time.
 *
 * The prerendered HTML is the whole first screen; hydration adds nothing a visitor can see. Fetching
 * and running the application before that paint would only compete with it, so the client waits for
 * the first-contentful-paint entry (or two animation frames where paint timing is unsupported).
 * Without prerendered content (the development server), or in a hidden tab, which paints nothing,
 * it starts at once.
 */
export function afterFirstPaint(task: () => void, root: HTMLElement | null = document.getElementById('root')): void {
  if (!root?.firstElementChild || document.visibilityState === 'hidden') {
    task();
    return;
  }
  let started = false;
  let observer: PerformanceObserver | undefined;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    window.clearTimeout(limit);
    // A task of its own, so the first chunk of work never lengthens the frame that reported the paint.
    window.setTimeout(task, 0);
  };
  const limit = window.setTimeout(start, PAINT_WAIT_LIMIT_MS);
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    window.requestAnimationFrame(() => window.requestAnimationFrame(start));
  }
}
