/**
 * The navigator's lifecycle, announced to whoever follows it: the boot script subscribes the
 * engine's followers (islands, forms, scroll flags, page views, preloads; see
 * engine/boot/navigationFollowers.ts), so the navigator knows none of them, and each keeps its own
 * concern in its own module.
 *
 * Each moment is an object of its own (`beforeSwap.subscribe(listener)`, which returns what
 * unsubscribes it; `beforeSwap.dispatch(detail)`, the navigator's), typed by what it carries.
 *
 * The order is a contract. For each page the navigator swaps in, in this order:
 *
 * 1. `beforeSwap`, with the next page's parsed document: its head (title, head tags, styles) is in
 *    place; the content on screen is still the page left. What the next page needs fetched goes
 *    in here (its islands' modules).
 * 2. `pageLeft`, with the element whose content leaves the screen next, replaced by the next page
 *    (or by the crash screen, which announces only this moment): its islands unmount here.
 * 3. `afterSwap`, with the new page's path (normalised): its first screen is in place (the page up
 *    to the end of the section with its h1; all of it for Back to a position or an #anchor), at its
 *    address in history, with its title; it has not been painted, scrolled or focused yet. A new
 *    page view starts here.
 * 4. `afterScroll`: in the frame that first paints the new page, it has been scrolled to where it
 *    opens (the top, its #anchor, or the position Back returns to); focus moves after this, and the
 *    paint comes after both. What depends on the position (scroll flags) is set here.
 * 5. `pageComplete`, with the page's root element: the whole page is in place, its first screen
 *    painted. Its forms are made usable (the submit guard's buttons enabled, drafts put back) and
 *    then its islands are armed to hydrate, as on a first load, where the boot script prepares the
 *    forms before it arms the islands.
 *
 * A later click may replace a page on its way: then the moments of the page replaced stop where
 * they are, and the next page's begin. Within one moment, listeners run in the order they
 * subscribed (a listener subscribed twice runs once), at once, each as a call of the navigator's
 * own: one that throws stops the navigation there, its error unhandled, as it did when the
 * navigator called its followers by name. (A platform EventTarget would run the others all the
 * same; it and the moments' names as strings cost more bytes than the first load's script budget
 * has left: scripts/lib/output/budgets.ts.)
 */

/** One moment of the navigator's lifecycle, carrying `Detail` to its listeners. */
export interface NavigationMoment<Detail = void> {
  /** Calls `listener` at this moment of every navigation from now on; returns what unsubscribes it. */
  subscribe(listener: (detail: Detail) => void): () => void;
  /** For the navigator: announces the moment to its listeners, at once (see the order above). */
  dispatch(detail: Detail): void;
}

function moment<Detail = void>(): NavigationMoment<Detail> {
  const listeners = new Set<(detail: Detail) => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch: (detail) => listeners.forEach((listener) => listener(detail)),
  };
}

/** 1. The next page's head is in place, its content not yet: with the next page's parsed document. */
export const beforeSwap = moment<Document>();
/** 2. The content of this element leaves the screen next. */
export const pageLeft = moment<Element>();
/** 3. The next page's first screen is in place, at its address, with its title: with its path (normalised). */
export const afterSwap = moment<string>();
/** 4. The new page has been scrolled to where it opens, in the frame that first paints it. */
export const afterScroll = moment();
/** 5. The whole page is in place: with the page's root element. */
export const pageComplete = moment<Element>();
