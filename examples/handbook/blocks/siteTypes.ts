/**
 * The handbook's types, where its blocks and frame import them from: its content types, generated
 * from its schemas (content.generated.ts), and the engine's generic block API instantiated with its
 * block union and site config.
 */
import type {
  BlockDefinition as EngineBlockDefinition,
  BlockProps as EngineBlockProps,
  FrameProps as EngineFrameProps,
  IslandKit as EngineIslandKit,
  SiteDefinition as EngineSiteDefinition,
} from '../../../engine';
import type { Block, SiteConfig } from './content.generated';

export type * from './content.generated';

export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
export type BlockProps<T extends BlockType> = EngineBlockProps<BlockOf<T>>;
export type BlockDefinition<T extends BlockType> = EngineBlockDefinition<BlockOf<T>>;
export type FrameProps = EngineFrameProps<SiteConfig>;
export type SiteDefinition = EngineSiteDefinition<Block, SiteConfig>;
export type IslandKit = EngineIslandKit<Block, SiteConfig>;
