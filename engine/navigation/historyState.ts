/**
 * What the site keeps in the state of a history entry it wrote: that the entry is the site's, and
 * the scroll position Back and Forward return to (recorded when the visitor leaves the entry, and
 * a while after they scroll once the navigator runs). The navigator restores it; an entry without
 * a position yet (an in-page anchor just followed) opens at its #anchor.
 */
export interface SiteHistoryState {
  site: true;
  scrollY?: number;
  /** Names the entry, so the position it was left at can be kept for it in this document (see leaveEntry). */
  entry?: string;
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

/** A name for a new entry, unique across this tab's documents. */
const newEntryName = (): string => Math.random().toString(36).slice(2);

/**
 * The position each entry of this document was left at by Back or Forward. The position recorded
 * in the entry itself can be up to 300 ms old by then (the entry cannot be written once it is left),
 * and Back pressed then Forward would land short of where the visitor was.
 */
const positionsLeftAt = new Map<string, number>();
/** The entry on screen, as the site last named it. */
let entryOnScreen: string | undefined;

/** Records the scroll position in the entry on screen: where Back or Forward to it returns. */
export function recordScrollPosition(): void {
  forgetPendingScrollPosition();
  const state = (window.history.state as Partial<SiteHistoryState> | null) ?? {};
  entryOnScreen = state.entry ?? newEntryName();
  window.history.replaceState({ ...state, site: true, scrollY: window.scrollY, entry: entryOnScreen }, '');
}

/**
 * Called first thing on Back or Forward (popstate), while the page still shows the entry left (the
 * browser restores no position itself: scroll restoration is manual). Keeps the position it was left
 * at, forgets one waiting to be recorded, and says where the entry arrived at is to open: the
 * position it was left at in this document, else the one recorded in it (undefined when it has none).
 */
export function leaveEntry(arrivedAt: SiteHistoryState | null): number | undefined {
  forgetPendingScrollPosition();
  if (entryOnScreen !== undefined) positionsLeftAt.set(entryOnScreen, window.scrollY);
  entryOnScreen = arrivedAt?.entry;
  return (entryOnScreen !== undefined ? positionsLeftAt.get(entryOnScreen) : undefined) ?? arrivedAt?.scrollY;
}

/**
 * Adds (or replaces) an entry of the site's for this address, named; `scrollY` where it opens, none
 * for an anchor's entry (it opens at its anchor until a position is recorded).
 */
export function writeSiteEntry(mode: 'push' | 'replace', href: string, scrollY?: number): void {
  forgetPendingScrollPosition();
  entryOnScreen = newEntryName();
  const state: SiteHistoryState = { site: true, scrollY, entry: entryOnScreen };
  if (mode === 'push') window.history.pushState(state, '', href);
  else window.history.replaceState(state, '', href);
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
