import type { EventForwarder } from '../analytics/analytics';
import type { ErrorWriter } from '../errors/errorWriter';
import type { ToastHostMounter } from '../feedback/toastMessage';

/**
 * The services a site hands the engine: where its errors are written, where its analytics events
 * go beyond window.dataLayer, and what draws its toasts. Each is a loader the engine calls when it
 * first needs the service, never before, so none of them is part of a page's first load; and each
 * may be left out, at the cost of what it does only: errors then reach the console alone, events
 * window.dataLayer alone, and toasts are drawn plainly by the engine itself (feedback/fallbackToast).
 */

export type { ErrorMoment, ErrorWriter } from '../errors/errorWriter';
export type { EventForwarder } from '../analytics/analytics';
export type { ToastHostMounter } from '../feedback/toastMessage';

/** What the boot script is handed: loaded at the first error, and once the page is idle after load. */
export interface BootServices {
  errorLog?: () => Promise<ErrorWriter>;
  analytics?: () => Promise<EventForwarder>;
}

/** What the island kit is handed: loaded by a form before it can be sent, so its outcome always shows. */
export interface IslandServices {
  toasts?: () => Promise<ToastHostMounter>;
}
