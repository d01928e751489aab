import type { BootOptions } from '../engine/client';
import type { Block, SiteConfig } from './siteTypes';
import { installNavBehavior } from './chrome/navBehavior';

/**
 * What this site's boot script hands the engine: the header's menus as plain DOM behaviour (no
 * hydration); islands get the site's block registry, theme and config, loaded only when one is
 * used.
 */
export const bootOptions: BootOptions<Block, SiteConfig> = {
  behaviours: [installNavBehavior],
  islands: () => import('./islandKit').then(({ islandKit }) => islandKit),
};
