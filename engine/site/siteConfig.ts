import type { SiteConfig } from '../content/types.generated';
import { resolveTokens, tokenValues } from '../content/tokens';

/** site.json with its own content tokens resolved (e.g. '© 2024 {brand}'), as the site hands it to the engine. */
export function resolveSiteConfig(raw: unknown): SiteConfig {
  const config = raw as SiteConfig;
  return resolveTokens(config, tokenValues(config));
}
