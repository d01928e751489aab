/**
 * The one analytics module. Every event goes to window.dataLayer as { event, ...params } (the tag
 * manager convention) and, once the site's analytics service is loaded (BootServices.analytics),
 * to it as well.
 */
export type EventParams = Record<string, string | number | boolean | undefined>;

/** The site's analytics (BootServices.analytics): sends an event on, once it is in window.dataLayer (to Google Analytics, say). */
export type EventForwarder = (event: string, params: EventParams) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let forward: EventForwarder | null = null;

/** Called once the site's analytics service is ready, so events also reach it. */
export function setEventForwarder(next: EventForwarder | null): void {
  forward = next;
}

export function trackEvent(event: string, params: EventParams = {}): void {
  if (typeof window === 'undefined') return;
  const clean: EventParams = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) clean[key] = value;
  (window.dataLayer ??= []).push({ event, ...clean });
  forward?.(event, clean);
}

/** 'Industrial & Logistics' → 'industrial_logistics', for event names built from titles. */
export function eventSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}
