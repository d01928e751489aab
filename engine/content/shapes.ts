/**
 * The content the engine reads, as shapes: what a block, a page, an action, the routes and the
 * site config must have for the engine to render, link, track and describe them. The engine knows
 * no site's content model: a site generates its own types from its own schemas (this site's are
 * blocks/content.generated.ts), which have these fields and more, and hands them to the engine's
 * generic API (SiteDefinition<Block, SiteConfig>, BlockProps<HeroBlock>, PageData<Page>). Where a
 * site's type stops fitting a shape, the site fails to compile, naming the field.
 */

/** A block: its type names its definition in the site's registry, its id is its scroll anchor. Its other fields are its component's. */
export interface BlockShape {
  type: string;
  id?: string;
}

/** An image under public/ with its intrinsic size and alt text. */
export interface ImageShape {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** What a page's <head> says about it. */
export interface PageMetaShape {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Its social preview image; the site's default otherwise. */
  image?: ImageShape;
  /** A canonical path other than the first route of the page. */
  canonical?: string;
  noindex?: boolean;
}

/** A page: its meta and its blocks, top to bottom, each one of the site's block union `B`. */
export interface PageShape<B extends BlockShape = BlockShape> {
  meta: PageMetaShape;
  blocks: readonly B[];
}

/** The analytics event an action records besides its click. */
export interface TrackShape {
  event: string;
  /** Where on the page the control sits, e.g. 'hero'. */
  placement?: string;
}

/** What a button or link does: go to a route, scroll to an anchor, follow an href, or nothing. */
export type ActionShape =
  | { navigate: string; track?: TrackShape }
  | { scroll: string; track?: TrackShape }
  | { href: string; newTab?: boolean; track?: TrackShape }
  | { none: true; track?: TrackShape };

/** Where a link in a text leads: an action that leads somewhere (a route, a section of the page, an address). */
export type LinkTargetShape = Exclude<ActionShape, { none: true }>;

/** One run of a text: plain words, or words in bold, in italics or as a link (any of them together). */
export type InlineRunShape = string | { text: string; bold?: true; italic?: true; link?: LinkTargetShape };

/** A text a block shows: plain, or a list of runs with bold, italic and links; never markup. */
export type RichTextShape = string | readonly InlineRunShape[];

/** The route manifest: which page each path shows (the first path of a page is its canonical one). */
export interface RoutesShape {
  notFound: string;
  routes: readonly { path: string; page: string }[];
}

/**
 * The site config as the engine reads it: the site's name, its public origin and its language,
 * and what the head tags may take from it. A site's config holds whatever else it needs (contact
 * details, navigation, a footer…), which only its own components, tokens and structured data read.
 */
export interface SiteConfigShape {
  /** The site's name: Open Graph's site name. */
  brand: string;
  /** The public origin, 'https://…' without a trailing slash. */
  url: string;
  /** The language of its pages, a BCP 47 tag such as 'en-US': the page's lang and Open Graph's locale. */
  language: string;
  /** The social preview image of a page that names none of its own. */
  socialImage?: ImageShape;
  /** The colour browsers tint their interface with around the page (theme-color). */
  themeColor?: string;
}
