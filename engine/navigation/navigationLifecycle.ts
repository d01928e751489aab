/**
 * The navigator's lifecycle, announced to whoever follows it: the boot script subscribes the
 * engine's followers (islands, forms, scroll flags, page views, preloads; see
 * engine/boot/navigationFollowers.ts), so the navigator knows none of them, and each keeps its own
 * concern in its own module.
 *
 * The order is a contract. For each page the navigator swaps in, in this order:
 *
 * 1. `beforeSwap`: the next page's head (title, head tags, styles) is in place; the content on
 *    screen is still the page left. What the next page needs fetched goes in here (its islands'
 *    modules).
 * 2. `pageLeft`: the content in `scope` leaves the screen next, replaced by the next page (or by the
 *    crash screen, which announces only this one): its islands unmount here.
 * 3. `afterSwap`: the next page's first screen is in place (the page up to the end of the section
 *    with its h1; all of it for Back to a position or an #anchor), at its address in history, with
 *    its title; it has not been painted, scrolled or focused yet. A new page view starts here.
 * 4. `afterScroll`: in the frame that first paints the new page, it has been scrolled to where it
 *    opens (the top, its #anchor, or the position Back returns to); focus moves after this, and the
 *    paint comes after both. What depends on the position (scroll flags) is set here.
 * 5. `pageComplete`: the whole page is in place, its first screen painted. Its forms are made
 *    usable (the submit guard's buttons enabled, drafts put back) and then its islands are armed to
 *    hydrate, as on a first load, where the boot script prepares the forms before it arms the islands.
 *
 * A later click may replace a page on its way: then the events of the page replaced stop where they
 * are, and the next page's begin. Within one event, listeners run in the order they subscribed.
 * The events are a platform EventTarget's: a listener that throws is reported as an uncaught error
 * (window's `error` event, which the error capture logs) and the other listeners run all the same.
 */
export interface NavigationEvents {
  beforeSwap: { next: Document };
  pageLeft: { scope: Element };
  afterSwap: { path: string; title: string };
  afterScroll: undefined;
  pageComplete: { root: Element };
}

export type NavigationEvent = keyof NavigationEvents;

const lifecycle = new EventTarget();

/** Calls `listener` at every `type` moment of every navigation from now on; returns what unsubscribes it. */
export function onNavigation<Type extends NavigationEvent>(type: Type, listener: (detail: NavigationEvents[Type]) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<NavigationEvents[Type]>).detail);
  lifecycle.addEventListener(type, handler);
  return () => lifecycle.removeEventListener(type, handler);
}

/** For the navigator: announces one moment of its lifecycle to its followers, at once (see the order above). */
export function dispatchNavigation<Type extends NavigationEvent>(
  type: Type,
  ...[detail]: NavigationEvents[Type] extends undefined ? [] : [NavigationEvents[Type]]
): void {
  lifecycle.dispatchEvent(new CustomEvent(type, { detail }));
}
