/**
 * One run of one interaction scenario, the way the issue measured it: a Chromium of its own with a
 * new, empty profile; the CPU slowed 4x and the network throttled to slow 4G through the DevTools
 * protocol before the page is requested; the recorder (eventTiming.ts) in every document; the
 * visitor's steps as raw mouse, keyboard and touch input; then a wait until the page is idle. Or,
 * for the floor of the same route without its scripts (`loadOnly`), the same without the steps:
 * loaded, settled the same way, left until idle, and its long tasks read the same way.
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, systemChromium } from '../lib/processes/browser.ts';
import { recorderScript, RECORDER_GLOBAL, REPORT_BINDING, type DocumentSnapshot } from './eventTiming.ts';
import {
  breakdown,
  framesDuring,
  groupInteractions,
  idleWindow,
  placeEvents,
  scriptName,
  taskShare,
  worstInteraction,
  type Breakdown,
  type IdleWindow,
  type TaskShare,
} from './inpStats.ts';
import { SCREENS, targetOf, type Scenario, type Step, type Target } from './inpScenarios.ts';

export const CPU_SLOWDOWN = 4;
/** Slow 4G as the issue set it: 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up. */
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
/** A settled page: this long after its load event. */
const SETTLE_MS = 2000;
/** After the last step, before reading the records: Event Timing reports an interaction after its next paint. */
const AFTER_STEPS_MS = 1000;
const HEADING_TIMEOUT_MS = 20_000;
/** The page counts as idle at the latest this long after its load event (idleWindow's cap). */
const IDLE_CAP_MS = 10_000;
/** The longest a run waits for the page to go idle once its steps are done. */
const IDLE_TIMEOUT_MS = 30_000;

export interface RunResult {
  scenario: string;
  run: number;
  chromium: string;
  /** When the first step began (the first document's timeOrigin + performance.now()); what came before is not counted. Null for a load-only run. */
  stepsStart: number | null;
  /** The longest interaction from the first step on (ms); 0 when all were under Event Timing's 16 ms threshold. */
  inp: number | null;
  /** Each interaction: ms after the first step, duration, entry names. */
  interactions: Array<{ at: number; duration: number; events: string[] }>;
  /** The worst interaction's longest entry, its phases, and the scripts of the long animation frames it overlapped. */
  worst: (Breakdown & { event: string; target: string; duration: number; scripts: string[] }) | null;
  /** From the press (pointerdown) to the frame after the next page's h1 was in the DOM, and to the DOM only. */
  clickToHeading: number | null;
  clickToHeadingInDom: number | null;
  /** The link was followed as a full page load (not swapped in by the navigator). */
  fullLoad: boolean | null;
  /** Long tasks of the first document from its load event until it is idle (see idleWindow). */
  longTasks: IdleWindow | null;
  /** The longest of those: when it ran, and how much of it was script. */
  longestTask: TaskShare | null;
  /** The field's value at the end, and whether it is what was typed. */
  value: string | null;
  valueKept: boolean | null;
  pageErrors: string[];
  error?: string;
  documents: DocumentSnapshot[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Runs in the page: the target's element (see Target) and its centre once it is on the screen; null
 * while there is no such element or it is not rendered. An element off the screen is scrolled to
 * its middle first, and the press waits until a frame has drawn it: a visitor cannot press what
 * the screen does not show yet.
 *
 * Only this runs in the page, in a task of its own: no Playwright locator, whose injected script
 * would stay in the page and take part in every input event of the steps. Kept as source text:
 * what tsx compiles would name helpers the page lacks.
 */
const LOCATE_IN_PAGE = `async ({ target, scroll }) => {
  const normalised = (element) => (element.textContent ?? '').replace(/\\s+/g, ' ').trim();
  const element = [...document.querySelectorAll(target.css)].find(
    (candidate) => candidate.getClientRects().length > 0 && (target.text === undefined || normalised(candidate) === target.text),
  );
  if (!element) return null;
  if (scroll) {
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth)
      element.scrollIntoView({ block: 'center', inline: 'nearest' });
    // After a frame's rendering: its animation frame callbacks, then (the rendering done) a task.
    const frameDrawn = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await frameDrawn();
    await frameDrawn();
  }
  const box = element.getBoundingClientRect();
  if (!box.width || !box.height) return null;
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}`;

const locate = (page: Page, target: Target, scroll: boolean) =>
  page.evaluate(`(${LOCATE_IN_PAGE})(${JSON.stringify({ target, scroll })})`) as Promise<{ x: number; y: number } | null>;

const describe = (target: Target) => (target.text === undefined ? target.css : `${target.css} "${target.text}"`);

/** The element's centre, scrolled into view (the scroll is not an interaction). */
async function centreOf(page: Page, target: Target): Promise<{ x: number; y: number }> {
  const centre = await locate(page, target, true);
  if (!centre) throw new Error(`${describe(target)} has no box on screen`);
  return centre;
}

/** Until the target is rendered, asking every 50 ms (the page is still loading: each ask is a short task of its own). */
async function waitForTarget(page: Page, target: Target, timeoutMs = 30_000): Promise<void> {
  let lastError: unknown = null;
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(50)) {
    try {
      if (await locate(page, target, false)) return;
    } catch (error) {
      lastError = error; // the document was being replaced while it was asked: ask again
    }
  }
  const why = lastError instanceof Error ? ` (last error: ${lastError.message.split('\n')[0]})` : '';
  throw new Error(`${describe(target)} did not appear within ${timeoutMs / 1000} s${why}`);
}

/** A step as raw input (no Playwright hit-target listeners in the page while it is pressed). */
async function perform(page: Page, step: Step): Promise<void> {
  const { x, y } = await centreOf(page, targetOf(step));
  if ('tap' in step) return page.touchscreen.tap(x, y);
  if ('hoverThenClick' in step) {
    await page.mouse.move(x, y);
    await page.waitForTimeout(step.rest);
    await page.mouse.down();
    return page.mouse.up();
  }
  await page.mouse.click(x, y);
  if ('typeInto' in step) await page.keyboard.type(step.text, { delay: step.delay ?? 50 });
}

/** The current document's record; asked again if a page load replaced the document meanwhile. */
async function snapshotOf(page: Page, tries = 3): Promise<DocumentSnapshot> {
  try {
    return await page.evaluate(
      (name) => (window as unknown as Record<string, { snapshot(): DocumentSnapshot }>)[name]!.snapshot(),
      RECORDER_GLOBAL,
    );
  } catch (error) {
    if (tries <= 1) throw error;
    await page.waitForLoadState('domcontentloaded');
    return snapshotOf(page, tries - 1);
  }
}

export interface RunOptions {
  origin: string;
  /** The h1 of the page the scenario's link leads to, awaited after the steps; null for none. */
  heading: string | null;
  /** Load the page and settle it as the scenario does, but take no step (the floor without scripts: no INP). */
  loadOnly?: boolean;
}

export async function runScenario(scenario: Scenario, run: number, { origin, heading, loadOnly = false }: RunOptions): Promise<RunResult> {
  const result: RunResult = {
    scenario: scenario.name,
    run,
    chromium: '',
    stepsStart: null,
    inp: null,
    interactions: [],
    worst: null,
    clickToHeading: null,
    clickToHeadingInDom: null,
    fullLoad: null,
    longTasks: null,
    longestTask: null,
    value: null,
    valueKept: null,
    pageErrors: [],
    documents: [],
  };
  const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_ARGS, headless: true });
  result.chromium = browser.version();
  const documents = new Map<number, DocumentSnapshot>();
  const keep = (snapshot: DocumentSnapshot) => {
    for (const earlier of snapshot.carried) keep(earlier);
    const known = documents.get(snapshot.timeOrigin);
    if (!known || snapshot.now >= known.now) documents.set(snapshot.timeOrigin, { ...snapshot, carried: [] });
  };
  let headingPainted: (snapshot: DocumentSnapshot) => void = () => {};
  const painted = new Promise<DocumentSnapshot>((resolve) => (headingPainted = resolve));
  try {
    const context = await browser.newContext({ ...SCREENS[scenario.screen] });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    page.on('pageerror', (error) => result.pageErrors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.exposeBinding(REPORT_BINDING, (_source, snapshot: DocumentSnapshot) => {
      keep(snapshot);
      if (snapshot.heading?.frame != null) headingPainted(snapshot);
    });
    await page.addInitScript({ content: recorderScript({ heading }) });

    await page.goto(`${origin}${scenario.path}`, { waitUntil: scenario.start === 'settled' ? 'load' : 'commit' });
    if (scenario.start === 'settled') {
      // Playwright's 'load' can come just before the load event's end is recorded.
      let loaded = await snapshotOf(page);
      for (let tries = 0; !loaded.loadEventEnd && tries < 100; tries++) {
        await sleep(50);
        loaded = await snapshotOf(page);
      }
      await sleep(loaded.loadEventEnd + SETTLE_MS - loaded.now);
    } else {
      await waitForTarget(page, targetOf(scenario.steps[0]!));
    }

    const first = await snapshotOf(page);
    if (!loadOnly) {
      result.stepsStart = first.timeOrigin + first.now;
      for (const step of scenario.steps) await perform(page, step);
    }
    if (scenario.navigatesTo && !loadOnly) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), HEADING_TIMEOUT_MS)));
      const landed = await Promise.race([painted, timeout]);
      clearTimeout(timer);
      if (!landed) throw new Error(`the h1 of ${scenario.navigatesTo} ("${heading}") did not appear within ${HEADING_TIMEOUT_MS / 1000} s`);
    }
    await sleep(AFTER_STEPS_MS);

    // Until the first document is idle (or left: a link followed as a full page load).
    for (const deadline = Date.now() + IDLE_TIMEOUT_MS; Date.now() < deadline; await sleep(250)) {
      const now = await snapshotOf(page);
      keep(now);
      if (now.timeOrigin !== first.timeOrigin) break;
      if (
        now.loadEventEnd &&
        (idleWindow(now.loadEventEnd, now.longTasks, { cap: IDLE_CAP_MS, until: now.now }).idle ||
          now.now >= now.loadEventEnd + IDLE_CAP_MS)
      )
        break;
    }
    keep(await snapshotOf(page));
    if (scenario.keeps && !loadOnly) {
      result.value = (await page.evaluate(`document.querySelector(${JSON.stringify(scenario.keeps.field.css)})?.value ?? null`)) as
        string | null;
      result.valueKept = result.value === scenario.keeps.value;
    }
  } catch (error) {
    result.error = error instanceof Error ? error.message.split('\n')[0]! : String(error);
  } finally {
    await browser.close();
  }

  result.documents = [...documents.values()].sort((a, b) => a.timeOrigin - b.timeOrigin);
  measure(result, scenario, loadOnly);
  return result;
}

/**
 * Reads the figures out of the run's records: the long tasks of the first document from its load
 * event until idle; then, unless the run took no steps (`loadOnly`), its interactions, of which only
 * what happened from the first step on counts.
 */
export function measure(result: RunResult, scenario: Scenario, loadOnly = false): void {
  const docs = result.documents;
  const firstDoc = docs[0];
  const since = result.stepsStart;
  if (!firstDoc || (since === null && !loadOnly)) return;
  result.longTasks = idleWindow(firstDoc.loadEventEnd, firstDoc.longTasks, { cap: IDLE_CAP_MS, until: firstDoc.now });
  const longest = result.longTasks.longestTask;
  const stepsAt = since === null ? null : since - firstDoc.timeOrigin;
  result.longestTask = longest && taskShare(longest, firstDoc.longFrames, firstDoc.loadEventEnd, stepsAt);
  if (since === null) return;

  const inputs = docs
    .flatMap((doc) => doc.inputs.map((input) => ({ ...input, at: doc.timeOrigin + input.time })))
    .filter((input) => input.at >= since);
  if (!inputs.length) {
    result.error ??= 'no input reached the page';
    return;
  }
  const interactions = groupInteractions(placeEvents(docs).filter((event) => event.at >= since));
  const worst = worstInteraction(interactions);
  result.inp = worst ? worst.duration : 0;
  result.interactions = interactions.map((interaction) => ({
    at: Math.round(interaction.at - since),
    duration: interaction.duration,
    events: interaction.events.map((event) => event.name),
  }));
  if (worst) {
    const doc = docs.find((d) => d.timeOrigin === worst.document)!;
    const entry = worst.longest;
    const scripts = framesDuring(doc.longFrames, entry.startTime, entry.startTime + entry.duration)
      .flatMap((frame) => frame.scripts)
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 3)
      .map((script) => `${Math.round(script.duration)} ms ${script.invoker} (${scriptName(script.sourceURL)})`);
    result.worst = { event: entry.name, target: entry.target, duration: entry.duration, ...breakdown(entry), scripts };
  }

  if (scenario.navigatesTo) {
    const press = inputs.find((input) => input.type === 'pointerdown');
    const landed = docs.find((doc) => doc.heading?.frame != null);
    if (press && landed?.heading) {
      result.clickToHeadingInDom = landed.timeOrigin + landed.heading.inDom - press.at;
      result.clickToHeading = landed.timeOrigin + landed.heading.frame! - press.at;
      result.fullLoad = landed.timeOrigin !== firstDoc.timeOrigin;
    }
  }
}
