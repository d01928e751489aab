import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }
  /* Notices for visitors without JavaScript, hidden as soon as the page's script runs. */
  html[data-script] [data-needs-script] { display: none; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.sans};
    font-size: ${({ theme }) => theme.text.base};
    line-height: 1.6;
    color: ${({ theme }) => theme.color.ink};
    background: ${({ theme }) => theme.color.surface};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  h1, h2, h3, h4 { line-height: 1.2; margin: 0; letter-spacing: -0.01em; }
  p { margin: 0; }
  /* Anchored sections, and controls reached by the keyboard, stop below the sticky header. (Not
     scroll-padding on the page: that would make focusing a link inside the sticky header scroll the
     page.) */
  main [id], main :focus, footer :focus { scroll-margin-top: 88px; }
  ul, ol { margin: 0; padding: 0; }
  img, svg { display: block; max-width: 100%; }
  img { height: auto; }
  a { color: inherit; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto !important; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
