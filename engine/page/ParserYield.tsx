/**
 * The address of the parser's yield point: an empty stylesheet that never leaves the browser. The
 * Content-Security-Policy allows `data:` styles for it (scripts/build/_headers).
 */
export const PARSER_YIELD_HREF = 'data:text/css,';

/**
 * A point where the browser stops parsing the page for a moment, so it lays out and paints what
 * came before on its own, and what comes after in a task of its own.
 *
 * Why: a page's HTML arrives in one piece, and the browser then parsed all of it, laid all of it
 * out and ran the load event in one task: 65–135 ms at 4x on /contact, /insights and / (a task no
 * script of ours ran in). Chrome pauses its parser at a stylesheet linked in the body until the
 * sheet has loaded, since what follows must not show unstyled, and renders a frame while it waits.
 * An empty `data:` sheet loads at once, off the network. Set before the footer, it splits the first
 * layout about in half. Measured with the bench's CPU and network in a fresh browser each load: on
 * /contact a task over 50 ms came in 2 of 9 loads instead of 7 of 9, on /insights in 0 of 7
 * instead of 4 of 7; `npm run bench:inp` (5 runs) met its no-long-task goal in 11 of 11 scenarios
 * instead of 5. Set after the first section instead, it left the rest in one task as long as before.
 * Browsers that do not pause there simply load the empty sheet.
 */
export function ParserYield() {
  return <link rel="stylesheet" href={PARSER_YIELD_HREF} data-parser-yield="" />;
}
