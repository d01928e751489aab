/** The id of the inert <template> in which the prerender puts the page's block-chunk preloads. */
export const DEFERRED_PRELOADS_ID = 'deferred-preloads';

/**
 * Moves the page's `<link rel="modulepreload">` hints out of their inert template into <head>, so
 * the block chunks download in parallel with the application instead of after it. They sit in a
 * template until now because a live preload would be fetched before the first paint.
 */
export function releaseDeferredPreloads(): void {
  const template = document.getElementById(DEFERRED_PRELOADS_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  document.head.append(template.content);
  template.remove();
}
