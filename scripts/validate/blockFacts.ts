import type { BlockFacts } from './options.ts';

/**
 * The block facts validate uses when the caller passes none. This is the one module under
 * scripts/validate that names block types; it is meant to be replaced by facts derived from the
 * site's block definitions.
 */
export function defaultBlockFacts(): ReadonlyArray<BlockFacts> {
  return [
    { type: 'hero', rendersPageHeading: true },
    { type: 'not-found', rendersPageHeading: true },
    { type: 'tab-bar', siteKeys: { tabs: 'tabSets' } },
  ];
}
