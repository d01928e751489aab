/**
 * A focus trap for a panel that covers the page (the mobile menu): Tab and Shift+Tab cycle through
 * its controls instead of leaving for the page underneath. Plain DOM, no React.
 */

/** What Tab can reach in the menus: links and enabled buttons. */
export const FOCUSABLE = 'a[href], button:not([disabled])';

/** The controls in `container` that are on screen (not inside a hidden list), in document order. */
export function visibleFocusables(container: ParentNode): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null);
}

/**
 * Call from a keydown listener: Tab on the last of `focusable` moves to the first, Shift+Tab on
 * the first moves to the last; anything else is left to the browser.
 */
export function keepTabWithin(event: KeyboardEvent, focusable: HTMLElement[]): void {
  if (event.key !== 'Tab' || focusable.length === 0) return;
  const first = focusable[0]!;
  const last = focusable[focusable.length - 1]!;
  const active = first.ownerDocument.activeElement;
  if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
