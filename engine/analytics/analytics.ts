/**
 * The one analytics module. Every event goes to window.dataLayer as { event, ...params } (the tag
 * manager convention) and, when a GA measurement id is configured, to gtag as well.
 */
export type EventParams = Record<string, string | number | boolean | undefined>;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

type Forwarder = (event: string, params: EventParams) => void;
let forward: Forwarder | null = null;

/** Called once gtag is ready, so events also reach Google Analytics. */
export function setEventForwarder(next: Forwarder | null): void {
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
