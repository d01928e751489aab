import { layOutWholePage } from '../layout/deferredLayout';

/** Smoothly scroll to the element with this id (instantly when the visitor prefers reduced motion) and move focus to it. */
export function scrollToAnchor(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  // The scroll aims once: every section above the target must have its real height first.
  layOutWholePage();
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  if (window.location.hash !== `#${id}`) window.history.replaceState(window.history.state, '', `#${id}`);
  // Keyboard and screen-reader users continue from the section they jumped to.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
