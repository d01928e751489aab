import { useCallback, useEffect, useState } from 'react';
import type { PageData } from '../content/pageData';
import { loadBlockComponents } from '../page/blockComponents';
import type { BlockRegistry } from '../site/definition';
import { normalizePath } from './manifest';
import type { PageSource } from './pageSource';

export interface PageLoaderState {
  /** The page on screen: the previous one stays until the next has loaded. */
  data: PageData | null;
  /** Why the current path could not be loaded, if it could not. */
  error: unknown;
  /** True while the current path's data or blocks are loading. */
  pending: boolean;
  retry: () => void;
}

/**
 * Loads the page data and block components for `pathname` and swaps them in when both are ready,
 * so the screen never shows half a page. Starts from `initial` (the server renders with it; in the
 * browser, the development app, there is none and every path is loaded).
 */
export function usePageLoader(source: PageSource, registry: BlockRegistry, pathname: string, initial: PageData | null): PageLoaderState {
  const target = normalizePath(pathname);
  const [data, setData] = useState<PageData | null>(initial);
  const [attempt, setAttempt] = useState(0);
  // A failure belongs to one attempt at one path: a new path or a retry starts without it.
  const [failure, setFailure] = useState<{ attempt: string; error: unknown } | null>(null);
  const current = `${target}#${attempt}`;
  const error = failure?.attempt === current ? failure.error : null;

  useEffect(() => {
    let cancelled = false;
    const thisAttempt = `${target}#${attempt}`;
    source
      .load(target)
      .then(async (next) => {
        await loadBlockComponents(
          registry,
          next.page.blocks.map((block) => block.type),
        );
        if (!cancelled) setData(next);
      })
      .catch((reason: unknown) => {
        if (!cancelled) setFailure({ attempt: thisAttempt, error: reason });
      });
    return () => {
      cancelled = true;
    };
  }, [source, registry, target, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // The development server announces edited page files; reload the page on screen.
  useEffect(() => {
    window.addEventListener('site:content-changed', retry);
    return () => window.removeEventListener('site:content-changed', retry);
  }, [retry]);
  const onScreen = data?.path === target && error === null;
  return { data, error, pending: !onScreen && error === null, retry };
}
