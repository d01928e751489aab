/**
 * The islands that are hydrated now, each with a way to unmount it. Kept apart from the React code
 * so a page's islands can be cleared as the navigator leaves it without loading React itself.
 */
const roots = new Map<Element, () => void>();

export function registerIsland(container: Element, unmount: () => void): void {
  roots.set(container, unmount);
}

export function isHydrated(container: Element): boolean {
  return roots.has(container);
}

/** Unmounts every island inside `scope` (a page about to be replaced). */
export function unmountIslandsIn(scope: Element): void {
  for (const [container, unmount] of roots) {
    if (scope.contains(container)) {
      roots.delete(container);
      unmount();
    }
  }
}

/** Islands React has committed: from then on it handles their events itself. */
const committed = new WeakSet<Element>();

export function markCommitted(container: Element): void {
  committed.add(container);
}

export function isCommitted(container: Element): boolean {
  return committed.has(container);
}
