import { activePrefetcher } from './navigationHandlers';
import { isPageAddress } from './navigableLink';

/**
 * Fetches the page behind a link as soon as the visitor shows they are about to follow it, so the
 * click finds it ready: a mouse resting on the link for HOVER_INTENT_MS (passing over it on the
 * way elsewhere fetches nothing), a finger or pen touching it (the click comes when it lifts), or
 * keyboard focus reaching it. Focus a click gives, or a script moves (the menu opening focuses its
 * first link), is no sign of intent: it fetches nothing, and costs the press that caused it nothing.
 */
export const HOVER_INTENT_MS = 65;

let hoverTimer = 0;
let hoveredLink: HTMLAnchorElement | null = null;

function linkOf(event: Event): HTMLAnchorElement | null {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  return link instanceof HTMLAnchorElement ? link : null;
}

/** The page a link opens in this tab, if it is one the navigator would fetch: not a file, not this page. */
export function prefetchableUrl(link: HTMLAnchorElement): URL | null {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (!isPageAddress(url) || (url.pathname === window.location.pathname && url.search === window.location.search)) return null;
  return url;
}

function warm(link: HTMLAnchorElement): void {
  const prefetch = activePrefetcher();
  const url = prefetch && prefetchableUrl(link);
  if (url) void prefetch(url);
}

function onPointerOver(event: PointerEvent): void {
  if (event.pointerType !== 'mouse') return;
  const link = linkOf(event);
  if (link === hoveredLink) return;
  window.clearTimeout(hoverTimer);
  hoveredLink = link;
  if (link) hoverTimer = window.setTimeout(() => warm(link), HOVER_INTENT_MS);
}

function onPointerOut(event: PointerEvent): void {
  if (!hoveredLink || event.pointerType !== 'mouse') return;
  // Moving between the link's own children is not leaving it.
  if (event.relatedTarget instanceof Node && hoveredLink.contains(event.relatedTarget)) return;
  window.clearTimeout(hoverTimer);
  hoveredLink = null;
}

function onPress(event: Event): void {
  const link = linkOf(event);
  // At once, within the press: starting the fetch costs the press little, and every millisecond
  // before the click (which comes when the finger or button lifts) is time the fetch can use.
  if (link) warm(link);
}

function onFocus(event: FocusEvent): void {
  const link = linkOf(event);
  // :focus-visible is the browser's own judgement of keyboard focus, made before focusin fires.
  if (link?.matches(':focus-visible')) warm(link);
}

export function installLinkIntent(): void {
  document.addEventListener('pointerover', onPointerOver, { passive: true });
  document.addEventListener('pointerout', onPointerOut, { passive: true });
  // A mouse press too: the click follows on release, 80–120 ms later, time the fetch can use.
  document.addEventListener('pointerdown', onPress, { passive: true, capture: true });
  document.addEventListener('touchstart', onPress, { passive: true, capture: true });
  document.addEventListener('focusin', onFocus);
}
