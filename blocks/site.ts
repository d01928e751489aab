import type { SiteDefinition } from './siteTypes';
import { islandKit } from './islandKit';
import { GlobalStyle } from './GlobalStyle';
import { Header } from './chrome/Header';
import { Footer } from './chrome/Footer';

/** This site, as the engine renders it: its blocks, theme and config, and the frame around every page. */
export const site: SiteDefinition = { ...islandKit, frame: { GlobalStyle, Header, Footer } };
