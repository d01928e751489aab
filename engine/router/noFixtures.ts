/**
 * Production stand-in for the test fixtures module (tests/fixtures/engine). The e2e build aliases
 * '@site-fixtures' to the real fixtures; everywhere else nothing is added.
 */
export const fixtureBlockLoaders: Record<string, () => Promise<{ default: unknown }>> = {};
/** Test-only block types that are interactive (hydrated as islands). */
export const fixtureInteractiveBlockTypes: ReadonlySet<string> = new Set();
