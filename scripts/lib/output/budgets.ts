/**
 * The site's speed and quality targets, in one place: the byte budgets are checked by the unit
 * tests, the Lighthouse ones by `npm run bench` (timing never belongs in a test).
 */
/**
 * JavaScript a page without a form downloads and runs on its first load (gzip bytes): the inline
 * loader, the boot script and the navigator. The responsiveness goal's figure ("pages without a form
 * stay under 12 KB of gzip JS"), which the README states; every such page runs about 11 KB today.
 */
export const FIRST_LOAD_JS_GZIP_BUDGET = 12 * 1024;
/** … and a page with a form: the form's island brings React, styled-components and the toasts. */
export const FIRST_LOAD_JS_WITH_FORM_GZIP_BUDGET = 120 * 1024;

/**
 * The home page's prerendered HTML, uncompressed (bytes): 90 KB with the page's data embedded
 * beside its markup; 61 KB with the header's links written once, tracking once per group, no unused
 * component-id classes, the button CSS and the logo once; 41 KB now that its icons' paint is one
 * rule, its arrows are CSS, and its CSS was a stylesheet of its own. Counted without the page's CSS
 * rules, which are the same bytes whether inline or linked (pageWriter's INLINE_CSS_MAX_PAGE_BYTES
 * decides): the home page's CSS went inline again once brotli's highest level fitted it into the
 * first round trip, and this budget measures its markup.
 */
export const HOME_PAGE_HTML_BUDGET = 45 * 1024;

/**
 * Every page's prerendered HTML, uncompressed (bytes); the build stops at a page over it, naming the
 * route. The largest pages today are about 50 KB: an asset-type page (/asset-types/senior-housing,
 * 51,016 bytes) and the contact page with its form island (50,724), each with its CSS inline (about
 * 16 KB); /insights, with the newsletter form, is 45,885. 64 KB leaves a quarter for growth, and stops a
 * page that grew by accident (a pasted document, a runaway list) before it is published.
 */
export const PAGE_HTML_BUDGET = 64 * 1024;

/**
 * Lighthouse (mobile preset, simulated throttling) targets for every route of the manifest, each
 * met by the route's median over several runs, each run in a fresh browser (see scripts/bench/bench.ts).
 */
export const LIGHTHOUSE_TARGETS = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Milliseconds. */
  lcp: 1000,
  /**
   * Milliseconds of Total Blocking Time over the floor measured in the same run: the bare page of
   * scripts/bench/floorPage.ts served with the site's headers, median against median. A margin, not
   * an absolute figure: on a busy or slow host the browser's own commit and first layout of a page
   * with nothing in it block for longer than an absolute 50 ms allowed the whole site.
   */
  tbtOverFloor: 50,
  cls: 0.01,
  /** Bytes transferred on a first load. */
  bytes: 200 * 1024,
} as const;
