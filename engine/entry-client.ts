/**
 * The page's boot script, and deliberately small. The inline loader in <head> starts it once the
 * prerendered page has painted, or at the visitor's first interaction (engine/boot/bootLoader.ts),
 * and hands over what it kept. It installs, before anything else: error capture, its side of the
 * form submit guard (which the loader holds), the one delegated listener behind every action (analytics, anchors, links), scroll-position
 * flags, the header's menus and the page view. Then it starts the rest: the navigator (same-site
 * links without a page load) and, only where the page has interactive parts, their islands. A page
 * without a form runs no React at all.
 */
import { installErrorCapture } from './boot/errorCapture';
import { replayPresses, takeOverFromLoader } from './boot/bootHandOver';
import { connectFormGuard } from './boot/formGuard';
import { installDelegatedActions } from './boot/delegatedActions';
import { installScrollFlags } from './boot/scrollFlags';
import { startPageView } from './analytics/pageViews';
import { afterFirstPaint } from './boot/afterFirstPaint';
import { releaseDeferredPreloads } from './boot/deferredPreloads';
import { clearFormsUnavailable, showFormsUnavailable } from './boot/formsUnavailable';
import { logNotFound } from './navigation/notFound';
import { normalizePath } from './router/manifest';
import { armIslands } from './islands/islandIntent';
import { config } from './config';
// The header's menus are plain DOM behaviour (no hydration); see blocks/chrome/navBehavior.ts.
import { installNavBehavior } from '../blocks/chrome/navBehavior';

/** The navigator and islands (or, in development, the whole application), once started. */
let application: Promise<void> | null = null;

const early = takeOverFromLoader();
installErrorCapture(early.errors);
connectFormGuard(early.guard, onSubmitHeld);
installDelegatedActions();
installScrollFlags();
installNavBehavior();
replayPresses(early.pressed);
startPageView(normalizePath(window.location.pathname), document.title);
logNotFound(normalizePath(window.location.pathname));

/**
 * The prerendered site: the navigator, and the page's islands armed to hydrate, each as a React
 * root of its own, when the visitor first shows signs of using it (engine/islands/islandIntent.ts).
 */
async function startIslands(): Promise<void> {
  const navigator = import('./navigation/htmlNavigator').then(({ startNavigator }) => startNavigator());
  armIslands(document, (container) => import('./islands/hydrateIslands').then(({ hydrateIsland }) => hydrateIsland(container)));
  await navigator;
  // Lets tests (and curious developers) know the page is fully interactive.
  document.documentElement.dataset.hydrated = 'true';
}

/**
 * The guard caught a submit before its form was ready: the page's islands hydrate now, and the form
 * sends the held submit itself once it is. If their code cannot be loaded, the forms say so.
 */
function onSubmitHeld(): void {
  clearFormsUnavailable();
  startApplication();
  if (import.meta.env.DEV) return; // the development server renders the whole page in the browser
  import('./islands/hydrateIslands')
    .then(({ hydrateIslands }) => hydrateIslands(document))
    .then(({ failed }) => failed && showFormsUnavailable(), showFormsUnavailable);
}

/** Starts the application once; if part of it cannot be fetched, the next caller tries again. */
function startApplication(): void {
  application ??= (
    import.meta.env.DEV
      ? // The development server renders pages in the browser (see start-client).
        import('./start-client').then(({ startClient }) => startClient())
      : startIslands()
  ).catch((failure: unknown) => {
    application = null;
    console.error('Could not start the page’s scripts:', failure);
    showFormsUnavailable();
  });
}

function loadAnalyticsLater(): void {
  const id = config.gaMeasurementId;
  if (!id) return;
  // Google Analytics waits until the page is idle: it must not compete with the page.
  const load = () => void import('./analytics/gtag').then(({ loadGtag }) => loadGtag(id));
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 4000 });
  else setTimeout(load, 2000);
}

afterFirstPaint(() => {
  releaseDeferredPreloads();
  startApplication();
  loadAnalyticsLater();
});
