/**
 * Speculation Rules: the browser's own prefetch, for the seconds before the navigator runs.
 *
 * Until the navigator starts (after the page's load and first paint, once its script has arrived),
 * following a link is an ordinary page load. These rules, which every page names in its
 * Speculation-Rules header, have the browser prefetch the page behind a link the visitor rests the
 * pointer on (200 ms, "moderate") or presses, so that load starts with the page already downloaded;
 * a visitor whose scripts never load gets the same.
 *
 * When the navigator starts it marks the document (NAVIGATOR_RUNNING), and from then on the rules
 * match no link: the navigator prefetches on intent itself, with fetch(), and the browser's
 * speculative prefetches serve only the browser's own page loads, so both at once would download
 * each page twice.
 */

/** Where the rules are served, as the build writes them (and the dev server serves them). */
export const SPECULATION_RULES_FILE = '/speculation-rules.json';
/** The only content type browsers accept for rules named by the header. */
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json';
/** On <html> once the navigator handles links. */
export const NAVIGATOR_RUNNING = 'data-navigator';

/**
 * The rules: links to the pages of this site, as the navigator takes them (navigableLink.ts), until
 * the navigator runs. Only links are named in the selector: with `*`, marking the document restyled
 * every element of the page (28–37 ms at 4x on /), with `a` only the links (7–10 ms).
 */
export function speculationRules() {
  return {
    prefetch: [
      {
        where: {
          and: [
            { href_matches: '/*' },
            // A file (/brochure.pdf, /sitemap.xml) is not a page; /__inbox/ and the like are the servers'.
            { not: { href_matches: ['/*.*', '/_*'] } },
            { not: { selector_matches: `:root[${NAVIGATOR_RUNNING}] a` } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  };
}

/** The navigator has started: the browser's speculative prefetches stop. */
export function markNavigatorRunning(): void {
  document.documentElement.setAttribute(NAVIGATOR_RUNNING, '');
}
