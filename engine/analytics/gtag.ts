import { setEventForwarder, type EventParams } from './analytics';

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
  // Page views are sent as events on each route change, not by gtag on load.
  window.gtag('config', measurementId, { send_page_view: false });
  setEventForwarder((event: string, params: EventParams) => window.gtag?.('event', event, params));
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}
