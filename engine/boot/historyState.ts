/**
 * What the site keeps in the state of a history entry it wrote: that the entry is the site's, and
 * the scroll position Back and Forward return to (recorded when the visitor leaves the entry, and
 * a while after they scroll once the navigator runs). The navigator restores it; an entry without
 * a position yet (an in-page anchor just followed) opens at its #anchor.
 */
export interface SiteHistoryState {
  site: true;
  scrollY?: number;
}

/** The site's state of a history entry, or null for an entry the browser wrote on its own. */
export function siteStateOf(state: unknown): SiteHistoryState | null {
  return typeof state === 'object' && state !== null && (state as { site?: unknown }).site === true ? (state as SiteHistoryState) : null;
}

/** How long after a scroll its position is recorded (not in the scroll event: a history write costs). */
const RECORD_AFTER_SCROLL_MS = 300;
let pendingRecord = 0;

/**
 * Forgets a position waiting to be recorded: it belongs to the entry on screen when it was taken, so
 * it must not land in another one. Called whenever the entry on screen changes.
 */
export function forgetPendingScrollPosition(): void {
  window.clearTimeout(pendingRecord);
  pendingRecord = 0;
}

/** Records the scroll position in the entry on screen: where Back or Forward to it returns. */
export function recordScrollPosition(): void {
  forgetPendingScrollPosition();
  window.history.replaceState({ ...(window.history.state as object | null), site: true, scrollY: window.scrollY }, '');
}

/**
 * From now on, records the position a while after the visitor scrolls (at most every 300 ms), and
 * as soon as a scroll ends (a smooth scroll to an anchor among them): Back pressed right after it
 * would otherwise leave the entry a position from before its end (the entry cannot be written once
 * it is left).
 */
export function recordScrollPositionAfterScrolling(): void {
  window.addEventListener(
    'scroll',
    () => {
      pendingRecord ||= window.setTimeout(recordScrollPosition, RECORD_AFTER_SCROLL_MS);
    },
    { passive: true },
  );
  window.addEventListener('scrollend', recordScrollPosition, { passive: true });
}
