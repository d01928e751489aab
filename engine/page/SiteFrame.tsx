import type { ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
// The crash screen's styles come before the toasts' in every page, as they always have: the order
// modules are loaded in is the order of their rules in the page's CSS.
import { CrashScreen } from './CrashScreen';
import { ParserYield } from './ParserYield';
import { ToastLayer } from '../feedback/ToastLayer';
import { useFrame, useSiteDefinition } from '../site/SiteContext';
import type { PageInfo } from '../content/pageData';

const SkipLink = styled.a`
  position: absolute;
  left: 12px;
  top: -100px;
  z-index: 200;
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.radius.control};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
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

/**
 * The chrome around every page the server renders: skip link, the site's header, the main region,
 * the site's footer, the toasts' live regions and, inert, the crash screen the navigator shows when
 * a page cannot be fetched. The header, footer, global style and theme come from the site
 * definition, never from an import.
 */
export function SiteFrame({ page, children }: { page: PageInfo; children: ReactNode }) {
  const site = useSiteDefinition();
  const { GlobalStyle, Header, Footer } = useFrame();
  return (
    <ThemeProvider theme={site.theme}>
      <GlobalStyle />
      <SkipLink href="#main-content">Skip to main content</SkipLink>
      <Header site={site.config} page={page} />
      <Main id="main-content" tabIndex={-1}>
        {children}
      </Main>
      <ParserYield />
      <Footer site={site.config} page={page} />
      <ToastLayer />
      <template id="crash-screen">
        <CrashScreen />
      </template>
    </ThemeProvider>
  );
}
