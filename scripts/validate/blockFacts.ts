import type { AnyBlockDefinition } from '../../engine/site/definition.ts';
import { blocks } from '../../blocks/registry.generated.ts';
import type { BlockFacts } from './options.ts';

/**
 * The block facts validate uses when the caller passes none: read off the site's block
 * definitions (blocks/<type>/definition.ts, plain data that loads no component). This is the one
 * module under scripts/validate that reads the site's blocks.
 */
export function defaultBlockFacts(): ReadonlyArray<BlockFacts> {
  return Object.values<AnyBlockDefinition>(blocks).map(({ type, rendersPageHeading, siteKeys }) => ({
    type,
    ...(rendersPageHeading ? { rendersPageHeading } : {}),
    ...(siteKeys ? { siteKeys } : {}),
  }));
}
