import { yieldToBrowser } from '../scheduling/yieldToBrowser';
import { loadNewBuild } from './newBuild';

/** The id of the inert <template> in which the prerender puts the page's block-chunk preloads. */
export const DEFERRED_PRELOADS_ID = 'deferred-preloads';

/**
 * Moves the page's `<link rel="modulepreload">` hints out of their inert template into <head>, so
 * the block chunks download in parallel with the application instead of after it. They sit in a
 * template until now because a live preload would be fetched before the first paint.
 *
 * One hint per task, in the template's order: each starts a fetch, and starting one costs a slow
 * phone's main thread a few milliseconds (several more with the network instrumentation a lab test
 * runs with). A form page has a dozen, which in one task made a long task of 45 ms on a laptop.
 * Resolves once all are in <head>. A hint that fails is the first sign a deploy removed this
 * build's chunks (see newBuild.ts): the page is loaded anew before the visitor needs them.
 */
export async function releaseDeferredPreloads(): Promise<void> {
  const template = document.getElementById(DEFERRED_PRELOADS_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  const hints = [...template.content.children];
  for (const [index, hint] of hints.entries()) {
    if (index > 0) await yieldToBrowser();
    addPreload(hint);
  }
}

/**
 * The modules the islands of a page the navigator swaps in need (`next`, the parsed page, before
 * its content goes in), fetched in parallel while it settles: its template's hints go into <head>,
 * all in this task. (They are moved, not copied: the parsed page is used once.)
 */
export function preloadModulesOf(next: Document): void {
  const template = next.getElementById(DEFERRED_PRELOADS_ID);
  if (template instanceof HTMLTemplateElement) for (const hint of [...template.content.children]) addPreload(hint);
}

/** Puts a hint in <head>, where its fetch starts; one that fails may mean a deploy removed the module (newBuild.ts). */
function addPreload(hint: Element): void {
  (hint as HTMLLinkElement).onerror = () => void loadNewBuild();
  document.head.append(hint);
}
