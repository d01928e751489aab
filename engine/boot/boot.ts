/**
 * The page's boot script, and deliberately small. The inline loader in <head> starts it once the
 * prerendered page has painted, or at the visitor's first interaction (engine/boot/bootLoader.ts),
 * and hands over what it kept. It installs, before anything else: error capture, its side of the
 * form submit guard (which the loader holds), the one delegated listener behind every action
 * (analytics, anchors, links), scroll-position flags, the site's own behaviours (the header's menus)
 * and the page view, and subscribes what follows each page the navigator swaps in to its lifecycle
 * (navigationFollowers.ts). Then it starts the rest: the navigator (same-site links without a page
 * load) and, only where the page has interactive parts, their islands. A page without a form runs no
 * React at all.
 *
 * The site's client entry calls boot() with what only the site knows (see engine/client.ts).
 */
import type { BlockShape, SiteConfigShape } from '../content/shapes';
import { anyKit, type IslandKit } from '../site/definition';
import type * as IslandHydration from '../islands/hydrateIslands';
import { installErrorCapture } from './errorCapture';
import { replayPresses, takeOverFromLoader } from './bootHandOver';
import { connectFormGuard } from './formGuard';
import { installDelegatedActions } from './delegatedActions';
import { installScrollFlags } from './scrollFlags';
import { startPageView } from '../analytics/pageViews';
import { releaseDeferredPreloads } from './deferredPreloads';
import { clearFormsUnavailable, showFormsUnavailable } from './formsUnavailable';
import { loadNewBuild } from './newBuild';
import { followNavigation } from './navigationFollowers';
import { logNotFound } from '../navigation/notFound';
import { normalizePath } from '../content/manifest';
import { armIslands } from '../islands/islandIntent';
import { ISLAND } from '../page/islandAttributes';
import { setEventForwarder } from '../analytics/analytics';
import type { BootServices, EventForwarder } from '../site/services';
import { whenIdle, whenIdleAfterLoad } from '../scheduling/whenIdle';
import { yieldToBrowser } from '../scheduling/yieldToBrowser';

/** Longest wait for an idle moment after the load event before a preparation runs anyway. */
const PREPARATION_TIMEOUT_MS = 3000;

/** What the site's boot script hands the engine, for a site whose block union is `Block` and whose config is `Config`. */
export interface BootOptions<Block extends BlockShape = BlockShape, Config extends SiteConfigShape = SiteConfigShape> {
  /**
   * Plain DOM behaviour of the site's static chrome (the header's menus), installed with the
   * engine's own listeners, before any press the loader kept is replayed.
   */
  behaviours?: ReadonlyArray<() => void>;
  /**
   * Work that makes a later interaction cheaper (the header's menu laid out ahead of its first
   * opening), run once the page has loaded and the browser is idle.
   */
  preparations?: ReadonlyArray<() => void>;
  /**
   * The links whose pages are worth fetching before any sign of intent (the main navigation's):
   * fetched one by one while the browser is idle after load and after each swap, where the
   * connection allows (engine/navigation/idlePrefetch.ts).
   */
  idlePrefetch?: () => Iterable<HTMLAnchorElement>;
  /** Loads what hydrating an island needs: the block registry, the theme, the site config and the toasts. */
  islands: () => Promise<IslandKit<Block, Config>>;
  /** The site's error log and analytics (site/services.ts), each loaded only when first needed. */
  services?: BootServices;
}

/**
 * The island runtime, in two tasks: React DOM first, then the runtime that uses it, so their
 * evaluations never add up in one task. (React DOM's own evaluation is short because the build
 * ships it as module code parsed while it downloads: scripts/vite/reactDomClientModule.ts.)
 */
function loadHydration(): Promise<typeof IslandHydration> {
  return import('react-dom/client').then(yieldToBrowser).then(() => import('../islands/hydrateIslands'));
}

export function boot<Block extends BlockShape, Config extends SiteConfigShape>(options: BootOptions<Block, Config>): void {
  const { behaviours = [], preparations = [], idlePrefetch, islands: loadKit, services = {} } = options;
  // From here on the site is held as any site (see anySite).
  const islands = (): Promise<IslandKit> => loadKit().then(anyKit);
  /** The navigator and islands, once started. */
  let application: Promise<void> | null = null;

  /** Hydrates one island; once it is there, a notice its form showed while its code was missing goes. */
  const hydrateIsland = (container: HTMLElement) =>
    loadHydration()
      .then(({ hydrateIsland: hydrate }) => hydrate(container, islands))
      .then(() => clearFormsUnavailable(container));

  /**
   * The page's islands armed to hydrate, each as a React root of its own, when the visitor first
   * shows signs of using it (engine/islands/islandIntent.ts), and the navigator. The islands do
   * not wait for the navigator: a form's readiness depends on its own code only.
   */
  const startIslands = async (): Promise<void> => {
    armIslands(document, hydrateIsland);
    await import('../navigation/htmlNavigator').then(({ startNavigator }) => startNavigator(idlePrefetch));
    // Lets tests (and curious developers) know the page is fully interactive.
    document.documentElement.dataset.hydrated = 'true';
  };

  /**
   * Starts the application once; if part of it cannot be fetched, the next caller tries again. Until
   * then links are plain page loads, and forms are unaffected: they say they are unavailable only
   * when their own code cannot be loaded (onSubmitHeld).
   */
  const startApplication = (): void => {
    application ??= startIslands().catch((failure: unknown) => {
      application = null;
      console.error('Could not start the page’s scripts:', failure);
    });
  };

  /**
   * The guard caught a submit before its form was ready: the page's islands hydrate now, and the form
   * sends the held submit itself once it is. A form whose island's code cannot be loaded says so,
   * unless a deploy removed it: then the page is loaded anew, and the send goes on there.
   */
  const onSubmitHeld = (): void => {
    clearFormsUnavailable();
    startApplication();
    loadHydration()
      .then(({ hydrateIslands }) => hydrateIslands(document, islands))
      .then(
        () => document.querySelectorAll(`[${ISLAND.failed}]`),
        () => [document],
      )
      .then(async (failed) => {
        if (failed.length && !(await loadNewBuild())) failed.forEach((scope) => showFormsUnavailable(scope));
      });
  };

  // Any chunk that cannot be fetched (Vite reports each failed dynamic import so): if a deploy removed
  // it, the page is loaded anew (newBuild.ts).
  window.addEventListener('vite:preloadError', () => void loadNewBuild());
  const early = takeOverFromLoader();
  installErrorCapture(early.errors, services.errorLog);
  connectFormGuard(early.guard, onSubmitHeld);
  installDelegatedActions();
  installScrollFlags();
  for (const install of behaviours) install();
  for (const prepare of preparations) whenIdleAfterLoad(prepare, PREPARATION_TIMEOUT_MS);
  replayPresses(early.pressed);
  const path = normalizePath(window.location.pathname);
  startPageView(path, document.title);
  logNotFound(path);
  // The same, and the rest of what follows a page, for each page the navigator swaps in.
  followNavigation(hydrateIsland);

  // The inline loader started this script once the page had painted (or at the visitor's first
  // interaction): the rest, in a task of its own, so it never lengthens this one.
  window.setTimeout(() => {
    void releaseDeferredPreloads();
    startApplication();
    loadAnalyticsLater(services.analytics);
  }, 0);
}

function loadAnalyticsLater(analytics: (() => Promise<EventForwarder>) | undefined): void {
  if (!analytics) return;
  // The site's analytics (Google Analytics, say) waits until the page is idle: it must not compete with the page.
  whenIdle(() => void analytics().then(setEventForwarder), 4000, 2000);
}
