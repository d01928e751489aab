import type { ComponentType } from 'react';
import type { DefaultTheme } from 'styled-components';
import type { BlockShape, PageShape, SiteConfigShape } from '../content/shapes';
import type { ContentTokens } from '../content/tokens';
import type { PageInfo } from '../content/pageData';
import type { SiteTheme } from './theme';
import type { IslandServices } from './services';

/** Props every block component receives, `B` being its block type (a member of the site's block union). */
export interface BlockProps<B extends BlockShape> {
  block: B;
  /** Zero-based position on the page: the first block is above the fold and loads its image eagerly. */
  position: number;
}

/** A block component as the engine sees it: any block type. */
export type AnyBlockComponent = ComponentType<{ block: BlockShape; position: number }>;

/**
 * What the engine and validate know about one block type, `B` being its block type. Each block
 * folder has one (`blocks/<type>/definition.ts`), next to its component, written as plain data
 * (`satisfies BlockDefinition<…>`), so reading it loads nothing else; the site's registry is
 * generated from the folders (`npm run gen:types`).
 */
export interface BlockDefinition<B extends BlockShape> {
  type: B['type'];
  /** Where its JSON Schema lives, from the project root (editors find it there through the page schema). */
  schema: string;
  /**
   * Loads the component. The browser never calls it for a static block: static blocks stay the
   * HTML the server rendered, and only interactive ones hydrate.
   */
  load: () => Promise<{ default: ComponentType<BlockProps<B>> }>;
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

/** Any block type's definition as code reads it that needs what it says about its type, not its component (validate, the build's checks). */
export type AnyBlockDefinition = Omit<BlockDefinition<BlockShape>, 'load'>;

/**
 * A registry with exactly one definition for each type of the block union `B`: the site's
 * registry `satisfies BlockRegistryOf<Block>`, so a block type without a definition (or a
 * definition of a type the union lacks) is a compile error that names it.
 */
export type BlockRegistryOf<B extends BlockShape> = { readonly [T in B['type']]: BlockDefinition<Extract<B, { type: T }>> };

/** The registry as the engine looks blocks up: by type name, each component taking its block as any block. */
export type BlockRegistry = BlockRegistryOf<BlockShape>;

/** The chrome around every page, which the site supplies: the engine renders it, never imports it. */
export interface PageFrame<Config extends SiteConfigShape = SiteConfigShape> {
  /** Global styles (a styled-components global style). */
  GlobalStyle: ComponentType;
  Header: ComponentType<FrameProps<Config>>;
  Footer: ComponentType<FrameProps<Config>>;
}

/** What the frame's header and footer are rendered with: the site's config, and the page on screen (its path and every address it has), null while none is. */
export interface FrameProps<Config extends SiteConfigShape = SiteConfigShape> {
  site: Config;
  page: PageInfo | null;
}

/** What an icon of a site's icon set is drawn with (an icon component of a usual icon library takes these, and more). */
export interface IconProps {
  size?: number;
  strokeWidth?: number;
  'aria-hidden'?: boolean | 'true' | 'false';
  focusable?: boolean | 'true' | 'false';
}

/**
 * A site's icon set: each icon by the name its content uses (the site's schema lists the names), as
 * a component drawing it as an <svg>. The engine draws none of them itself (blocks do); it hands
 * them to tools that show them by name (the page editor's icon picker), so those know no site.
 */
export type IconSet = Readonly<Record<string, ComponentType<IconProps>>>;

/**
 * What the build, validate and the editor know of a site without rendering it, read from its
 * folder (`<site>/blocks/siteFacts.ts`): its block definitions, which load no component until
 * asked, and its content tokens.
 */
export interface SiteFacts<Block extends BlockShape = BlockShape, Config extends SiteConfigShape = SiteConfigShape> {
  blocks: BlockRegistryOf<Block>;
  /** The `{name}`s its authors may write in any string, each read off its config. */
  tokens: ContentTokens<Config>;
  /**
   * What a new page holds before its author writes it (`npm run new-page`, the editor's New page),
   * given its title: its meta and blocks, each text an author must still write left empty, so that
   * validate asks for it, and none another page's words. A page copied from another is retitled
   * with this page's meta title.
   */
  newPage(title: string): PageShape<Block>;
  /** The lists of links in the config a new page at `routePath` could join (a header menu, a footer column); none if absent. */
  navGroups?(config: Config, routePath: string): NavGroup[];
  /**
   * The build-time settings (VITE_… variables) the site's own code posts to, which fall back to the
   * local inbox when unset (its forms' webhooks): a build without one says so. None if absent.
   */
  inboxSettings?: readonly string[];
  /**
   * The addresses the site's code and services talk to, given the build's variables (its forms'
   * webhooks, its error log's database, its analytics vendor): the build allows their origins, and
   * no others, in the page's Content-Security-Policy. None if absent.
   */
  origins?(env: Readonly<Record<string, string | undefined>>): SiteOrigins;
}

/** Addresses by what the page does with them (an unset one, or one on the page's own origin, is left out). */
export interface SiteOrigins {
  /** Fetched and posted to. */
  connect?: readonly (string | undefined)[];
  /** Scripts loaded from. */
  script?: readonly (string | undefined)[];
  /** Images loaded from (an analytics beacon). */
  img?: readonly (string | undefined)[];
}

/** A list of links in the site config that a new page could join. */
export interface NavGroup {
  /** What kind of list it is, as `new-page --nav <kind>` names it: 'header', 'footer'. */
  kind: string;
  /** How it is named to the author: the header's "Asset Types" menu. */
  label: string;
  /** The JSON path of the array of links in the config. */
  path: (string | number)[];
}

/**
 * Everything the engine needs from a site, handed to it by the site's entries (the way
 * json-render's renderer takes its registry and Puck's `<Render>` its config): `Block` is the
 * site's block union and `Config` its site config type, both generated from its schemas.
 */
export interface SiteDefinition<Block extends BlockShape = BlockShape, Config extends SiteConfigShape = SiteConfigShape> {
  /** site.json, tokens resolved. */
  config: Config;
  blocks: BlockRegistryOf<Block>;
  /**
   * The site's theme: what its own blocks are drawn with, holding the engine's roles too (SiteTheme),
   * which are all the engine reads. It is the site's styled-components DefaultTheme.
   */
  theme: DefaultTheme & SiteTheme;
  frame: PageFrame<Config>;
  /** The site's icon set, for the tools that show icons by name (optional: a site may have none). */
  icons?: IconSet;
  /** Its content tokens (SiteFacts.tokens): the block catalogue fills its examples with them. */
  tokens: ContentTokens<Config>;
  /**
   * What every page tells search engines about the site, as schema.org JSON-LD (an Organization,
   * a SoftwareApplication…), given the config and the public origin; none if absent.
   */
  structuredData?: (config: Config, siteUrl: string) => Record<string, unknown>;
}

/**
 * What the browser needs to hydrate a page's islands: the block registry, the theme and the site
 * config, never the frame (whose code the browser does not download); and the site's toast host, if
 * it has one (site/services.ts).
 */
export type IslandKit<Block extends BlockShape = BlockShape, Config extends SiteConfigShape = SiteConfigShape> = Pick<
  SiteDefinition<Block, Config>,
  'config' | 'blocks' | 'theme'
> &
  IslandServices;

/**
 * A site as the engine's internals hold it, whatever its block union and config: they look blocks
 * up by type name and give each component only blocks of its own type, and hand the frame the
 * config it came with, so forgetting the site's own types there loses nothing. Its entry points
 * (createServerRenderer, boot) are generic over the site's types and forget them here, in one place.
 */
export function anySite<Block extends BlockShape, Config extends SiteConfigShape>(site: SiteDefinition<Block, Config>): SiteDefinition {
  return site as unknown as SiteDefinition;
}

/** The island kit as the engine's internals hold it (see anySite). */
export function anyKit<Block extends BlockShape, Config extends SiteConfigShape>(kit: IslandKit<Block, Config>): IslandKit {
  return kit as unknown as IslandKit;
}
