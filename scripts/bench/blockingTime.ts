/**
 * Whose tasks a Lighthouse run's Total Blocking Time comes from. Lighthouse lists every task of its
 * simulated load that lasts 50 ms or more in its long-tasks audit, with the address it charges the
 * task to, or 'Unattributable' when no document or script of the page is behind it. On this site
 * the first such task, and most of their time, is the browser's commit of the navigation (creating
 * the page's script contexts, its own instrumentation's among them): its simulation leaves that
 * task out of the graph it times First Contentful Paint by, so the commit can end after the paint
 * it comes before, and the part past the paint counts as blocking. Reported beside the TBT, not
 * instead of it: the goal is on the sum.
 *
 * Lighthouse's TBT is the mean of two simulations (an optimistic and a pessimistic one, each clipped
 * to its own window between FCP and Time to Interactive), and its long-tasks audit lists one set of
 * timings; summed over that list, the owners came to within 8 % of the TBT in 11 runs. So the
 * page's part is given as its share of that sum, applied to Lighthouse's TBT (pageShareOfTbt).
 */

export interface LongTaskItem {
  url: string;
  startTime: number;
  duration: number;
}

export interface BlockingByOwner {
  /** Tasks charged to the page: its parsing, style, layout and scripts. */
  page: number;
  /** Tasks Lighthouse charges to no address of the page. */
  browser: number;
}

/** Lighthouse's definition: a task blocks for what it lasts over this (not the long-task goal). */
const BLOCKING_THRESHOLD_MS = 50;
export const UNATTRIBUTED = 'Unattributable';

/**
 * Lighthouse's sum over its long-tasks list, split by owner: each task is clipped to the window
 * from FCP to Time to Interactive, and what it lasts there over 50 ms is blocking time.
 */
export function blockingByOwner(tasks: LongTaskItem[], fcp: number, interactive: number): BlockingByOwner {
  const sum: BlockingByOwner = { page: 0, browser: 0 };
  for (const task of tasks) {
    const clipped = Math.min(task.startTime + task.duration, interactive) - Math.max(task.startTime, fcp);
    if (clipped <= BLOCKING_THRESHOLD_MS) continue;
    sum[task.url === UNATTRIBUTED ? 'browser' : 'page'] += clipped - BLOCKING_THRESHOLD_MS;
  }
  return sum;
}

/** The part of Lighthouse's TBT from the page's own tasks: its share of the long tasks' blocking time. */
export function pageShareOfTbt(tbt: number, owners: BlockingByOwner): number {
  const sum = owners.page + owners.browser;
  return sum > 0 ? (tbt * owners.page) / sum : 0;
}
