import type { DefaultTheme } from 'styled-components';
import type { EventParams } from '../analytics/analytics';
import type { SubscribeToasts } from '../feedback/toastMessage';

/**
 * The services a site hands the engine: where its errors are written, where its analytics events
 * go beyond window.dataLayer, and what draws its toasts. Each is a loader the engine calls when it
 * first needs the service, never before, so none of them is part of a page's first load; and each
 * may be left out, at the cost of what it does only: errors then reach the console alone, events
 * window.dataLayer alone, and toasts are drawn plainly by the engine itself (feedback/fallbackToast).
 */

/**
 * Where an error happened: captured at once, as its row may be written a little later (on another
 * page, even).
 */
export interface ErrorMoment {
  href: string;
}

/**
 * Writes one error somewhere lasting (a table, an inbox). It must never throw, and it reports its
 * own failures to the console only: how many errors a page view may write is the engine's to limit
 * (boot/errorCapture.ts).
 */
export type ErrorWriter = (error: unknown, context: string, moment: ErrorMoment) => void;

/** Sends an analytics event on, once it is in window.dataLayer (to Google Analytics, say). */
export type EventForwarder = (event: string, params: EventParams) => void;

/**
 * Puts the site's toast host on the page, drawn in the site's theme: it takes each message the
 * engine's toast bus hands it through `subscribe`, and the keys of those taken back.
 */
export type ToastHostMounter = (theme: DefaultTheme, subscribe: SubscribeToasts) => void;

/** What the boot script is handed: loaded at the first error, and once the page is idle after load. */
export interface BootServices {
  errorLog?: () => Promise<ErrorWriter>;
  analytics?: () => Promise<EventForwarder>;
}

/** What the island kit is handed: loaded by a form before it can be sent, so its outcome always shows. */
export interface IslandServices {
  toasts?: () => Promise<ToastHostMounter>;
}
