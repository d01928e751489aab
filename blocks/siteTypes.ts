/**
 * This site's types, where its blocks and chrome import them from: its content types, generated
 * from its schemas (content.generated.ts), and the engine's generic block API instantiated with its
 * block union and site config, so a component is typed by its block type's name
 * (`BlockProps<'hero'>`).
 */
import type {
  BlockDefinition as EngineBlockDefinition,
  BlockProps as EngineBlockProps,
  FrameProps as EngineFrameProps,
  IslandKit as EngineIslandKit,
  SiteDefinition as EngineSiteDefinition,
} from '../engine';
import type { Block, SiteConfig } from './content.generated';

export type * from './content.generated';

/** The name of each block type of the site: 'hero', 'form', … */
export type BlockType = Block['type'];
/** The block of one type: BlockOf<'hero'> is HeroBlock. */
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
/** What the component of a block type receives. */
export type BlockProps<T extends BlockType> = EngineBlockProps<BlockOf<T>>;
/** What a block folder's definition.ts is. */
export type BlockDefinition<T extends BlockType> = EngineBlockDefinition<BlockOf<T>>;
/** What the header and footer are rendered with. */
export type FrameProps = EngineFrameProps<SiteConfig>;
/** This site, as its entries hand it to the engine. */
export type SiteDefinition = EngineSiteDefinition<Block, SiteConfig>;
/** What this site's islands are hydrated with. */
export type IslandKit = EngineIslandKit<Block, SiteConfig>;
