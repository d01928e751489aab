import { css } from 'styled-components';
import { theme } from '../theme';

/**
 * How the header's bar compacts once the page is scrolled past its threshold (the header carries
 * data-scrolled then). Nothing in it changes size: the bar keeps its full height in the layout, its
 * visible plate slides up by the height it loses, and the content rises by half that to stay centred.
 * Translations are animated by the compositor alone; the height transition this replaces laid out
 * and repainted the bar in every frame for 200 ms, which is when a tap on a page just scrolled
 * arrives, and a slow phone answered it that much later.
 */
const lost = parseFloat(theme.header.barHeight) - parseFloat(theme.header.compactBarHeight);

/** The plate: the bar's background, border and frost. */
export const slidesWithCompactBar = css`
  transition: translate ${theme.motion.base};
  [data-scrolled] & {
    translate: 0 ${-lost}px;
  }
`;

/** The bar's content, which stays centred in the visible bar. */
export const risesWithCompactBar = css`
  transition: translate ${theme.motion.base};
  [data-scrolled] & {
    translate: 0 ${-lost / 2}px;
  }
`;
