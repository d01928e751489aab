/**
 * A page's sections after its first are laid out as they near the screen, not all at load
 * (`content-visibility: auto` in the global style, on LAZY_SECTIONS): the first layout
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
 * footer: laid out lazily it would save a little more, but accessibility checkers (Lighthouse's
 * among them) read its light text against the white they assume behind an element not laid out,
 * and report its contrast as failing.
 */
export const LAZY_SECTIONS = 'main > section ~ section';

/** On <html> while the whole page is laid out. */
export const FULL_LAYOUT = 'data-full-layout';

/** Lays out every section from now on, so positions in the page are final. */
export function layOutWholePage(): void {
  document.documentElement.setAttribute(FULL_LAYOUT, '');
}

/** Back to laying out sections as they near the screen: a new page replaced the old one. */
export function layOutLazily(): void {
  document.documentElement.removeAttribute(FULL_LAYOUT);
}
