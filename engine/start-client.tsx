import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { PageData } from './content/pageData';
import { loadBlockComponents } from './page/blockComponents';
import { normalizePath } from './router/manifest';
import { createFetchPageSource } from './router/pageSource';
import { setPrefetchSource } from './router/prefetch';
import { SiteShell } from './shell/SiteShell';
import { reportError } from './errors/reportError';
import { installErrorHandlers } from './errors/installErrorHandlers';
import { config } from './config';

/** The id of the non-executable JSON script holding the prerendered page's data. */
const DATA_ELEMENT_ID = 'page-data';

/**
 * Lets tests (and curious developers) know the page is interactive. Hydration runs in slices, so
 * the mark is an effect: effects run only once the whole tree has been committed.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** Hydrates the prerendered page (or renders it, on the development server). Called by the boot entry. */
export async function startClient() {
  installErrorHandlers();
  const source = createFetchPageSource();
  setPrefetchSource(source);
  const container = document.getElementById('root')!;
  const embedded = document.getElementById(DATA_ELEMENT_ID)?.textContent;
  const initial = embedded ? (JSON.parse(embedded) as PageData) : null;
  // 404.html is served at whatever address was mistyped; the page on screen is for that address.
  if (initial?.notFound) initial.path = normalizePath(window.location.pathname);

  const app = (
    <StrictMode>
      <BrowserRouter>
        <SiteShell source={source} initial={initial} />
      </BrowserRouter>
      <HydratedMark />
    </StrictMode>
  );

  if (initial) {
    // Prerendered page: load the blocks it uses, then hydrate with the embedded data so the first
    // render matches the HTML exactly and nothing is fetched again.
    source.prime(initial);
    await loadBlockComponents(initial.page.blocks.map((block) => block.type));
    // Inside a transition React hydrates in short slices and yields to the browser in between, so
    // hydrating a long page never blocks input for more than a few milliseconds at a time.
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: (error) => reportError(error, 'Hydration') });
    });
  } else {
    // Development server: no prerendered HTML, render from scratch.
    createRoot(container).render(app);
  }

  if (config.gaMeasurementId) {
    const id = config.gaMeasurementId;
    // Analytics waits until the page is idle: it must not compete with the first render.
    const load = () => void import('./analytics/gtag').then(({ loadGtag }) => loadGtag(id));
    if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 4000 });
    else setTimeout(load, 2000);
  }
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

