import type { ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { theme } from '../../blocks/theme';
import { GlobalStyle } from '../../blocks/GlobalStyle';
import { Header } from '../../blocks/chrome/Header';
import { Footer } from '../../blocks/chrome/Footer';
import { site } from '../site/siteConfig';
import { ToastLayer } from '../feedback/ToastLayer';

const SkipLink = styled.a`
  position: absolute;
  left: 12px;
  top: -100px;
  z-index: 200;
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.navy900};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  &:focus {
    top: 12px;
  }
`;

const Main = styled.main`
  display: block;
  min-height: 50vh;
  &:focus {
    outline: none;
  }
`;

/** The chrome around every page: skip link, header, main region and footer. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SkipLink href="#main-content">Skip to main content</SkipLink>
      <Header site={site} />
      <Main id="main-content" tabIndex={-1}>
        {children}
      </Main>
      <Footer site={site} />
      <ToastLayer />
    </ThemeProvider>
  );
}
