import { setEventForwarder, type EventParams } from './analytics';
import { analyticsLocation, analyticsReferrer } from './analyticsAddress';

/**
 * Loads Google Analytics (gtag.js) from a script URL — no inline script — and forwards every
 * event to it. Called after the page is interactive, and only when a measurement id is set.
 */
export function loadGtag(measurementId: string): void {
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
  setEventForwarder((event: string, params: EventParams) => {
    // The navigator changes the address without a page load: gtag is told before the next hit.
    const now = analyticsLocation(window.location.href);
    if (now !== shown) window.gtag?.('set', { page_location: now, page_referrer: shown });
    shown = now;
    window.gtag?.('event', event, params);
  });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}
