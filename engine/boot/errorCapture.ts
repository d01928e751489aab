import { setErrorSink } from '../errors/reportError';
import type { ErrorMoment, ErrorWriter } from '../errors/errorWriter';
import type { EarlyError } from './bootLoader';

/** Most rows one page view may write, so an error loop cannot flood the table. */
export const MAX_ROWS_PER_PAGE_VIEW = 5;

/** The site's error log (BootServices.errorLog); without one, errors reach the console only. */
let loadErrorLog: (() => Promise<ErrorWriter>) | undefined;
let logger: Promise<ErrorWriter> | null = null;
let written = 0;

/** Starts a new page view's allowance (with each page view after a swap: navigationFollowers.ts). */
export function resetErrorLogBudget(): void {
  written = 0;
}

/**
 * Counts the error against this page view's allowance and notes where it happened; the site's
 * error log (and whatever client it writes with) loads on the first error, never before: most
 * visits have none. Errors that happen while it loads wait for it, in order.
 */
function capture(error: unknown, context: string, moment: ErrorMoment = { href: window.location.href }): void {
  if (!loadErrorLog || written >= MAX_ROWS_PER_PAGE_VIEW) return;
  written++;
  logger ??= loadErrorLog();
  logger.then(
    (log) => log(error, context, moment),
    (failure: unknown) => {
      // The logger itself could not be fetched (offline, or a redeploy removed the chunk): the
      // console is all that is left, and the next error tries again.
      logger = null;
      console.error('Could not load the error log:', failure);
    },
  );
}

let installed = false;

/**
 * Installed first thing by the boot script, taking over the errors the inline loader kept from the
 * first byte (see bootLoader.ts), so errors are captured from the start of the page:
 * uncaught errors and unhandled rejections go to the site's error log (the browser has printed them
 * to the console already), as do the errors the engine catches itself (block boundaries, crash screen).
 */
export function installErrorCapture(early: EarlyError[], errorLog?: () => Promise<ErrorWriter>): void {
  if (installed) return;
  installed = true;
  loadErrorLog = errorLog;
  // What the inline loader kept before this script ran, each with the page it happened on.
  for (const { error, context, href } of early) capture(error, context, { href });
  window.addEventListener('error', (event) => {
    // A resource that failed to load (an image, a stylesheet) also fires 'error', without an error.
    if (!event.error && !event.message) return;
    capture(event.error ?? new Error(event.message), 'Global Error');
  });
  window.addEventListener('unhandledrejection', (event) => {
    capture(event.reason ?? new Error('Promise rejected without a reason'), 'Unhandled Promise Rejection');
  });
  setErrorSink(capture);
}
