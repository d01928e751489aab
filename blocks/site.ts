import type { SiteDefinition } from './siteTypes';
import { islandKit } from './islandKit';
import { GlobalStyle } from './GlobalStyle';
import { Header } from './chrome/Header';
import { Footer } from './chrome/Footer';
import { icons } from './shared/Icon';
import { contentTokens } from './contentTokens';
import { organizationJsonLd } from './structuredData';

/**
 * This site, as the engine renders it: its blocks, theme and config, the frame around every page,
 * its icon set (for the page editor's icon picker, which draws them through the engine), its
 * content tokens and what every page tells search engines about the firm.
 */
export const site: SiteDefinition = {
  ...islandKit,
  frame: { GlobalStyle, Header, Footer },
  icons,
  tokens: contentTokens,
  structuredData: organizationJsonLd,
};
