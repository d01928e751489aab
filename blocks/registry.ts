import type { ComponentType } from 'react';
import type { Block } from '../engine/content/types.generated';

export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** Props every block component receives. */
export interface BlockProps<T extends BlockType> {
  block: BlockOf<T>;
  /** Zero-based position on the page: the first block is above the fold and loads its image eagerly. */
  position: number;
}

export type BlockModule<T extends BlockType> = { default: ComponentType<BlockProps<T>> };

/**
 * One lazily loaded module per block type, so a page downloads only the blocks it uses.
 * The mapped type makes a block type without a component a compile error.
 */
export const blockLoaders: { [T in BlockType]: () => Promise<BlockModule<T>> } = {
  banner: () => import('./banner/Banner'),
  'button-row': () => import('./button-row/ButtonRow'),
  'card-grid': () => import('./card-grid/CardGrid'),
  'contact-details': () => import('./contact-details/ContactDetails'),
  faq: () => import('./faq/Faq'),
  form: () => import('./form/Form'),
  hero: () => import('./hero/Hero'),
  'media-text': () => import('./media-text/MediaText'),
  metrics: () => import('./metrics/Metrics'),
  'not-found': () => import('./not-found/NotFound'),
  'process-steps': () => import('./process-steps/ProcessSteps'),
  'stats-strip': () => import('./stats-strip/StatsStrip'),
  'tab-bar': () => import('./tab-bar/TabBar'),
  text: () => import('./text/Text'),
};

/**
 * The block types that need script in the browser. Only these are hydrated (each as an island of
 * its own); every other block stays the HTML the server rendered and its code is never downloaded.
 */
export const interactiveBlockTypes: ReadonlySet<string> = new Set<BlockType>(['form']);
