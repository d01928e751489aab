import type { ComponentType } from 'react';

/**
 * Production stand-in for the test fixtures module (tests/fixtures/engine). The e2e build aliases
 * '@site-fixtures' to the real fixtures; everywhere else nothing is added.
 */
export const fixtureBlockLoaders: Record<string, () => Promise<{ default: unknown }>> = {};
/** Test-only screens by path, rendered inside the site frame instead of a JSON page. */
export const fixtureScreens: Record<string, ComponentType> = {};
