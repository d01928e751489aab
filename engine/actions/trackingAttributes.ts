import type { EventParams } from '../analytics/analytics';

/**
 * Analytics as data in the HTML. Components describe what a click, a hover or an opened disclosure
 * records with these attributes; the boot script's one delegated listener reads them and records
 * the events. So a click is recorded the same before, during and after hydration, and no block
 * attaches a handler of its own.
 *
 *   data-track="link_click"            the event a click records
 *   data-track-label="About"           its `label`
 *   data-track-param-location="footer" any other parameter, by name
 *   data-cta="request_demo_cta"        the content's own event for the action (track.event)
 *   data-cta-location="hero"           … and its placement
 *   data-hover="office_card_hover"     the event the first hover of a page view records
 *   data-hover-param-asset_type="…"    … and its parameters
 *   data-open="faq_open"               the event opening a <details> records
 *   data-open-param-question="…"
 *
 * A group of links (a <nav>, a list) writes its tracking once, on the container:
 *
 *   data-track-links="navigation_click" every link inside records this event…
 *   data-track-param-location="footer"  … with the container's parameters…
 *   data-track-label="Consulting"       … and as its label its own data-track-label, or else its
 *                                       text (so a link whose text is its label carries nothing)
 *
 * A link with its own data-track is tracked by it alone. A click's `destination` (and a call to
 * action's `click_label`) is the element's own href, or '(none)' for a button. What a click
 * records is read in clickRecord.ts.
 */
export type TrackingAttributes = Record<`data-${string}`, string>;

function withParams(prefix: string, params: EventParams | undefined, into: TrackingAttributes): TrackingAttributes {
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined) into[`data-${prefix}-param-${key}`] = String(value);
  }
  return into;
}

/** What a click records: `event` with the visible label, the destination and extra parameters. */
export function clickTracking(event: string, label: string, params?: EventParams): TrackingAttributes {
  return withParams('track', params, { 'data-track': event, 'data-track-label': label });
}

/** The content's own call-to-action event (an action's `track`). */
export function ctaTracking(event: string, placement = 'page'): TrackingAttributes {
  return { 'data-cta': event, 'data-cta-location': placement };
}

/** What the first hover of an element per page view records. */
export function hoverTracking(event: string, params?: EventParams): TrackingAttributes {
  return withParams('hover', params, { 'data-hover': event });
}

/** What opening a <details> records. */
export function openTracking(event: string, params?: EventParams): TrackingAttributes {
  return withParams('open', params, { 'data-open': event });
}

/** A header, footer, tab-bar or menu link: records navigation_click with where it sits. */
export function navTracking(label: string, location: string): TrackingAttributes {
  return clickTracking('navigation_click', label, { location });
}

/**
 * A container whose links all record `event` with `params` (see the top of this file): the
 * tracking of a whole navigation written once instead of on every link.
 */
export function linkGroupTracking(event: string, params?: EventParams): TrackingAttributes {
  return withParams('track', params, { 'data-track-links': event });
}

/** A header, footer, tab-bar or menu group of links: each records navigation_click with where it sits. */
export function navGroupTracking(location: string): TrackingAttributes {
  return linkGroupTracking('navigation_click', { location });
}

/** The label of a link in a group whose text is not its label (a name followed by a description). */
export function trackLabel(label: string): TrackingAttributes {
  return { 'data-track-label': label };
}

/** The parameters an element carries under `data-<prefix>-param-*`. */
export function readParams(element: Element, prefix: string): EventParams {
  const params: EventParams = {};
  const start = `data-${prefix}-param-`;
  for (const attribute of Array.from(element.attributes)) {
    if (attribute.name.startsWith(start)) params[attribute.name.slice(start.length)] = attribute.value;
  }
  return params;
}
