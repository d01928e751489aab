import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.fontSize.body};
    line-height: 1.65;
    color: ${({ theme }) => theme.color.ink};
    background: ${({ theme }) => theme.color.paper};
  }
  h1, h2, h3 { line-height: 1.2; margin: 0; font-weight: 600; }
  p { margin: 0; }
  a { color: ${({ theme }) => theme.color.tealBright}; text-underline-offset: 0.18em; }
  a:hover { color: ${({ theme }) => theme.color.teal}; }
  pre, code { font-family: ${({ theme }) => theme.font.code}; font-size: 0.9em; }
  /* Sections reached by an anchor stop below the header where it stays at the top (wide screens). */
  main [id] { scroll-margin-top: 16px; }
  ${({ theme }) => theme.media.wide} {
    main [id] { scroll-margin-top: 80px; }
  }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.color.tealBright}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition-duration: 0.01ms !important; animation-duration: 0.01ms !important; }
  }
`;
