/**
 * The site's speed and quality targets, in one place: the byte budgets are checked by the unit
 * tests, the Lighthouse ones by `npm run bench` (timing never belongs in a test).
 */
export const ENTRY_GZIP_BUDGET = 120 * 1024;
export const PAGE_DATA_GZIP_BUDGET = 12 * 1024;

/** Lighthouse (mobile preset, simulated throttling) targets for every route of the manifest. */
export const LIGHTHOUSE_TARGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Milliseconds. */
  lcp: 1200,
  /** Milliseconds. */
  tbt: 100,
  cls: 0.01,
  /** Bytes transferred on a first load. */
  bytes: 250 * 1024,
} as const;
