import { startPageView } from '../analytics/pageViews';
import { armIslands } from '../islands/islandIntent';
import { unmountIslandsIn } from '../islands/islandRoots';
import { afterScroll, afterSwap, beforeSwap, pageComplete, pageLeft } from '../navigation/navigationLifecycle';
import { logNotFound } from '../navigation/notFound';
import { preloadModulesOf } from './deferredPreloads';
import { resetErrorLogBudget } from './errorCapture';
import { prepareGuardedForms } from './formGuard';
import { refreshScrollFlags } from './scrollFlags';

/**
 * What follows every page the navigator swaps in, as it follows the page the browser loaded first:
 * each part subscribed to the moment of the navigator's lifecycle it needs (see
 * engine/navigation/navigationLifecycle.ts, which says what each moment is and in what order they
 * come). Within a moment, the parts run in the order they are subscribed here. The boot script
 * subscribes them once, before the navigator starts; `hydrateIsland` hydrates one island.
 */
export function followNavigation(hydrateIsland: (container: HTMLElement) => Promise<void>): void {
  // The modules the next page's islands need, fetched while it settles.
  beforeSwap.subscribe(preloadModulesOf);
  // The islands of the page left are unmounted with it.
  pageLeft.subscribe(unmountIslandsIn);
  // A new page view (with its own allowance of error rows), and the address logged if it is not found.
  afterSwap.subscribe((path) => {
    if (startPageView(path, document.title)) resetErrorLogBudget();
    logNotFound(path);
  });
  // The flags follow the position the new page opens at.
  afterScroll.subscribe(refreshScrollFlags);
  // Its forms usable first, then its islands armed to hydrate when the visitor first uses them.
  pageComplete.subscribe((root) => {
    prepareGuardedForms(root);
    armIslands(root, hydrateIsland);
  });
}
