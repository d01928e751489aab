import type { EventForwarder } from '../../engine';
import { analyticsLocation, analyticsReferrer } from './analyticsAddress';

/**
 * This site's analytics, which it hands the engine (bootOptions.ts): loads Google Analytics
 * (gtag.js) from a script URL — no inline script — and returns what forwards each event to it. The
 * engine loads this once the page is idle, and only when a measurement id is set.
 */
export function startGtag(measurementId: string): EventForwarder {
  window.dataLayer ??= [];
  // gtag.js reads its commands as `arguments` objects pushed onto the data layer.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  // Page views are sent as events on each route change, not by gtag on load. The addresses are
  // given, cut to what analytics may see (analyticsAddress.ts): left out, gtag would read them whole.
  let shown = analyticsLocation(window.location.href);
  window.gtag('config', measurementId, {
    send_page_view: false,
    page_location: shown,
    page_referrer: analyticsReferrer(document.referrer),
  });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
  return (event, params) => {
    // The navigator changes the address without a page load: gtag is told before the next hit.
    const now = analyticsLocation(window.location.href);
    if (now !== shown) window.gtag?.('set', { page_location: now, page_referrer: shown });
    shown = now;
    window.gtag?.('event', event, params);
  };
}

declare global {
  interface Window {
    /** gtag.js's command queue, which it reads from window.dataLayer. */
    gtag?: (...args: unknown[]) => void;
  }
}
