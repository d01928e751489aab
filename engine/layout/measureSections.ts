import { whenIdle } from '../scheduling/whenIdle';
import { LAZY_SECTIONS } from './deferredLayout';

/** On a lazily laid-out section for the frame in which it is laid out once, out of turn. */
export const MEASURING = 'data-measuring';

/** Longest wait for an idle moment before the next section is laid out. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Lays out the page's lazy sections one at a time while the browser is idle, each for one frame, so
 * each is then counted at its real height (`contain-intrinsic-size: auto` remembers it) rather than
 * the estimate. Without it the page's height is a guess until the visitor has scrolled past every
 * section: End or a drag of the scroll bar stopped up to 1,500 px short of the bottom at 390 px.
 * One section per idle moment keeps every task short; laid out all at once they were the load's
 * longest task (see deferredLayout.ts).
 */
export function measureSectionsWhileIdle(): void {
  const sections = [...document.querySelectorAll<HTMLElement>(LAZY_SECTIONS)];
  const measureNext = (): void => {
    const section = sections.shift();
    // Done, or a page swapped in since, which has a round of its own.
    if (!section?.isConnected) return;
    section.setAttribute(MEASURING, '');
    // Laid out in the next frame, its size remembered there; set back before the one after.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        section.removeAttribute(MEASURING);
        whenIdle(measureNext, IDLE_TIMEOUT_MS);
      }),
    );
  };
  whenIdle(measureNext, IDLE_TIMEOUT_MS);
}
