import { VisuallyHidden } from '../shared/layout';
import styled from 'styled-components';
import { theme } from '../theme';
import { navTracking, SpriteIcon } from '../../engine';
import { risesWithCompactBar } from './compactBar';

const Home = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  text-decoration: none;
  color: ${({ theme }) => theme.color.navy900};
  flex: none;
  /* The header lets the pointer through below the compact bar; the logo takes it. */
  pointer-events: auto;
  ${risesWithCompactBar}
`;

const Word = styled.span`
  display: grid;
  line-height: 1.05;
  strong {
    font-size: 1.1875rem;
    font-weight: 800;
    letter-spacing: -0.01em;
  }
  span {
    font-size: 0.6875rem;
    font-weight: 700;
    letter-spacing: 0.2em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.accent700};
  }
`;

/** The mark as drawn: a redbud's heart-shaped leaf over a small skyline, made for this site. */
const mark = (
  <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
    <rect width="40" height="40" rx="9" fill={theme.color.navy900} />
    <path
      d="M20 31.5C13 26.8 8.6 22.3 8.6 16.9c0-3.6 2.7-6.3 6-6.3 2.4 0 4.3 1.3 5.4 3.2 1.1-1.9 3-3.2 5.4-3.2 3.3 0 6 2.7 6 6.3 0 5.4-4.4 9.9-11.4 14.6Z"
      fill={theme.color.accent500}
    />
    <path d="M20 14.2v15.6" stroke={theme.color.navy900} strokeWidth="1.4" strokeLinecap="round" />
    <path d="M20 19.5l-4-2.6M20 23.2l4.4-2.8" stroke={theme.color.navy900} strokeWidth="1.2" strokeLinecap="round" />
  </svg>
);

/** The mark, in the header and again in the footer: drawn once per page, as a symbol of its sprite. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return <SpriteIcon id="logo-mark" icon={mark} size={size} />;
}

export function Logo({ brand }: { brand: string }) {
  const [first, ...rest] = brand.split(' ');
  return (
    <Home href="/" {...navTracking('Logo', 'header')}>
      <LogoMark />
      <Word>
        <strong>{first}</strong>
        {rest.length > 0 && <span> {rest.join(' ')}</span>}
        <VisuallyHidden> home</VisuallyHidden>
      </Word>
    </Home>
  );
}
