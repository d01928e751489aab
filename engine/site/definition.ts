import type { ComponentType } from 'react';
import type { DefaultTheme } from 'styled-components';
import type { Block, SiteConfig } from '../content/types.generated';
import type { PageInfo } from '../page/PageContext';

export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** Props every block component receives. */
export interface BlockProps<T extends BlockType> {
  block: BlockOf<T>;
  /** Zero-based position on the page: the first block is above the fold and loads its image eagerly. */
  position: number;
}

/** A block component as the engine sees it: any block type. */
export type AnyBlockComponent = ComponentType<{ block: { type: string }; position: number }>;

/**
 * What the engine and validate know about one block type. Each block folder has one
 * (`blocks/<type>/definition.ts`), next to its component, written as plain data (`satisfies
 * BlockDefinition<'<type>'>`), so reading it loads nothing else; the site's registry is generated
 * from the folders (`npm run gen:types`).
 */
export interface BlockDefinition<T extends string = string> {
  type: T;
  /** Where its JSON Schema lives, from the project root (editors find it there through the page schema). */
  schema: string;
  /**
   * Loads the component. The browser never calls it for a static block: static blocks stay the
   * HTML the server rendered, and only interactive ones hydrate.
   */
  load: () => Promise<{ default: ComponentType<T extends BlockType ? BlockProps<T> : never> }>;
  /** Needs script in the browser (a form): prerendered as an island, hydrated on its own. */
  interactive?: boolean;
  /** Renders the page's h1; every page has exactly one such block (validate checks it). */
  rendersPageHeading?: boolean;
  /**
   * Fields whose value must name a key of an object in site.json, checked by validate: the tab bar's
   * `{ tabs: 'tabSets' }` says its `tabs` names one of site.json's `tabSets`.
   */
  siteKeys?: Record<string, string>;
}

/** The site's block types by name. */
export type BlockRegistry = Readonly<Record<string, BlockDefinition>>;

/** The chrome around every page, which the site supplies: the engine renders it, never imports it. */
export interface PageFrame {
  /** Global styles (a styled-components global style). */
  GlobalStyle: ComponentType;
  /** `page`: the page on screen (its path and every address it has), null while none is. */
  Header: ComponentType<FrameProps>;
  Footer: ComponentType<FrameProps>;
}

/** What the frame's header and footer are rendered with. */
export interface FrameProps {
  site: SiteConfig;
  page: PageInfo | null;
}

/**
 * Everything the engine needs from a site, handed to it by the site's entries (the way
 * json-render's renderer takes its registry and Puck's `<Render>` its config).
 */
export interface SiteDefinition {
  /** site.json, tokens resolved. */
  config: SiteConfig;
  blocks: BlockRegistry;
  theme: DefaultTheme;
  frame: PageFrame;
}

/**
 * What the browser needs to hydrate a page's islands: the block registry, the theme and the site
 * config, never the frame (whose code the browser does not download).
 */
export type IslandKit = Pick<SiteDefinition, 'config' | 'blocks' | 'theme'>;

/** The registry of a list of definitions; a type defined twice is a mistake worth stopping for. */
export function blockRegistry(definitions: readonly BlockDefinition[]): BlockRegistry {
  const registry: Record<string, BlockDefinition> = {};
  for (const definition of definitions) {
    if (registry[definition.type]) throw new Error(`Block type "${definition.type}" is defined twice`);
    registry[definition.type] = definition;
  }
  return registry;
}
