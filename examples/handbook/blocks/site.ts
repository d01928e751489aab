import type { SiteDefinition } from './siteTypes';
import { islandKit } from './islandKit';
import { GlobalStyle } from './GlobalStyle';
import { Header } from './chrome/Header';
import { Footer } from './chrome/Footer';
import { contentTokens } from './contentTokens';

/** The handbook, as the engine renders it: no icons, no structured data, no services of its own. */
export const site: SiteDefinition = { ...islandKit, frame: { GlobalStyle, Header, Footer }, tokens: contentTokens };
