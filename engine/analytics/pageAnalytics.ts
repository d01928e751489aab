import { useEffect } from 'react';
import type { PageData } from '../content/pageData';
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

/**
 * Per page view: page_view when the page appears, scroll_depth milestones as the visitor scrolls,
 * and time_on_page (over 5 s) when they leave it or the tab is hidden for good.
 */
export function usePageAnalytics(data: PageData | null): void {
  const path = data?.path;
  const title = data?.page.meta.title;
  useEffect(() => {
    if (!path || title === undefined) return;
    trackEvent('page_view', { page_path: path, page_title: title });
    const started = performance.now();
    const reported = new Set<number>();
    let timeReported = false;

    const onScroll = () => {
      const percent = scrollPercent(window.scrollY, window.innerHeight, document.documentElement.scrollHeight);
      for (const milestone of newMilestones(percent, reported)) {
        reported.add(milestone);
        trackEvent('scroll_depth', { page_path: path, percent: milestone });
      }
    };
    const reportTime = () => {
      const elapsed = performance.now() - started;
      if (timeReported || elapsed <= MIN_TIME_ON_PAGE_MS) return;
      timeReported = true;
      trackEvent('time_on_page', { page_path: path, seconds: Math.round(elapsed / 1000) });
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') reportTime();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', reportTime);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', reportTime);
      document.removeEventListener('visibilitychange', onHide);
      reportTime(); // leaving for another page of the site
    };
  }, [path, title]);
}
