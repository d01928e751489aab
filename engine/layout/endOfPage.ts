/**
 * How many scrolls a press of End or Home may take to reach the real end (each lays out the sections
 * it passes). A bound against a page that never stops growing; on a slow phone the browser paints few
 * frames of a smooth scroll, lays out fewer sections on the way, and a press took up to 4.
 */
const SCROLLS = 8;
/**
 * How many frames the page is watched for once at its end. The sections on screen there are laid out
 * in the frames after the scroll that brought them near it, and may still push the end away: at 6x
 * CPU slowdown the page grew by 1,054 px after its scroll ended at the bottom, and stayed short of it.
 */
const SETTLE_FRAMES = 5;
/** How long after this code arrives the first press's own scroll may still begin to move the page. */
const FIRST_MOVE_MS = 250;

/** Where the page is still to go after its scroll ends: its bottom (End), its top (Home), or nowhere. */
let goal: 'bottom' | 'top' | null = null;
let left = 0;
let started = false;
/** Counts the visitor's acts (a key, a wheel, a touch, a click, a move through history). */
let acts = 0;
const stop = () => (goal = null);
const visitorScrolls = () => {
  acts++;
  stop();
};

/**
 * Whether the key's scroll is the page's: not a field's caret move, not taken by the page's own
 * script (a control that moves its focus with them), not a scroll box's (the open menu's at 390 px),
 * not a shortcut of the browser's (Alt+Home opens its home page).
 */
function scrollsThePage(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.metaKey || event.shiftKey) return false;
  const target = event.target as Element;
  if (target.closest?.('input,textarea,select,[contenteditable]')) return false;
  for (let box: Element | null = target; box && box !== document.body && box !== document.documentElement; box = box.parentElement) {
    const { overflowY } = getComputedStyle(box);
    if ((overflowY === 'auto' || overflowY === 'scroll') && box.scrollHeight > box.clientHeight) return false;
  }
  return true;
}

/** End or Home has the page's scroll go on to its end; any other key does not. */
function aimFor(event: KeyboardEvent): void {
  const end = event.key === 'End' ? 'bottom' : event.key === 'Home' ? 'top' : null;
  goal = end && scrollsThePage(event) ? end : null;
  left = SCROLLS;
  acts++;
}

/**
 * End and Home (with Ctrl too) reach the page's real bottom and top. The browser aims its scroll at
 * the end as the page is counted when the key is pressed, sections not yet laid out at an estimate
 * (deferredLayout.ts), and falls short when the sections it passes turn out taller: End by up to
 * 2,500 px at 390 px and 950 px at 1280 px, Home pressed while End still scrolled by 1,000 px (the
 * browser's scroll anchoring carries it down as sections above grow). Once a scroll ends short, the
 * page scrolls on to the end as it now is, until there.
 *
 * Fetched at the first press of End or Home (see htmlNavigator.ts), which it is given; from then on
 * it hears every key itself.
 */
export function reachTheEnds(firstPress: KeyboardEvent): void {
  // Later presses reach the listener below first.
  if (started) return;
  started = true;
  aimFor(firstPress);
  document.addEventListener('keydown', aimFor);
  // Any other way of scrolling is the visitor's own, and so is a move through history.
  for (const type of ['wheel', 'touchstart', 'pointerdown']) document.addEventListener(type, visitorScrolls, { passive: true });
  window.addEventListener('popstate', visitorScrolls);
  window.addEventListener('scrollend', goOn);
  // The first press's scroll was the browser's. It may have ended while this code was on its way, or
  // still run: go on from where the page is, taking it over. Or it has yet to move the page: End and
  // Home pressed within one frame, Home finds the page still at its top and does nothing, and End's
  // scroll then carries the page down. Then take over at its first move.
  const [first, act] = [goal, acts];
  if (goOn() === 'there') {
    const takeOver = () => {
      if (acts !== act) return;
      [goal, left] = [first, SCROLLS];
      goOn();
    };
    window.addEventListener('scroll', takeOver, { once: true });
    setTimeout(() => window.removeEventListener('scroll', takeOver), FIRST_MOVE_MS);
  }
}

/** Where the page's scroll is at its end: its bottom as the page is now, or its top. */
const endOf = (end: 'bottom' | 'top') => (end === 'top' ? 0 : document.documentElement.scrollHeight - window.innerHeight);

/** On to the end still to be reached, if any: a scroll begun, or the page is there already. */
function goOn(): 'scrolling' | 'there' | void {
  if (!goal || !left--) return void stop();
  const top = endOf(goal);
  if (Math.abs(window.scrollY - top) < 1) {
    stayAtTheEnd();
    return 'there';
  }
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top, behavior: reduce ? 'instant' : 'smooth' });
  return 'scrolling';
}

/** Counts the watches of stayAtTheEnd, so only the latest goes on. */
let watches = 0;

/** Goes on if the end moves away within SETTLE_FRAMES frames, unless the visitor acts first. */
function stayAtTheEnd(): void {
  const [aim, act, watch] = [goal, acts, ++watches];
  let frames = SETTLE_FRAMES;
  const check = () => {
    if (!aim || goal !== aim || acts !== act || watch !== watches) return;
    if (Math.abs(window.scrollY - endOf(aim)) >= 1) void goOn();
    else if (--frames) requestAnimationFrame(check);
    else stop();
  };
  requestAnimationFrame(check);
}
