import type { BootOptions } from '../engine/client';
import type { Block, SiteConfig } from './siteTypes';
import { installNavBehavior, prepareMenu } from './chrome/navBehavior';

/**
 * What this site's boot script hands the engine: the header's menus as plain DOM behaviour (no
 * hydration), and the narrow screens' menu laid out ahead of its first opening; islands get the
 * site's block registry, theme and config, loaded only when one is used.
 */
export const bootOptions: BootOptions<Block, SiteConfig> = {
  behaviours: [installNavBehavior],
  preparations: [prepareMenu],
  islands: () => import('./islandKit').then(({ islandKit }) => islandKit),
};
