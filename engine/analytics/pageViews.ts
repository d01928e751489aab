import { trackEvent } from './analytics';

/** Scroll depths reported once each per page view. */
export const SCROLL_MILESTONES = [25, 50, 75, 90, 100] as const;
/** Time on page is reported only for visits longer than this. */
export const MIN_TIME_ON_PAGE_MS = 5000;

/** How far down the page the bottom of the viewport is, in percent (0–100). */
export function scrollPercent(scrollY: number, viewportHeight: number, pageHeight: number): number {
  if (pageHeight <= viewportHeight) return 100;
  return Math.min(100, Math.round(((scrollY + viewportHeight) / pageHeight) * 100));
}

/** The milestones reached at `percent` that have not been reported yet. */
export function newMilestones(percent: number, reported: ReadonlySet<number>): number[] {
  return SCROLL_MILESTONES.filter((milestone) => percent >= milestone && !reported.has(milestone));
}

interface PageView {
  path: string;
  started: number;
  reported: Set<number>;
  timeReported: boolean;
}

let view: PageView | null = null;
let listening = false;

function onScroll(): void {
  if (!view) return;
  const percent = scrollPercent(window.scrollY, window.innerHeight, document.documentElement.scrollHeight);
  for (const milestone of newMilestones(percent, view.reported)) {
    view.reported.add(milestone);
    trackEvent('scroll_depth', { page_path: view.path, percent: milestone });
  }
}

function reportTime(): void {
  if (!view || view.timeReported) return;
  const elapsed = performance.now() - view.started;
  if (elapsed <= MIN_TIME_ON_PAGE_MS) return;
  view.timeReported = true;
  trackEvent('time_on_page', { page_path: view.path, seconds: Math.round(elapsed / 1000) });
}

function listen(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('pagehide', reportTime);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reportTime();
  });
}

/**
 * Starts a page view: page_view now, scroll_depth milestones as the visitor scrolls, and
 * time_on_page (over 5 s) when they leave it, hide the tab for good, or go to another page of the
 * site. The boot script starts the first one, before anything else loads, and the next after each
 * page the navigator swaps in.
 * Starting the view that is already running does nothing; the result says whether one started.
 */
export function startPageView(path: string, title: string): boolean {
  if (view?.path === path) return false;
  reportTime();
  view = { path, started: performance.now(), reported: new Set(), timeReported: false };
  trackEvent('page_view', { page_path: path, page_title: title });
  listen();
  return true;
}
