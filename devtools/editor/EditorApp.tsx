import { useEffect, useState } from 'react';
import { listPages, openPage, openSite, RefusedError, type OpenedPage, type OpenedSite, type PageSummary } from './editorClient';
import { EditorGlobalStyle } from './editorTheme';
import { PageEditor } from './PageEditor';
import { PageIndex } from './PageIndex';
import { SignInAgain } from './SignInAgain';
import { SiteEditor } from './SiteEditor';
import { EDITOR_PATH, SITE_TARGET } from './editorPath';

type Loaded =
  | { kind: 'index'; pages: PageSummary[] }
  | { kind: 'page'; opened: OpenedPage }
  | { kind: 'site'; opened: OpenedSite }
  | { kind: 'error'; message: string }
  | null;

/**
 * Development only: the page editor. `/__edit/<page>` takes a page's id (its file under pages/,
 * `services/consulting`) or any address of the site (`/management` opens the page it shows);
 * `/__edit/site.json` is site.json's (the header, the footer, the brand and contact details). Each
 * of its screens is a page of the dev server of its own: links between them load the next one.
 */
export default function EditorApp() {
  const [target] = useState(() => window.location.pathname.slice(EDITOR_PATH.length).replace(/^\/+|\/+$/g, ''));
  const [loaded, setLoaded] = useState<Loaded>(null);

  useEffect(() => {
    let current = true;
    void (async () => {
      if (target === SITE_TARGET) return { kind: 'site', opened: await openSite() } as const;
      if (!target) return { kind: 'index', pages: await listPages() } as const;
      // A page's id opens it at once; only what is no page's id is looked for among the pages'
      // addresses (the list of every page is long on a site of thousands).
      try {
        return { kind: 'page', opened: await openPage(target, { opening: true }) } as const;
      } catch (error) {
        if (!(error instanceof RefusedError) || (error.status !== 400 && error.status !== 404)) throw error;
      }
      const page = (await listPages()).find((p) => p.paths.includes(`/${target}`));
      if (!page) return { kind: 'error', message: `No page file or address “${target}”.` } as const;
      window.location.replace(`${EDITOR_PATH}/${page.id}`);
      return null;
    })().then(
      (value) => current && value && setLoaded(value),
      (error: unknown) => current && setLoaded({ kind: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [target]);

  return (
    <>
      <EditorGlobalStyle />
      <SignInAgain />
      {loaded?.kind === 'index' && <PageIndex pages={loaded.pages} />}
      {loaded?.kind === 'page' && <PageEditor key={loaded.opened.id} opened={loaded.opened} />}
      {loaded?.kind === 'site' && <SiteEditor opened={loaded.opened} />}
      {loaded?.kind === 'error' && (
        <p role="alert" style={{ padding: 32 }}>
          {loaded.message} <a href={EDITOR_PATH}>All pages</a>
        </p>
      )}
    </>
  );
}
