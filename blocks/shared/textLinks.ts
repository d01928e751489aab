import { css } from 'styled-components';

/**
 * Links written in a text (the engine's RichText: a paragraph, an answer, a card's description):
 * underlined, in the accent colour that reads on the background (`onDark` for a dark section). A
 * module of its own: the form's island, which draws no such text, takes layout.tsx and not this.
 */
export const textLinks = (onDark = false) => css`
  a {
    color: ${({ theme }) => (onDark ? theme.color.accent300 : theme.color.accent700)};
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.18em;
  }
  a:hover {
    text-decoration-thickness: 2px;
  }
`;
