import { recordScrollPosition, writeSiteEntry } from './historyState';

/**
 * Moves focus to an anchor's target, so keyboard and screen-reader users continue from the section
 * they jumped to: an element that cannot take focus of its own gets tabindex="-1" (focusable from
 * script, still out of the Tab order). Says whether it took focus.
 */
export function focusAnchorTarget(target: HTMLElement): boolean {
  if (!target.hasAttribute('tabindex') && target.tabIndex < 0) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return document.activeElement === target;
}

/**
 * Follows a link to the anchor with this id on the page on screen, as the browser follows a
 * fragment link: a new history entry (none when the address is already the one on screen), where
 * Back returns to the position the visitor left; a smooth scroll to it (instant when the visitor
 * prefers reduced motion); and focus on it.
 */
export function scrollToAnchor(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const address = new URL(window.location.href);
  address.hash = id;
  if (address.href !== window.location.href) {
    // Written before the scroll moves anything: the entry left keeps the position Back returns to
    // (and no position waiting to be recorded lands in the new entry).
    recordScrollPosition();
    writeSiteEntry('push', address.href);
  }
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  focusAnchorTarget(target);
  return true;
}
