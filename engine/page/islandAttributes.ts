/**
 * How an island is marked in the HTML: a wrapper element (display: contents, so it adds no box)
 * whose attributes say what it is, under which id its markup was rendered (React's identifier
 * prefix, so useId agrees between server and browser) and the props to hydrate it with.
 */
export const ISLAND = {
  /** The island's kind: 'block' (an interactive block). */
  kind: 'data-island',
  id: 'data-island-id',
  props: 'data-island-props',
  /** Set when the island's code could not be loaded: it stays as the server rendered it. */
  failed: 'data-island-failed',
} as const;
