import type { SiteConfig } from '../../blocks/content.generated.ts';

/** The public origin: VITE_SITE_URL when set (e.g. a staging host), else site.json's url. No trailing slash. */
export function siteUrlFor(site: SiteConfig): string {
  const configured = process.env.VITE_SITE_URL?.trim();
  return (configured || site.url).replace(/\/+$/, '');
}
