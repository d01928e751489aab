import type { SiteConfigShape } from '../../../engine/content/shapes.ts';

/** The public origin: VITE_SITE_URL when set (e.g. a staging host), else site.json's url. No trailing slash. */
export function siteUrlFor(site: Pick<SiteConfigShape, 'url'>): string {
  const configured = process.env.VITE_SITE_URL?.trim();
  return (configured || site.url).replace(/\/+$/, '');
}
