import type { BootOptions } from '../engine/client';
import type { Block, SiteConfig } from './siteTypes';
import { installNavBehavior, mainNavigationLinks, prepareMenu } from './chrome/navBehavior';

/**
 * What this site's boot script hands the engine: the header's menus as plain DOM behaviour (no
 * hydration), the narrow screens' menu laid out ahead of its first opening, and the main
 * navigation's pages fetched while idle; islands get the site's block registry, theme and config,
 * loaded only when one is used.
 */
export const bootOptions: BootOptions<Block, SiteConfig> = {
  behaviours: [installNavBehavior],
  preparations: [prepareMenu],
  idlePrefetch: mainNavigationLinks,
  islands: () => import('./islandKit').then(({ islandKit }) => islandKit),
};
