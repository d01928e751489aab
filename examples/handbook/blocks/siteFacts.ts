import type { SiteFacts } from '../../../engine/index';
import type { Block, SiteConfig } from './siteTypes';
import { blocks } from './registry.generated';
import { contentTokens } from './contentTokens';
import { newPage } from './newPage';

/** What the build, validate and the editor know of the handbook without rendering it. */
export const siteFacts: SiteFacts<Block, SiteConfig> = { blocks, tokens: contentTokens, newPage };
