import type { BootOptions } from '../engine/client';
import type { Block, SiteConfig } from './siteTypes';
import { installNavBehavior, mainNavigationLinks, prepareMenu } from './chrome/navBehavior';

/** The Google Analytics measurement id, if the build has one: without it, events go to window.dataLayer only. */
const measurementId = import.meta.env.VITE_GA_MEASUREMENT_ID?.trim();

/**
 * What this site's boot script hands the engine: the header's menus as plain DOM behaviour (no
 * hydration), the narrow screens' menu laid out ahead of its first opening, and the main
 * navigation's pages fetched while idle; islands get the site's block registry, theme, config and
 * toasts, loaded only when one is used; and its services: the error log (supabase-js), loaded at the
 * first error, and Google Analytics, loaded once the page is idle.
 */
export const bootOptions: BootOptions<Block, SiteConfig> = {
  behaviours: [installNavBehavior],
  preparations: [prepareMenu],
  idlePrefetch: mainNavigationLinks,
  islands: () => import('./islandKit').then(({ islandKit }) => islandKit),
  services: {
    errorLog: () => import('./services/errorLog').then(({ logError }) => logError),
    analytics: measurementId ? () => import('./services/gtag').then(({ startGtag }) => startGtag(measurementId)) : undefined,
  },
};
