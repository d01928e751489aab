import { setNavigator, setPrefetcher, type PrefetchOptions } from './navigationHandlers';
import { afterScroll, afterSwap, beforeSwap, pageComplete, pageLeft } from './navigationLifecycle';
import { prefetchWhileIdle } from './idlePrefetch';
import { normalizePath } from '../content/manifest';
import { reportError } from '../errors/reportError';
import { PAGE_STYLES_ATTRIBUTE } from './pageStyles';
import { documentOf, isCached, loadPage, PageLoadError, type ParsedPage } from './pageCache';
import { BUILD_ID_META } from './buildId';
import { anchorIdOf } from './navigableLink';
import { yieldToBrowser } from '../scheduling/yieldToBrowser';
import { whenIdle, whenIdleAfterLoad } from '../scheduling/whenIdle';
import { markNavigatorRunning } from './speculationRules';
import { leaveEntry, recordScrollPosition, recordScrollPositionAfterScrolling, siteStateOf, writeSiteEntry } from './historyState';
import { focusAnchorTarget } from './scrollToAnchor';

/**
 * Client-side navigation for the prerendered site, without a client-side renderer: the next page's
 * HTML (the same file a first visit gets, from the CDN's cache) is fetched, and its content, head
 * tags and styles replace the current ones; then its islands, if any, are armed to hydrate. So a visit
 * downloads no component code for static content, whichever way it arrives at a page, and a page
 * looks exactly the same however it was reached.
 *
 * It keeps what a router keeps: history (Back and Forward restore the scroll position), scroll to
 * the top or to the #anchor, focus on the #anchor's element or else the main region, an announcement
 * of the new page for screen readers. It writes the history entries the browser would for the same
 * link: a new one, or, for a link to the very address on screen, that entry replaced.
 * A page that cannot be fetched shows the crash screen, with Try Again and Go Home; a response that
 * is not one of this site's pages is left to the browser, and so is a page of a newer build than the
 * scripts running here (a full load brings the scripts that go with it).
 *
 * What else follows a new page (its islands, forms, scroll flags and module preloads, a page view)
 * follows the navigator's lifecycle (navigationLifecycle.ts): the navigator announces each moment
 * of a swap, and knows none of its followers.
 *
 * Fast to answer: the page is usually fetched before the click (pageCache.ts, linkIntent.ts) and
 * parsed while the browser was idle; the click itself only marks the navigation, lets the browser
 * paint that, and swaps the page in the next task, so the press is never held up by the swap.
 */

const addressOf = (url: URL | Location) => `${url.pathname}${url.search}`;

/** The page on screen (path and query): a history entry with the same one is only an anchor. */
let current = addressOf(window.location);
let generation = 0;

/** Adds or replaces the entry of a page that opens, at the top; a position of the page left waiting to be recorded is not its. */
const writeEntry = (mode: 'push' | 'replace', href: string) => writeSiteEntry(mode, href, 0);

let announcer: HTMLElement | null = null;

/** Tells screen-reader users which page opened. */
function announce(text: string): void {
  if (!announcer) {
    announcer = document.createElement('div');
    announcer.setAttribute('aria-live', 'polite');
    announcer.setAttribute('aria-atomic', 'true');
    announcer.dataset.routeAnnouncer = '';
    announcer.style.cssText = 'position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap';
    document.body.append(announcer);
  }
  const region = announcer;
  region.textContent = '';
  window.setTimeout(() => (region.textContent = text), 50);
}

const stylesheetsOf = (next: Document) =>
  [...next.head.querySelectorAll<HTMLLinkElement>(`link[rel="stylesheet"][${PAGE_STYLES_ATTRIBUTE}]`)].map((link) =>
    link.getAttribute('href')!,
  );

/**
 * Loads the stylesheets the next page links (a page too heavy to carry its CSS inline links it; see
 * the build's pageWriter) and resolves with their elements once they apply. They go in while the
 * current page still shows, which they cannot change: styled-components names each class after its
 * rules, so a class both pages use has the same rules in both.
 */
function linkStylesheets(next: Document): Promise<HTMLLinkElement[]> {
  return Promise.all(
    stylesheetsOf(next).map((href) => {
      const present = [...document.head.querySelectorAll<HTMLLinkElement>(`link[${PAGE_STYLES_ATTRIBUTE}]`)].find(
        (link) => link.getAttribute('href') === href,
      );
      if (present) return present;
      return new Promise<HTMLLinkElement>((resolve, reject) => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        link.setAttribute(PAGE_STYLES_ATTRIBUTE, '');
        link.onload = () => resolve(link);
        link.onerror = () => {
          link.remove();
          reject(new PageLoadError(`Could not load the stylesheet ${href}`));
        };
        document.head.append(link);
      });
    }),
  );
}

/** Warms the stylesheet a prefetched page links, so following the link waits for nothing. */
function prefetchStylesheets(html: string): void {
  // The build writes the link exactly so (scripts/lib/pages/pageStyles.ts); a regular expression spares
  // parsing a whole page on every hover.
  for (const [, href] of html.matchAll(new RegExp(`<link rel="stylesheet" href="([^"]+)" ${PAGE_STYLES_ATTRIBUTE}>`, 'g'))) {
    if (document.head.querySelector(`link[href="${CSS.escape(href!)}"]`)) continue;
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.as = 'style';
    hint.href = href!;
    document.head.append(hint);
  }
}

/** The head tags that belong to a page (title, description, canonical, social tags) and its styles. */
function swapHead({ document: next, styles }: ParsedPage, linked: HTMLLinkElement[]): void {
  document.title = next.title;
  document.head.querySelectorAll('[data-head]').forEach((tag) => tag.remove());
  document.head.append(...[...next.head.querySelectorAll('[data-head]')].map((tag) => document.importNode(tag, true)));
  // The new page's styles go in before its content, so it never shows unstyled: its inline styles
  // here, its stylesheet (if it links one) already loaded by linkStylesheets. (Styles the islands'
  // own code injects live in a sheet of its own and stay.)
  const keep = new Set(linked);
  document.head.querySelectorAll(`[${PAGE_STYLES_ATTRIBUTE}]`).forEach((element) => {
    if (!(element instanceof HTMLLinkElement && keep.has(element))) element.remove();
  });
  for (const text of styles) {
    const style = document.createElement('style');
    style.setAttribute(PAGE_STYLES_ATTRIBUTE, '');
    style.textContent = text;
    document.head.append(style);
  }
}

/**
 * Puts the next page in place of this one as a page load shows it: its first screen first (the
 * page up to the end of the section with its h1), then, called once that has been painted, the
 * function returned adds the rest. Laying out a whole page at once held its heading back by the
 * layout of every section below it (150-270 ms at 4x for /about); a page load's parser yields
 * the same way. `whole` puts it all in at once, where a position further down must be right at
 * once (Back to a position, an #anchor).
 */
function showPage(next: ParsedPage, linked: HTMLLinkElement[], whole: boolean): () => void {
  // Every page has one: the frame renders it, and navigate() swaps in only pages that have one.
  const root = document.getElementById('root')!;
  const nextRoot = next.document.getElementById('root')!;
  // Focus leaves the old page while its styles are still current: removed with the element that
  // has it (the link just pressed), it made the browser restyle the page mid-swap (6 ms at 4x).
  if (document.activeElement instanceof HTMLElement && root.contains(document.activeElement)) document.activeElement.blur();
  swapHead(next, linked);
  beforeSwap.dispatch(next.document);
  pageLeft.dispatch(root);
  // Moved, not copied: the parsed page is used once (the next visit parses its own).
  const nodes = [...nextRoot.childNodes].map((node) => document.adoptNode(node));
  const main = nodes.find((node): node is HTMLElement => node instanceof HTMLElement && node.id === 'main-content');
  const first = main?.querySelector('h1')?.closest('main > *') ?? main?.firstElementChild;
  const below: Node[] = [];
  if (!whole && first) while (first.nextSibling) below.push(main!.removeChild(first.nextSibling));
  const after = below.length ? nodes.splice(nodes.indexOf(main!) + 1) : [];
  root.replaceChildren(...nodes);
  return () => {
    main?.append(...below);
    root.append(...after);
  };
}

/** The crash screen (rendered into every page, inert, by the frame) in place of the main content. */
function showCrash(url: URL, error: unknown): void {
  reportError(error, 'Navigation');
  const main = document.getElementById('main-content');
  const template = document.getElementById('crash-screen');
  if (!main || !(template instanceof HTMLTemplateElement)) {
    window.location.assign(url.href); // nothing to show it with: let the browser try
    return;
  }
  pageLeft.dispatch(main);
  main.replaceChildren(template.content.cloneNode(true));
  // The screen is not the page that failed, nor the one before it: its own title, and none of the
  // head tags (canonical address, description, social tags) that would claim to be a page.
  document.title = main.querySelector('#crash-title')?.textContent ?? document.title;
  document.head.querySelectorAll('[data-head]').forEach((tag) => tag.remove());
  failedUrl = url;
  main.querySelector<HTMLElement>('[data-crash-action="retry"]')?.focus();
}

let failedUrl: URL | null = null;

/**
 * How the navigation writes history: 'push' a new entry; 'replace' the entry on screen (a link to
 * the very address on screen, as the browser's navigate algorithm does); 'pop' and 'retry' write
 * none, beyond the address a redirect lands at.
 */
type Mode = 'push' | 'replace' | 'pop' | 'retry';

/** Resolves after the browser has painted what is on screen now (the pressed link, the progress bar). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => window.requestAnimationFrame(() => window.setTimeout(resolve, 0)));
}

const buildIdOf = (doc: Document) => doc.querySelector(`meta[name="${BUILD_ID_META}"]`)?.getAttribute('content') ?? null;

/**
 * A page fetched since this one loaded came from another build: the server has been deployed to,
 * and the pages fetched before it (cached here) are of a build whose files are gone. From then on
 * every link is a full load.
 */
let deployed = false;

/**
 * Leaves `href` to the browser: a full load, as a new entry, or in place of the entry on screen when
 * the visitor moved through history to it (the entry is the page's already) or asked for it again.
 */
function loadInFull(href: string, mode: Mode): void {
  if (mode === 'push') window.location.assign(href);
  else window.location.replace(href);
}

async function navigate(url: URL, mode: Mode, scrollY = 0): Promise<void> {
  const token = ++generation;
  const root = document.documentElement;
  root.dataset.navigating = '';
  const address = addressOf(url);
  const loading = loadPage(address);
  loading.catch(() => undefined); // a failure is answered below, once the position is recorded
  // The position Back returns to, recorded once the press has been painted (while the page is on its
  // way) and before any history entry is added: read in the press, the scroll position forced a
  // style and layout pass there, and the history write cost it as much again (12 ms of a 32 ms click
  // at 4x).
  await afterNextPaint();
  if (mode === 'push') recordScrollPosition();
  if (deployed) return loadInFull(url.href, mode);
  let next: ParsedPage;
  let finalUrl: URL;
  let linked: HTMLLinkElement[];
  try {
    const page = await loading;
    if (token !== generation) return; // a later click won
    if (page.kind === 'elsewhere') {
      // Not one of this site's pages: the browser loads it, with the #anchor that was asked for.
      const elsewhere = new URL(page.url.href);
      elsewhere.hash = url.hash;
      window.location.assign(elsewhere.href);
      return;
    }
    next = documentOf(address, page);
    // The address it was found at, after any redirect, with the #anchor that was asked for.
    finalUrl = new URL(page.url.href);
    finalUrl.hash = url.hash;
    if (!next.document.getElementById('root') || buildIdOf(next.document) !== buildIdOf(document)) {
      return loadInFull(finalUrl.href, mode); // not one of ours, or another build's
    }
    linked = await linkStylesheets(next.document);
    // Parsing (when the page was not parsed ahead) and swapping are one task each.
    await yieldToBrowser();
  } catch (error) {
    if (token !== generation) return;
    delete root.dataset.navigating;
    if (mode === 'push' || mode === 'replace') writeEntry(mode, url.href);
    current = addressOf(url);
    showCrash(url, error instanceof Error ? error : new PageLoadError(String(error)));
    return;
  }
  if (token !== generation) return; // a later click won
  delete root.dataset.navigating;
  const showRest = showPage(next, linked, mode === 'pop' || finalUrl.hash !== '');
  if (mode === 'push' || mode === 'replace') writeEntry(mode, finalUrl.href);
  else if (finalUrl.href !== window.location.href) window.history.replaceState(window.history.state, '', finalUrl.href);
  current = addressOf(finalUrl);
  failedUrl = null;

  // Scrolling and focus need the new page laid out: done in the frame that renders it (before its
  // paint, so the new page never shows at the old position), not forced in this task.
  window.requestAnimationFrame(() => {
    if (token !== generation) return;
    const target = finalUrl.hash ? document.getElementById(anchorIdOf(finalUrl.hash)) : null;
    if (mode === 'pop') window.scrollTo(0, scrollY);
    else if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo(0, 0);
    // What follows the position the new page opens at (read here, it costs no layout of its own).
    afterScroll.dispatch();
    // Keyboard and screen-reader users go on from the #anchor they were sent to, as after an
    // anchor on the same page (Back and Forward restore a position, not an anchor: the page's start).
    if (mode === 'pop' || !target || !focusAnchorTarget(target)) document.getElementById('main-content')?.focus({ preventScroll: true });
  });
  announce(document.title);
  afterSwap.dispatch(normalizePath(finalUrl.pathname));
  // The rest of the page once its first screen has been painted, unless a later click replaced it.
  await afterNextPaint();
  if (token !== generation) return;
  showRest();
  pageComplete.dispatch(document.getElementById('root')!);
  // The page left is one of those the main navigation links to, and copies fetched earlier expire.
  whenIdle(prefetchMainNavigation, IDLE_PREFETCH_START_MS);
}

/**
 * Fetches a page ahead of a click: one the visitor is about to open (see linkIntent.ts), parsed
 * while idle, or one of the main navigation's while the browser is idle (idlePrefetch.ts), only
 * fetched. A page fetched already is not fetched again; pointing at it has it parsed.
 */
function prefetch(url: URL, { parseAhead = true }: PrefetchOptions = {}): Promise<void> {
  const address = addressOf(url);
  const fetchedAlready = isCached(address);
  return loadPage(address, { parseAhead }).then(
    (page) => {
      if (fetchedAlready || page.kind !== 'page') return;
      // Read off the text (as the build writes it) rather than parsing a page that may never be used.
      if (!page.html.includes(`<meta name="${BUILD_ID_META}" content="${buildIdOf(document)}">`)) deployed = true;
      else prefetchStylesheets(page.html);
    },
    () => undefined, // the click fetches again, and shows the failure if it persists
  );
}

function onCrashAction(event: MouseEvent): void {
  const action = (event.target as Element | null)?.closest?.('[data-crash-action]')?.getAttribute('data-crash-action');
  if (!action) return;
  event.preventDefault();
  if (action === 'retry') void navigate(failedUrl ?? new URL(window.location.href), 'retry');
  else void navigate(new URL('/', window.location.href), 'push');
}

/**
 * Back or Forward to another entry of the page on screen: its recorded position, or, for an
 * anchor's entry left before its position was recorded, the anchor. (With scroll restoration manual,
 * the browser restores neither; an entry of its own, without the site's state, is left to it.)
 */
function restoreInPage(position: number | undefined): void {
  ++generation; // a page on its way is no longer wanted
  delete document.documentElement.dataset.navigating;
  const target = window.location.hash ? document.getElementById(anchorIdOf(window.location.hash)) : null;
  if (position !== undefined) window.scrollTo(0, position);
  else target?.scrollIntoView({ block: 'start' });
}

let started = false;
/** Longest wait for an idle moment (after load, or after a swap) before the main navigation's pages start to be fetched. */
const IDLE_PREFETCH_START_MS = 5000;
let mainNavigationLinks: (() => Iterable<HTMLAnchorElement>) | undefined;

/** Fetches the main navigation's pages not fetched yet (or expired), while idle, where the connection allows. */
function prefetchMainNavigation(): void {
  if (mainNavigationLinks) void prefetchWhileIdle(mainNavigationLinks(), prefetch);
}

/**
 * Takes over same-site navigation from the browser: registered with the boot script's delegated
 * listener, which hands it every same-site link click from now on. The pages of `idleLinks` (the
 * main navigation's) are fetched while the browser is idle after load and after each swap, where
 * the connection allows.
 */
export function startNavigator(idleLinks?: () => Iterable<HTMLAnchorElement>): void {
  if (started) return;
  started = true;
  // Positions are restored here, after the new page is in place; the browser would restore too early.
  window.history.scrollRestoration = 'manual';
  window.addEventListener('pagehide', () => (window.history.scrollRestoration = 'auto'));
  window.addEventListener('pageshow', () => (window.history.scrollRestoration = 'manual'));
  recordScrollPosition();
  recordScrollPositionAfterScrolling();
  window.addEventListener('popstate', (event) => {
    // The entry on screen is another already: the position the one left was at is kept for it.
    const state = siteStateOf(event.state);
    const position = leaveEntry(state);
    const address = addressOf(window.location);
    if (address === current) {
      // Another entry of the page on screen (an in-page anchor's, or the one before it).
      if (state) restoreInPage(position);
      return;
    }
    void navigate(new URL(window.location.href), 'pop', position ?? 0);
  });
  document.addEventListener('click', onCrashAction);
  // A link to the very address on screen (query and #anchor alike) replaces its entry, as without script.
  setNavigator((url) => void navigate(url, url.href === window.location.href ? 'replace' : 'push'));
  setPrefetcher(prefetch);
  // The browser's speculative prefetches (speculationRules.ts) give way to the navigator's own.
  markNavigatorRunning();
  mainNavigationLinks = idleLinks;
  whenIdleAfterLoad(prefetchMainNavigation, IDLE_PREFETCH_START_MS);
}
