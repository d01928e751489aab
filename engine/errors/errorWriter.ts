/**
 * Where an error happened: captured at once, as its row may be written a little later (on another
 * page, even).
 */
export interface ErrorMoment {
  href: string;
}

/**
 * The site's error log (BootServices.errorLog): writes one error somewhere lasting (a table, an
 * inbox). It must never throw, and it reports its own failures to the console only: how many errors
 * a page view may write is the engine's to limit (boot/errorCapture.ts).
 */
export type ErrorWriter = (error: unknown, context: string, moment: ErrorMoment) => void;
