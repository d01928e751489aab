import { css } from 'styled-components';

/** The large, tight, tabular type of a headline figure ("99%+", "2x"), in accent on dark sections. */
export const headlineFigure = (size: string) => css<{ $dark: boolean }>`
  font-size: ${size};
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.02em;
  font-variant-numeric: tabular-nums;
  color: ${({ $dark, theme }) => ($dark ? theme.color.accent300 : theme.color.navy900)};
`;
