import styled, { css } from 'styled-components';
import { ownValue, srOnly } from '../../engine';

export type Tone = 'default' | 'alt' | 'dark';

/** Width-limited, padded column every section's content sits in. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.width.content};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.gutter};
`;

const tones = {
  default: css`
    background: ${({ theme }) => theme.color.surface};
  `,
  alt: css`
    background: ${({ theme }) => theme.color.surfaceAlt};
  `,
  dark: css`
    background: ${({ theme }) => theme.color.navy900};
    color: ${({ theme }) => theme.color.onDark};
  `,
};

/** A full-width page section with vertical rhythm. */
export const Section = styled.section<{ $tone?: Tone; $tight?: boolean }>`
  padding: ${({ $tight, theme }) => ($tight ? `clamp(32px, 5vw, 48px) 0` : `${theme.section} 0`)};
  ${({ $tone = 'default' }) => ownValue(tones, $tone)}
`;

/**
 * A list shown as cards: one column on phones, two from the small breakpoint, and `$columns` from
 * `$wideFrom` on. The card grid, metrics and contact details all lay their items out this way.
 */
export const CardList = styled.ul<{ $columns: number; $wideFrom?: 'md' | 'lg'; $gap?: number }>`
  list-style: none;
  display: grid;
  gap: ${({ $gap = 24 }) => $gap}px;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.up.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ $columns, $wideFrom = 'md', theme }) =>
    $columns !== 2 &&
    css`
      ${theme.up[$wideFrom]} {
        grid-template-columns: repeat(${$columns}, minmax(0, 1fr));
      }
    `}
`;

/** Visually hidden but read by screen readers. */
export { srOnly };

export const VisuallyHidden = styled.span`
  ${srOnly}
`;
