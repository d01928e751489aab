import path from 'node:path';
import type { Plugin } from 'vite';
import { PAGES_DIR, SITE_DIR } from '../lib/site/paths.ts';

const REPOSITORY_SITE_CONFIG = path.join(SITE_DIR, 'pages', 'site.json');

/**
 * The site entries import the site config as '../pages/site.json'. A build of another content folder
 * (SITE_PAGES_DIR: the tests, the scale benchmark) must render that folder's site.json: its page
 * text already fills {brand} and {address} from it, and the header, footer and structured data
 * would otherwise show the site folder's brand and address beside them.
 */
export function contentSiteConfig(): Plugin {
  const target = path.join(PAGES_DIR, 'site.json');
  return {
    name: 'content-site-config',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (target === REPOSITORY_SITE_CONFIG || path.basename(source) !== 'site.json') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === REPOSITORY_SITE_CONFIG ? target : null;
    },
  };
}
