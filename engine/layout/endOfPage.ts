/** How many more scrolls End or Home may take to reach the real end (each lays out the sections it passes). */
const MORE_SCROLLS = 4;

/** Where the page is still to go after its scroll ends: its bottom (End), its top (Home), or nowhere. */
let goal: 'bottom' | 'top' | null = null;
let left = 0;
let started = false;
const stop = () => (goal = null);

/**
 * Whether the key's scroll is the page's: not a field's caret move, not taken by the page's own
 * script (a control that moves its focus with them), not a scroll box's (the open menu's at 390 px).
 */
function scrollsThePage(event: KeyboardEvent): boolean {
  if (event.defaultPrevented) return false;
  const target = event.target as Element;
  if (target.closest?.('input,textarea,select,[contenteditable]')) return false;
  for (let box: Element | null = target; box && box !== document.body && box !== document.documentElement; box = box.parentElement) {
    const { overflowY } = getComputedStyle(box);
    if ((overflowY === 'auto' || overflowY === 'scroll') && box.scrollHeight > box.clientHeight) return false;
  }
  return true;
}

/** End or Home has the page's scroll go on to its end; any other key does not. */
function onKey(event: KeyboardEvent): void {
  const end = event.key === 'End' ? 'bottom' : event.key === 'Home' ? 'top' : null;
  goal = end && scrollsThePage(event) ? end : null;
  left = MORE_SCROLLS;
}

/**
 * End and Home (with Ctrl too) reach the page's real bottom and top. The browser aims its scroll at
 * the end as the page is counted when the key is pressed, sections not yet laid out at an estimate
 * (deferredLayout.ts), and falls short when the sections it passes turn out taller: End by up to
 * 2,500 px at 390 px and 950 px at 1280 px, Home pressed while End still scrolled by 1,000 px (the
 * browser's scroll anchoring carries it down as sections above grow). Once its scroll ends short,
 * the page scrolls on to the end as it now is, until there.
 *
 * Fetched at the first press of End or Home (see htmlNavigator.ts), which it is given; from then on
 * it hears every key itself.
 */
export function reachTheEnds(firstPress: KeyboardEvent): void {
  onKey(firstPress);
  if (started) return;
  started = true;
  document.addEventListener('keydown', onKey);
  // Any other way of scrolling is the visitor's own.
  for (const type of ['wheel', 'touchstart', 'pointerdown']) document.addEventListener(type, stop, { passive: true });
  window.addEventListener('scrollend', goOn);
  // The first press's scroll may have ended while this code was on its way: go on from where it is
  // (a scroll still running is taken over, for the same end).
  goOn();
}

/** After a scroll, on to the end still to be reached, if any. */
function goOn(): void {
  if (!goal || !left--) return void stop();
  const top = goal === 'top' ? 0 : document.documentElement.scrollHeight - window.innerHeight;
  if (Math.abs(window.scrollY - top) < 1) return void stop();
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top, behavior: reduce ? 'instant' : 'smooth' });
}
