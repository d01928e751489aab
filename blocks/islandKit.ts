import siteJson from '../pages/site.json';
import { resolveSiteConfig } from '../engine';
import type { IslandKit, SiteConfig } from './siteTypes';
import { blocks } from './registry.generated';
import { theme } from './theme';
import { contentTokens } from './contentTokens';

/**
 * What the browser needs to hydrate this site's islands: its blocks (each loads its component only
 * when hydrated), theme and config, and its toast host (react-hot-toast's headless store, drawn in
 * the theme), which a form loads before it can be sent. Loaded by the boot script only when an
 * island is used.
 */
export const islandKit: IslandKit = {
  config: resolveSiteConfig<SiteConfig>(siteJson, contentTokens),
  blocks,
  theme,
  toasts: () => import('./services/ToastHost').then(({ mountToastHost }) => mountToastHost),
};
