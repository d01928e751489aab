import styled, { css } from 'styled-components';

export type Tone = 'default' | 'alt' | 'dark';

/** Width-limited, padded column every section's content sits in. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.width.content};
  margin: 0 auto;
  padding: 0 clamp(16px, 4vw, 32px);
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
    color: #fff;
  `,
};

/** A full-width page section with vertical rhythm. */
export const Section = styled.section<{ $tone?: Tone; $tight?: boolean }>`
  padding: ${({ $tight, theme }) => ($tight ? `clamp(32px, 5vw, 48px) 0` : `${theme.section} 0`)};
  ${({ $tone = 'default' }) => tones[$tone]}
`;

/** Visually hidden but read by screen readers. */
export const srOnly = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHidden = styled.span`
  ${srOnly}
`;
