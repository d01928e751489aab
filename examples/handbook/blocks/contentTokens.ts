import type { ContentTokens } from '../../../engine/index';
import type { SiteConfig } from './siteTypes';

/** The handbook's tokens: the product's name, the release described and where its source lives. */
export const contentTokens = {
  product: (site) => site.product,
  version: (site) => site.version,
  repo: (site) => site.repo,
} satisfies ContentTokens<SiteConfig>;
