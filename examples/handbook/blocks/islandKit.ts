import siteJson from '../pages/site.json';
import { resolveSiteConfig } from '../../../engine';
import type { IslandKit, SiteConfig } from './siteTypes';
import { blocks } from './registry.generated';
import { theme } from './theme';
import { contentTokens } from './contentTokens';

/** What the browser needs to hydrate the handbook's one island (its search box). */
export const islandKit: IslandKit = { config: resolveSiteConfig<SiteConfig>(siteJson, contentTokens), blocks, theme };
