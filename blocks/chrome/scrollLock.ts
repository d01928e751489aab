/**
 * Stops the page scrolling under a panel that covers it (the mobile menu), and puts it back.
 * Plain DOM, no React.
 */

/** Hides `element`'s overflow (the page's body by default); returns the function that restores it. */
export function lockScroll(element: HTMLElement = document.body): () => void {
  const previous = element.style.overflow;
  element.style.overflow = 'hidden';
  let locked = true;
  return () => {
    // Only the first call restores: a later one would overwrite whatever has been set since.
    if (!locked) return;
    locked = false;
    element.style.overflow = previous;
  };
}
