/**
 * The interaction bench's scenarios: one visitor action each, on one page, on one kind of screen.
 * Adding one is adding an entry: where, on what screen, whether the page settles first, what the
 * visitor does (steps run in order, each on an element found by a selector), what must hold
 * afterwards, and the goals.
 */
import { FLOOR_WITH_HEADERS } from './floorPage.ts';

/** The screens (Playwright context options): a 412 px phone used with a mouse, the same with touch only, a laptop. */
export const SCREENS = {
  phone: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: false },
  touch: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
} as const;

export type Screen = keyof typeof SCREENS;

/**
 * The element a step acts on: the first in document order that matches `css`, is rendered and, when
 * `text` is given, has exactly that text (whitespace collapsed). It is looked up by the bench's own
 * few lines in the page, not by a Playwright locator: a locator installs Playwright's injected script
 * in the page, which takes a long task to start at 4x and listens (not passively) to the pointer,
 * mouse and touch events the visitor's steps then send (inpRun.ts).
 */
export interface Target {
  css: string;
  text?: string;
}

/** What the visitor does. The element is scrolled into view first if it is not (scrolling is not an interaction). */
export type Step =
  /** A mouse click: the mouse moved onto the element and pressed there at once, with no rest. */
  | { click: Target }
  /** A click into a field, then typing, `delay` ms between keys (50 by default). */
  | { typeInto: Target; text: string; delay?: number }
  /** The pointer rests on the element `rest` ms, then presses and releases there. */
  | { hoverThenClick: Target; rest: number }
  /** A touch-screen tap, with no hover before it. */
  | { tap: Target };

/** The element a step acts on. */
export const targetOf = (step: Step): Target =>
  'typeInto' in step ? step.typeInto : 'click' in step ? step.click : 'tap' in step ? step.tap : step.hoverThenClick;

interface ScenarioBase {
  /** Short and unique: `npm run bench:inp -- <part of a name>` picks scenarios. */
  name: string;
  description: string;
  path: string;
  screen: Screen;
  /**
   * 'settled': the page has loaded and 2 s have passed since its load event.
   * 'painted': the first element the steps act on is visible, the page still loading.
   */
  start: 'settled' | 'painted';
  steps: Step[];
  /** The route a link leads to: its h1 is awaited, and the time from the press to that h1's frame measured. */
  navigatesTo?: string;
  /** A field whose value must be this once the page has gone idle (nothing typed may be lost). */
  keeps?: { field: Target; value: string };
  /**
   * The press comes before the navigator runs: the link is followed as a full page load, which the
   * browser's Speculation Rules prefetched (engine/navigation/speculationRules.ts). A run in which
   * the navigator took the link measured something else, and is reported.
   */
  beforeNavigator?: true;
  /**
   * The steps work on the page without its scripts too (typing into a server-rendered field, opening
   * a <details>): the run of the same route without scripts takes them as well, and its INP is the
   * INP goal's floor (see INP_OVER_FLOOR). Links are left out: without scripts they load a new
   * document, whose Event Timing the old one never reports.
   */
  stepsWithoutScripts?: true;
}

export interface Goals {
  inp: number;
  clickToHeading?: number;
}

/**
 * A scenario on the site, with its goals; or a floor, with none: the bare page of floorPage.ts,
 * served by the floor server (`path` is one of its two), measured so the site's figures can be read
 * against what this machine gives a page with nothing in it.
 */
export type Scenario = ScenarioBase & ({ goals: Goals; floor?: never } | { floor: true; goals?: never });

/**
 * The goal every scenario has besides its own: the site's scripts add no long task. The longest task
 * from the page's load event until it is idle (island hydration included), at 4x, may be at most this
 * many ms over the longest task of the same route with its scripts removed (noScriptSite.ts), loaded
 * on the same screen and settled the same way, in runs of its own; median against median. (It was an
 * absolute 50 ms, which a busy or slow host misses with nothing of ours on the page: the browser's
 * own first style and layout of the page is the floor, and it is measured beside each scenario.)
 */
export const ADDED_TASK_MARGIN = 20;

/**
 * Where the same route without its scripts, taking the same steps, already has a median INP over the
 * scenario's INP goal (the browser's own rendering of the press on a page still loading, at 4x), the
 * goal becomes what the scripts add: the median INP at most this many ms over that floor's median. An
 * absolute goal the page misses with nothing of ours running judges the machine, not the site.
 */
export const INP_OVER_FLOOR = 20;

const fullName: Target = { css: 'form[data-form="contact"] input[name="name"]' };
const newsletterEmail: Target = { css: 'form[data-form="newsletter"] input[name="email"]' };
const footerAbout: Target = { css: 'footer a[href="/about"]', text: 'About' };
const headerAbout: Target = { css: 'header nav a[href="/about"]', text: 'About' };

export const SCENARIOS: Scenario[] = [
  {
    name: 'contact-type-settled',
    description: '/contact settled: click "Full Name", type 6 letters',
    path: '/contact',
    screen: 'phone',
    start: 'settled',
    steps: [{ typeInto: fullName, text: 'Jordan' }],
    keeps: { field: fullName, value: 'Jordan' },
    goals: { inp: 100 },
    stepsWithoutScripts: true,
  },
  {
    name: 'contact-type-early',
    description: '/contact: click "Full Name" and type as soon as it is painted',
    path: '/contact',
    screen: 'phone',
    start: 'painted',
    steps: [{ typeInto: fullName, text: 'Jordan' }],
    keeps: { field: fullName, value: 'Jordan' },
    goals: { inp: 100 },
    stepsWithoutScripts: true,
  },
  {
    name: 'insights-newsletter-type',
    description: '/insights settled: type an email into the newsletter form',
    path: '/insights',
    screen: 'phone',
    start: 'settled',
    steps: [{ typeInto: newsletterEmail, text: 'jordan@example.com' }],
    keeps: { field: newsletterEmail, value: 'jordan@example.com' },
    goals: { inp: 100 },
    stepsWithoutScripts: true,
  },
  {
    name: 'mobile-menu-open',
    description: '/ at 412 px settled: open the menu ("Open menu")',
    path: '/',
    screen: 'phone',
    start: 'settled',
    steps: [{ click: { css: 'button[aria-label="Open menu"]' } }],
    goals: { inp: 100 },
  },
  {
    name: 'desktop-dropdown-menu',
    description: '/ at 1280 px settled: open the first dropdown ("Services menu")',
    path: '/',
    screen: 'desktop',
    start: 'settled',
    steps: [{ click: { css: 'button[aria-label="Services menu"]' } }],
    goals: { inp: 100 },
  },
  {
    name: 'technology-faq-open',
    description: '/technology settled: open the first FAQ question',
    path: '/technology',
    screen: 'phone',
    start: 'settled',
    steps: [{ click: { css: 'main details > summary' } }],
    goals: { inp: 100 },
    stepsWithoutScripts: true,
  },
  {
    name: 'tab-bar-navigate',
    description: '/asset-management/multifamily settled: click the "HUD" tab',
    path: '/asset-management/multifamily',
    screen: 'phone',
    start: 'settled',
    steps: [{ click: { css: 'nav[data-tab-bar] a', text: 'HUD' } }],
    navigatesTo: '/management/hud',
    goals: { inp: 100 },
  },
  {
    name: 'card-link-navigate',
    description: '/services settled: click the first card\'s "Learn More"',
    path: '/services',
    screen: 'phone',
    start: 'settled',
    steps: [{ click: { css: 'main a[href="/services/property-management"]', text: 'Learn More: Property Management' } }],
    navigatesTo: '/services/property-management',
    goals: { inp: 100 },
  },
  {
    name: 'footer-about-click',
    description: '/ at 412 px settled: rest the pointer on the footer\'s "About" 300 ms, click',
    path: '/',
    screen: 'phone',
    start: 'settled',
    steps: [{ hoverThenClick: footerAbout, rest: 300 }],
    navigatesTo: '/about',
    goals: { inp: 100, clickToHeading: 250 },
  },
  {
    name: 'header-about-early-click',
    description: '/ at 1280 px as soon as it is painted: rest the pointer on the header\'s "About" 300 ms, click (a page load)',
    path: '/',
    screen: 'desktop',
    start: 'painted',
    steps: [{ hoverThenClick: headerAbout, rest: 300 }],
    navigatesTo: '/about',
    beforeNavigator: true,
    goals: { inp: 100 },
  },
  {
    name: 'footer-about-tap',
    description: '/ on a touch screen settled: tap the footer\'s "About" at once',
    path: '/',
    screen: 'touch',
    start: 'settled',
    steps: [{ tap: footerAbout }],
    navigatesTo: '/about',
    goals: { inp: 100, clickToHeading: 400 },
  },
  {
    name: 'footer-about-click-at-once',
    description: '/ at 412 px settled: move the mouse onto the footer\'s "About" and press at once (no rest)',
    path: '/',
    screen: 'phone',
    start: 'settled',
    steps: [{ click: footerAbout }],
    navigatesTo: '/about',
    goals: { inp: 100, clickToHeading: 400 },
  },
];

/**
 * The bare floor, run before the scenarios: the bare page settled, its button pressed. Its longest
 * task from load until idle is what this machine's Chromium takes to lay out and paint a heading
 * and a button (on a slow host, the first layout alone can take 50 ms), and its INP what a press
 * costs when no script answers it. The long-task goal is judged against each route without its
 * scripts instead (ADDED_TASK_MARGIN); this floor says how far the machine itself is from quiet.
 */
export const FLOOR_SCENARIOS: Scenario[] = [
  { path: '/', name: '(floor: a bare page)', description: 'the bare page' },
  { path: FLOOR_WITH_HEADERS, name: "(the same, site's headers)", description: "the bare page with the site's response headers" },
].map(({ path, name, description }) => ({
  name,
  description: `${description} at 412 px settled: press its button, which does nothing`,
  path,
  screen: 'phone',
  start: 'settled',
  steps: [{ click: { css: 'main button' } }],
  floor: true,
}));

/** The scenarios whose names contain any of the words (all of them for none). */
export function pickScenarios(words: string[], scenarios: Scenario[] = SCENARIOS): Scenario[] {
  if (!words.length) return scenarios;
  const wanted = words.map((word) => word.toLowerCase());
  return scenarios.filter((scenario) => wanted.some((word) => scenario.name.toLowerCase().includes(word)));
}
