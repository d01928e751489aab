/**
 * The handlers of same-site links, registered here so the code that sees a link (the delegated
 * listener, link intent) need not load the navigator that handles it: who performs a same-site
 * navigation, and who fetches a page ahead of the click. Until the application has started nobody
 * does, and a link click is a plain page load (the prerendered page arrives whole); once it has, the
 * navigator registers itself here and the delegated listener hands it every same-site link click.
 */
export type Navigator = (url: URL) => void;

let current: Navigator | null = null;

export function setNavigator(next: Navigator | null): void {
  current = next;
}

export function activeNavigator(): Navigator | null {
  return current;
}

export interface PrefetchOptions {
  /**
   * Parse the page while the browser is idle, ready to swap (the default, for a link the visitor is
   * about to follow); false for a page fetched ahead of any sign of intent.
   */
  parseAhead?: boolean;
}

/** Fetches the page at `url` ahead of a click; settles once it is fetched (or could not be). */
export type Prefetcher = (url: URL, options?: PrefetchOptions) => Promise<void>;
let prefetcher: Prefetcher | null = null;

/** The router's way to warm a page before the click (on hover or focus of a link to it). */
export function setPrefetcher(next: Prefetcher | null): void {
  prefetcher = next;
}

export function activePrefetcher(): Prefetcher | null {
  return prefetcher;
}
