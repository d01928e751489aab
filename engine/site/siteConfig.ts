import raw from '../../pages/site.json';
import type { SiteConfig } from '../content/types.generated';
import { resolveTokens, tokenValues } from '../content/tokens';

const config = raw as SiteConfig;

/** pages/site.json with its own content tokens resolved (e.g. '© 2024 {brand}'). */
export const site: SiteConfig = resolveTokens(config, tokenValues(config));
