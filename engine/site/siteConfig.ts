import type { SiteConfigShape } from '../content/shapes';
import { resolveTokens, tokenValues, type ContentTokens } from '../content/tokens';

/**
 * site.json with its own content tokens resolved (e.g. '© 2024 {brand}'), as the site hands it to
 * the engine. `Config` is the site's type for it: validate has checked the file against the site's
 * schema, which that type is generated from; `tokens` are the site's own.
 */
export function resolveSiteConfig<Config extends SiteConfigShape>(raw: unknown, tokens: ContentTokens<Config>): Config {
  const config = raw as Config;
  return resolveTokens(config, tokenValues(tokens, config));
}
