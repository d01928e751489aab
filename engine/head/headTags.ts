import type { PageData } from '../content/pageData';
import type { ImageShape, SiteConfigShape } from '../content/shapes';

/** One element of a page's <head>, as data, so the server can print it and the client can apply it. */
export interface HeadTag {
  tag: 'meta' | 'link';
  attrs: Record<string, string>;
}

export interface PageHead {
  title: string;
  tags: HeadTag[];
}

function absolute(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

/** Open Graph's form of a language tag: 'en-US' → 'en_US', 'fr' → 'fr'. */
export function openGraphLocale(language: string): string {
  const [lang, region] = language.split('-');
  return region && /^[A-Za-z]{2}$/.test(region) ? `${lang!.toLowerCase()}_${region.toUpperCase()}` : lang!.toLowerCase();
}

/**
 * Title, description, keywords, canonical, robots, theme colour, Open Graph and X (Twitter) card
 * tags for a page. The image is the page's own, or the site's default, or none.
 */
export function pageHead(
  data: PageData,
  site: Pick<SiteConfigShape, 'brand' | 'language' | 'socialImage' | 'themeColor'>,
  siteUrl: string,
): PageHead {
  const { meta } = data.page;
  const image: ImageShape | undefined = meta.image ?? site.socialImage;
  const canonical = data.canonicalPath ? absolute(siteUrl, data.canonicalPath) : null;
  const tags: HeadTag[] = [{ tag: 'meta', attrs: { name: 'description', content: meta.description } }];
  if (meta.keywords?.length) tags.push({ tag: 'meta', attrs: { name: 'keywords', content: meta.keywords.join(', ') } });
  if (canonical) tags.push({ tag: 'link', attrs: { rel: 'canonical', href: canonical } });
  if (data.notFound || meta.noindex) tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  if (site.themeColor) tags.push({ tag: 'meta', attrs: { name: 'theme-color', content: site.themeColor } });
  const og: [string, string][] = [
    ['og:type', 'website'],
    ['og:site_name', site.brand],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ...(canonical ? ([['og:url', canonical]] as [string, string][]) : []),
    ...(image
      ? ([
          ['og:image', absolute(siteUrl, image.src)],
          ['og:image:alt', image.alt],
          ['og:image:width', String(image.width)],
          ['og:image:height', String(image.height)],
        ] as [string, string][])
      : []),
    ['og:locale', openGraphLocale(site.language)],
  ];
  for (const [property, content] of og) tags.push({ tag: 'meta', attrs: { property, content } });
  // X reads the title, description and image from Open Graph when its own tags are absent
  // (https://developer.x.com/en/docs/x-for-websites/cards/guides/getting-started), so only what
  // Open Graph cannot say is written twice: the card's kind and the image's alternative text.
  const twitter: [string, string][] = image
    ? [
        ['twitter:card', 'summary_large_image'],
        ['twitter:image:alt', image.alt],
      ]
    : [['twitter:card', 'summary']];
  for (const [name, content] of twitter) tags.push({ tag: 'meta', attrs: { name, content } });
  return { title: meta.title, tags };
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The head as HTML; each page-specific tag carries data-head so the client can replace it on navigation. */
export function renderHead(head: PageHead): string {
  const lines = [`<title>${escapeHtml(head.title)}</title>`];
  for (const { tag, attrs } of head.tags) {
    const attributes = Object.entries(attrs)
      .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
      .join(' ');
    lines.push(`<${tag} ${attributes} data-head>`);
  }
  return lines.join('\n    ');
}
