import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Scroll positions by history entry, so Back returns to where the visitor was. */
const positions = new Map<string, number>();

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  if (!target) return false;
  target.scrollIntoView({ block: 'start' });
  return true;
}

/**
 * When a new page is on screen: back/forward restores the old position, a link with '#anchor'
 * scrolls there, anything else scrolls to the top. Focus moves to the main region so keyboard and
 * screen-reader users start at the new content.
 */
export function ScrollManager({ pageKey }: { pageKey: string }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<string | null>(null);
  const lastHash = useRef(location.hash);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const onScroll = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [location.key]);

  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = pageKey;
    lastHash.current = location.hash;
    if (before === null || before === pageKey || pageKey === '') return;
    if (navigationType === 'POP') window.scrollTo(0, positions.get(location.key) ?? 0);
    else if (!scrollToHash(location.hash)) window.scrollTo(0, 0);
    document.getElementById('main-content')?.focus({ preventScroll: true });
    // Only a change of page (or of anchor, below) moves the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageKey]);

  useLayoutEffect(() => {
    if (location.hash === lastHash.current) return;
    lastHash.current = location.hash;
    if (shown.current === pageKey) scrollToHash(location.hash);
  }, [location.hash, location.key, pageKey]);

  return null;
}
