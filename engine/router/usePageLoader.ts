import { useCallback, useEffect, useRef, useState } from 'react';
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
 * so the screen never shows half a page. Starts from the prerendered page's data when there is one.
 */
export function usePageLoader(source: PageSource, registry: BlockRegistry, pathname: string, initial: PageData | null): PageLoaderState {
  const target = normalizePath(pathname);
  const [data, setData] = useState<PageData | null>(initial);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(target);
  latest.current = target;

  const onScreen = data?.path === target && error === null;
  useEffect(() => {
    if (onScreen && attempt === 0) return;
    let cancelled = false;
    setError(null);
    source
      .load(target)
      .then(async (next) => {
        await loadBlockComponents(registry, next.page.blocks.map((block) => block.type));
        if (!cancelled && latest.current === target) setData(next);
      })
      .catch((failure: unknown) => {
        if (!cancelled && latest.current === target) setError(failure);
      });
    return () => {
      cancelled = true;
    };
    // `onScreen` is deliberately left out: it changes as a result of this effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, registry, target, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // The development server announces edited page files; reload the page on screen.
  useEffect(() => {
    window.addEventListener('site:content-changed', retry);
    return () => window.removeEventListener('site:content-changed', retry);
  }, [retry]);
  return { data, error, pending: !onScreen && error === null, retry };
}
