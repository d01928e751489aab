/**
 * Scroll-position flags without any component code: an element with data-scrolled-past="N" gets
 * the attribute data-scrolled (or data-<name> with data-scroll-flag="name") while the page is
 * scrolled more than N pixels. The header compacts and the tab bar sticks with it, from the first
 * moment and whether or not anything is hydrated.
 */
const SELECTOR = '[data-scrolled-past]';

function update(): void {
  const y = window.scrollY;
  for (const element of document.querySelectorAll<HTMLElement>(SELECTOR)) {
    const threshold = Number(element.dataset.scrolledPast);
    const flag = `data-${element.dataset.scrollFlag ?? 'scrolled'}`;
    const past = y > threshold;
    if (past !== element.hasAttribute(flag)) element.toggleAttribute(flag, past);
  }
}

let installed = false;

export function installScrollFlags(): void {
  if (installed) return;
  installed = true;
  let frame = 0;
  window.addEventListener(
    'scroll',
    () => {
      frame ||= window.requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    },
    { passive: true },
  );
  update();
}

/** For the application, after it changed the page: flag the new elements at once. */
export const refreshScrollFlags = update;
