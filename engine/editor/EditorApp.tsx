import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useFrame, useSiteDefinition } from '../site/SiteContext';
import { listPages, openPage, type OpenedPage, type PageSummary } from './editorClient';
import { PageEditor } from './PageEditor';
import { PageIndex } from './PageIndex';
import { EDITOR_PATH } from './editorPath';

type Loaded = { kind: 'index'; pages: PageSummary[] } | { kind: 'page'; opened: OpenedPage } | { kind: 'error'; message: string } | null;

/**
 * Development only: the page editor. `/__edit/<page>` takes a page's id (its file under pages/,
 * `services/consulting`) or any address of the site (`/management` opens the page it shows).
 */
export default function EditorApp() {
  const site = useSiteDefinition();
  const { GlobalStyle } = useFrame();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const target = pathname.slice(EDITOR_PATH.length).replace(/^\/+|\/+$/g, '');
  // What was loaded, for which address: another address shows nothing until its own has loaded.
  const [result, setResult] = useState<{ target: string; loaded: Loaded }>({ target: '', loaded: null });
  const loaded = result.target === target ? result.loaded : null;

  useEffect(() => {
    let current = true;
    void (async () => {
      const pages = await listPages();
      if (!target) return { kind: 'index', pages } as const;
      const page = pages.find((p) => p.id === target) ?? pages.find((p) => p.paths.includes(`/${target}`));
      if (!page) return { kind: 'error', message: `No page file or address “${target}”.` } as const;
      if (page.id !== target) {
        navigate(`${EDITOR_PATH}/${page.id}`, { replace: true });
        return null;
      }
      return { kind: 'page', opened: await openPage(page.id) } as const;
    })().then(
      (value) => current && value && setResult({ target, loaded: value }),
      (error: unknown) =>
        current && setResult({ target, loaded: { kind: 'error', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      current = false;
    };
  }, [target, navigate]);

  useEffect(() => {
    if (loaded?.kind === 'index') document.title = 'Page editor';
  }, [loaded]);

  return (
    <ThemeProvider theme={site.theme}>
      <GlobalStyle />
      {loaded?.kind === 'index' && <PageIndex pages={loaded.pages} />}
      {loaded?.kind === 'page' && <PageEditor key={loaded.opened.id} opened={loaded.opened} />}
      {loaded?.kind === 'error' && (
        <p role="alert" style={{ padding: 32 }}>
          {loaded.message} <a href={EDITOR_PATH}>All pages</a>
        </p>
      )}
    </ThemeProvider>
  );
}
