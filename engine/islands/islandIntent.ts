import { ISLAND } from './islandAttributes';
import { isHydrated } from './islandRoots';

/**
 * Events that show a visitor is about to use an island. Its code is fetched and it hydrates on the
 * first of them, not at load: until then the server's markup works on its own (fields take typing,
 * the boot script's guard holds a submit), so a visitor who only reads the page never pays for
 * React, and the page's load does no hydration work at all.
 */
const INTENT_EVENTS = ['focusin', 'pointerdown', 'keydown', 'input', 'submit'] as const;

/**
 * Events the island's own handlers should still see once it is hydrated, replayed in order on the
 * element they happened to (each kind once per element): the first focus and the typing that came
 * before hydration, so analytics, character counters and drafts are the same as if the island had
 * been there from the start.
 */
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

/**
 * Hydrates each island in `scope` on the visitor's first sign of using it (see INTENT_EVENTS),
 * with `hydrate`, which resolves once the island is committed. If its code cannot be loaded the
 * island stays as the server rendered it and the next sign tries again.
 */
export function armIslands(scope: ParentNode, hydrate: (container: HTMLElement) => Promise<void>): void {
  for (const container of scope.querySelectorAll<HTMLElement>(`[${ISLAND.kind}]`)) {
    if (armed.has(container) || isHydrated(container)) continue;
    armed.add(container);
    const seen: Array<{ type: string; target: Element }> = [];
    let hydrating = false;
    const onIntent = (event: Event) => {
      if (REPLAYED.has(event.type) && event.target instanceof Element) seen.push({ type: event.type, target: event.target });
      if (hydrating) return;
      hydrating = true;
      hydrate(container).then(
        () => {
          for (const type of INTENT_EVENTS) container.removeEventListener(type, onIntent, true);
          replay(seen.splice(0));
        },
        () => {
          // Stays as rendered; the next sign of use tries again.
          hydrating = false;
          seen.length = 0;
        },
      );
    };
    for (const type of INTENT_EVENTS) container.addEventListener(type, onIntent, true);
  }
}
