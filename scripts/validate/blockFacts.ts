import type { AnyBlockDefinition } from '../../engine/site/definition.ts';
import { siteFacts } from '../lib/site/siteFacts.ts';
import type { BlockFacts } from './options.ts';

/**
 * The block facts validate uses when the caller passes none: read off the site's block
 * definitions (its blocks/<type>/definition.ts, plain data that loads no component).
 */
export function defaultBlockFacts(): ReadonlyArray<BlockFacts> {
  return Object.values<AnyBlockDefinition>(siteFacts.blocks).map(({ type, rendersPageHeading, siteKeys }) => ({
    type,
    ...(rendersPageHeading ? { rendersPageHeading } : {}),
    ...(siteKeys ? { siteKeys } : {}),
  }));
}
