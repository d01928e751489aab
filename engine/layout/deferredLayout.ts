/**
 * A page's sections after its first are laid out as they near the screen, not all at load
 * (`content-visibility: auto` on LAZY_SECTIONS, DEFERRED_LAYOUT_CSS): the first layout
 * of a long page was the longest task of its load on a slow phone, most of it text far below the
 * first screen. Until a section is laid out it counts as its remembered height, or an estimate.
 *
 * A jump needs the real heights: a position saved by Back and Forward, or an anchor far down the
 * page, is only right where every section above it is laid out (a smooth scroll aims once, at where
 * its target was when it started). So before a jump the whole page is laid out (FULL_LAYOUT on
 * <html>), and stays so until the next page replaces it. A page opened at an #anchor is laid out
 * whole from the start: the inline boot loader sets FULL_LAYOUT before the body is parsed.
 *
 * Not a stylesheet rule on `html:has(main :target)`: Chrome then re-checks every :has() rule of the
 * page on each hover, press and focus anywhere in it (a pseudo-class in the argument of a :has() on
 * <html>), and restyled and re-attached every section before the press could be handled (trace:
 * 10 ms of style and a 14-object layout at 4x in a card link's press).
 */

/**
 * The sections laid out lazily: every one after the page's first (the first screen). Not the
 * footer, though it is a fifth of the first layout's objects: contrast checkers (Lighthouse's
 * among them) find the background behind text by what is painted there. The whole footer left out,
 * they read its light text against white; only its contents left out (its own dark box laid out at
 * their estimated height), the lines below that estimate fell outside the box and failed the same
 * way (accessibility 96 on every route, at 412 px).
 */
export const LAZY_SECTIONS = 'main > section ~ section';

/** On <html> while the whole page is laid out. */
export const FULL_LAYOUT = 'data-full-layout';

/**
 * The rules that lay the sections out lazily: until laid out, a section counts as its last height,
 * or an estimate, and the browser's scroll anchoring keeps what is on screen still when one above it
 * takes its real height. They go in every page's head, ahead of the page's own styles
 * (scripts/lib/htmlTemplate.ts), not in its stylesheet: a page that links its stylesheet had its
 * sections' contents styled once before the stylesheet arrived, kept that style while skipped, and
 * when a section was first laid out its cards and links ran their border, shadow and colour
 * transitions from those unstyled values (on / in 4 of 20 loads).
 */
export const DEFERRED_LAYOUT_CSS = `${LAZY_SECTIONS}{content-visibility:auto;contain-intrinsic-size:auto 640px}html[${FULL_LAYOUT}] ${LAZY_SECTIONS}{content-visibility:visible}`;

/** Lays out every section from now on, so positions in the page are final. */
export function layOutWholePage(): void {
  document.documentElement.setAttribute(FULL_LAYOUT, '');
}

/** Back to laying out sections as they near the screen: a new page replaced the old one. */
export function layOutLazily(): void {
  document.documentElement.removeAttribute(FULL_LAYOUT);
}
