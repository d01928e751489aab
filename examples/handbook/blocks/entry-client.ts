/** The handbook's boot script: the engine's boot, with its island kit loaded only on the search page. */
import { boot } from '../../../engine/client';
import type { Block, SiteConfig } from './siteTypes';

boot<Block, SiteConfig>({
  islands: () => import('./islandKit').then(({ islandKit }) => islandKit),
});
