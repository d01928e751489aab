import { ISLAND } from '../page/islandAttributes';
import { isCommitted, isHydrated } from './islandRoots';
import { whenIdleAfterLoad } from '../scheduling/whenIdle';

/**
 * When an island hydrates: before the visitor reaches it, never inside one of their events.
 *
 * - It starts as soon as the island is near the viewport (NEAR_VIEWPORT), or when the browser is
 *   idle after the page's load, whichever comes first; a sign of use (a focus, a press, typing)
 *   that comes earlier starts it at once. The server's markup works on its own meanwhile: fields
 *   take typing, the inline loader's guard holds a submit.
 * - While it hydrates, the visitor's events inside the island are kept from React. React would
 *   otherwise hydrate the whole island synchronously inside the event to handle it (a discrete
 *   event on a root still hydrating), which is a long task under the visitor's finger. The browser
 *   still does what the event does natively (the character appears in the field), so typing never
 *   waits for hydration.
 * - Once it is committed, the events React's handlers should still see are replayed in order on
 *   the element they happened to (REPLAYED), so analytics, counters and drafts are the same as if
 *   the island had been there from the start.
 */

/** How far outside the viewport an island starts hydrating: a screen or so of scrolling ahead. */
const NEAR_VIEWPORT = '100% 0px';
/** Longest wait for an idle moment after the load event before hydrating anyway. */
const IDLE_TIMEOUT_MS = 2000;

/** Events that start hydration at once when they come before it has started. */
const INTENT_EVENTS = ['focusin', 'pointerdown', 'keydown', 'input', 'submit'] as const;

/**
 * Events React treats as discrete (it hydrates synchronously to dispatch one on a root that is
 * still hydrating) that a visitor can fire in a form island: kept from it until the island is
 * committed. tests/unit/islandShield.test.ts checks the list against every event React listens for.
 */
export const SHIELDED_EVENTS = [
  ...INTENT_EVENTS,
  'focusout',
  'pointerup',
  'pointercancel',
  'mousedown',
  'mouseup',
  'click',
  'auxclick',
  'dblclick',
  'contextmenu',
  'keyup',
  'keypress',
  'beforeinput',
  // Chrome's, before each typed character's input: missing here, a keystroke during hydration had
  // React hydrate the whole form inside it (a 246 ms keypress at 4x).
  'textInput',
  'change',
  'select',
  'invalid',
  'reset',
  'compositionstart',
  'compositionupdate',
  'compositionend',
  'touchstart',
  'touchend',
  'touchcancel',
  'copy',
  'cut',
  'paste',
  'dragstart',
  'dragend',
  'drop',
  'beforetoggle',
  'toggle',
] as const;

/** Events replayed after hydration: the first focus and the last typing on each element. */
const REPLAYED = new Set<string>(['focusin', 'input']);

const armed = new WeakSet<Element>();

function replay(events: Array<{ type: string; target: Element }>): void {
  // The last input on an element carries its whole value; earlier ones add nothing.
  const lastInput = new Map<Element, number>();
  events.forEach(({ type, target }, index) => type === 'input' && lastInput.set(target, index));
  const focused = new Set<Element>();
  events.forEach(({ type, target }, index) => {
    if (!target.isConnected) return;
    if (type === 'focusin' && !focused.has(target)) {
      focused.add(target);
      target.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    } else if (type === 'input' && lastInput.get(target) === index) {
      target.dispatchEvent(new Event('input', { bubbles: true }));
    }
  });
}

let observer: IntersectionObserver | null = null;
const onNear = new WeakMap<Element, () => void>();

/** Calls `start` once `container` is within NEAR_VIEWPORT of the viewport. */
function whenNearViewport(container: Element, start: () => void): void {
  if (typeof IntersectionObserver !== 'function') return;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer!.unobserve(entry.target);
        onNear.get(entry.target)?.();
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  onNear.set(container, start);
  observer.observe(container);
}

/**
 * Schedules each island in `scope` to hydrate with `hydrate` (which resolves once the island is
 * committed), as described above. If its code cannot be loaded the island stays as the server
 * rendered it, and the visitor's next sign of use tries again.
 */
export function armIslands(scope: ParentNode, hydrate: (container: HTMLElement) => Promise<void>): void {
  for (const container of scope.querySelectorAll<HTMLElement>(`[${ISLAND.kind}]`)) {
    if (armed.has(container) || isHydrated(container)) continue;
    armed.add(container);
    const seen: Array<{ type: string; target: Element }> = [];
    let hydrating = false;

    const start = () => {
      if (hydrating || !container.isConnected) return;
      hydrating = true;
      observer?.unobserve(container);
      hydrate(container).then(
        () => {
          for (const type of SHIELDED_EVENTS) container.removeEventListener(type, shield, true);
          replay(seen.splice(0));
        },
        () => {
          // Stays as rendered; the next sign of use tries again. Events reach nobody but the
          // browser (and the inline loader's guard) meanwhile, as before hydration.
          hydrating = false;
          seen.length = 0;
        },
      );
    };

    function shield(event: Event): void {
      // Committed (by this hydration or by another path, such as a held submit's): React handles
      // the island's events itself from now on, a submit the form sends when it is ready among them.
      // Keeping one from it then would let the browser submit the form natively.
      if (isCommitted(container)) {
        for (const type of SHIELDED_EVENTS) container.removeEventListener(type, shield, true);
        return;
      }
      if (REPLAYED.has(event.type) && event.target instanceof Element) seen.push({ type: event.type, target: event.target });
      if ((INTENT_EVENTS as readonly string[]).includes(event.type)) start();
      // Registered before React's own listeners on this container, so this runs first: React does
      // not see the event, and so does not hydrate inside it. The browser's default action stays.
      if (hydrating) event.stopImmediatePropagation();
    }

    for (const type of SHIELDED_EVENTS) container.addEventListener(type, shield, true);
    whenNearViewport(container, start);
    whenIdleAfterLoad(start, IDLE_TIMEOUT_MS);
  }
}
