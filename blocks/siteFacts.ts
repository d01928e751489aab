import type { SiteFacts } from '../engine/index';
import type { Block, SiteConfig } from './siteTypes';
import { blocks } from './registry.generated';
import { contentTokens } from './contentTokens';
import { navGroups, newPage } from './newPage';
import { serviceOrigins } from './services/serviceOrigins';

/**
 * What the build, validate and the editor know of this site without rendering it: its block
 * definitions (plain data; no component is loaded), its content tokens, and what a new page
 * starts as and which menus it may join. They find it here, in
 * the site's folder, whichever site they are pointed at; and the addresses its code talks to, which
 * the build's Content-Security-Policy allows.
 */
export const siteFacts: SiteFacts<Block, SiteConfig> = {
  blocks,
  tokens: contentTokens,
  newPage,
  navGroups,
  // Where the contact and newsletter forms post (blocks/form/formSettings.ts), and the error log (services/errorLog.ts).
  inboxSettings: ['VITE_CONTACT_WEBHOOK_URL', 'VITE_NEWSLETTER_WEBHOOK_URL', 'VITE_SUPABASE_URL'],
  origins: serviceOrigins,
};
