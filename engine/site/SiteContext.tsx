import { createContext, useContext } from 'react';
import type { SiteConfigShape } from '../content/shapes';
import type { IslandKit, PageFrame, SiteDefinition } from './definition';

/**
 * The site the engine is rendering, as its entries handed it over: the whole definition on the
 * server, the island kit inside an island.
 */
export const SiteContext = createContext<IslandKit | SiteDefinition | null>(null);

/** The site definition (or island kit) being rendered. */
export function useSiteDefinition(): IslandKit {
  const site = useContext(SiteContext);
  if (!site) throw new Error('The engine renders only inside a site: wrap the tree in <SiteContext.Provider>');
  return site;
}

/**
 * site.json, tokens resolved: the brand, contact details, navigation, footer and tab sets. The
 * engine holds whatever config its site handed it; `Config` is the site's type for it (the site
 * names it, as it named it when it handed the config over).
 */
export function useSite<Config extends SiteConfigShape = SiteConfigShape>(): Config {
  return useSiteDefinition().config as Config;
}

/** The page frame (header, footer, global style): only where whole pages are rendered. */
export function useFrame(): PageFrame {
  const site = useSiteDefinition();
  const frame = (site as Partial<SiteDefinition>).frame;
  if (!frame) throw new Error('The page frame is only available where whole pages are rendered, not inside an island');
  return frame;
}

/** The site's content tokens: only where whole pages are rendered (the block catalogue fills its examples with them). */
export function useContentTokens(): SiteDefinition['tokens'] {
  const tokens = (useSiteDefinition() as Partial<SiteDefinition>).tokens;
  if (!tokens) throw new Error('The content tokens are only available where whole pages are rendered, not inside an island');
  return tokens;
}
