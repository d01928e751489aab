/**
 * A page's sections after its first are laid out as they near the screen, not all at load
 * (`content-visibility: auto`, DEFERRED_LAYOUT_CSS): the first layout
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
 * What is laid out lazily: every section of the page after its first (the first screen), and the
 * contents of the site's footer (the frame's <footer>, after <main>; about a fifth of the first
 * layout's objects on every page, and below the first screen on all but the shortest).
 * The footer element itself is laid out at once: its dark background is then there for a contrast
 * checker to find behind its light text (with the whole footer left out, Lighthouse's read that text
 * against white and failed it).
 */
const LAZY_SECTIONS = 'main > section ~ section';
const LAZY_FOOTER_PARTS = '#root > footer > *';

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
// A template of constants only, which the client's bundle, which needs none of it, leaves out.
export const DEFERRED_LAYOUT_CSS = `${LAZY_SECTIONS},${LAZY_FOOTER_PARTS}{content-visibility:auto;contain-intrinsic-size:auto 640px}html[${FULL_LAYOUT}] ${LAZY_SECTIONS},html[${FULL_LAYOUT}] ${LAZY_FOOTER_PARTS}{content-visibility:visible}`;

/** Lays out every section from now on, so positions in the page are final. */
export function layOutWholePage(): void {
  document.documentElement.setAttribute(FULL_LAYOUT, '');
}

/** Back to laying out sections as they near the screen: a new page replaced the old one. */
export function layOutLazily(): void {
  document.documentElement.removeAttribute(FULL_LAYOUT);
}
