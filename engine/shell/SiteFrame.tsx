import { useContext, type ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { theme } from '../../blocks/theme';
import { GlobalStyle } from '../../blocks/GlobalStyle';
import { Header } from '../../blocks/chrome/Header';
import { Footer } from '../../blocks/chrome/Footer';
import { site } from '../site/siteConfig';
import { ToastLayer } from '../feedback/ToastLayer';
import { IslandRendererContext } from '../islands/Island';
import { CrashScreen } from '../page/CrashScreen';

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
  const prerendering = useContext(IslandRendererContext) !== null;
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
      {/* Prerendered pages carry the crash screen, inert, for a navigation that fails. */}
      {prerendering && (
        <template id="crash-screen">
          <CrashScreen />
        </template>
      )}
    </ThemeProvider>
  );
}
