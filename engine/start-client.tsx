/**
 * The development server's application: it renders whole pages in the browser (from each page's
 * JSON, fresh on every edit) with react-router, so an edit shows at once. The prerendered site
 * never loads this: there, pages are HTML, islands hydrate on their own and the navigator swaps
 * pages (see boot/boot.ts).
 */
import { lazy, StrictMode, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation, useNavigate } from 'react-router-dom';
import { createFetchPageSource, type PageSource } from './router/pageSource';
import { prefetchPath, setPrefetchSource } from './router/prefetch';
import { SiteShell } from './shell/SiteShell';
import { setNavigator, setPrefetcher } from './boot/navigator';
import { refreshScrollFlags } from './boot/scrollFlags';
import type { SiteDefinition } from './site/definition';
import { SiteContext } from './site/SiteContext';
import { isEditorPath } from './editor/editorPath';

/** The page editor (/__edit): development only, loaded when opened; production builds drop it entirely. */
const PageEditorApp = import.meta.env.DEV ? lazy(() => import('./editor/EditorApp')) : null;

/** The site, or, under /__edit, the page editor (which renders pages itself, beside their forms). */
function DevelopmentApp({ source }: { source: PageSource }) {
  const { pathname } = useLocation();
  if (PageEditorApp && isEditorPath(pathname)) {
    return (
      <Suspense fallback={null}>
        <PageEditorApp />
      </Suspense>
    );
  }
  return <SiteShell source={source} initial={null} />;
}

/** Lets tests (and curious developers) know the page is interactive: effects run once the tree is committed. */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * Once the application is up, same-site link clicks (caught by the boot script's delegated
 * listener) go through the router instead of loading a new document.
 */
function RouterNavigator() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((url) => navigate(`${url.pathname}${url.search}${url.hash}`));
    setPrefetcher((url) => prefetchPath(url.pathname));
    refreshScrollFlags();
    return () => {
      setNavigator(null);
      setPrefetcher(null);
    };
  }, [navigate]);
  return null;
}

/** Renders the page in the browser. Called by the boot entry on the development server. */
export async function startClient(site: SiteDefinition) {
  const source = createFetchPageSource();
  setPrefetchSource(source, site.blocks);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <SiteContext.Provider value={site}>
        <BrowserRouter>
          <DevelopmentApp source={source} />
          <RouterNavigator />
        </BrowserRouter>
      </SiteContext.Provider>
      <HydratedMark />
    </StrictMode>,
  );

  if (import.meta.env.DEV) void import('./errors/devDiagnostics').then(({ startDevDiagnostics }) => startDevDiagnostics());

  if (import.meta.hot) {
    // Editing a page's JSON in development re-renders it in place.
    import.meta.hot.on('site:content-changed', () => {
      source.invalidate();
      window.dispatchEvent(new CustomEvent('site:content-changed'));
    });
    const hot = import.meta.hot;
    void import('./dev/contentOverlay').then(({ startContentOverlay }) => startContentOverlay(hot));
  }
}
