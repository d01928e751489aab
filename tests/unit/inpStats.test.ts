import { describe, expect, it } from 'vitest';
import type { DocumentSnapshot, EventTimingRecord, FrameScriptRecord, LongFrameRecord } from '../../scripts/bench/eventTiming.ts';
import {
  breakdown,
  groupInteractions,
  idleWindow,
  median,
  placeEvents,
  scriptName,
  spread,
  taskShare,
  worstInteraction,
} from '../../scripts/bench/inpStats.ts';
import { headingText } from '../../scripts/bench/pageHeading.ts';
import { pickScenarios, SCENARIOS } from '../../scripts/bench/inpScenarios.ts';

const entry = (
  name: string,
  interactionId: number,
  startTime: number,
  duration: number,
  processing: [number, number],
): EventTimingRecord => ({
  name,
  interactionId,
  startTime,
  duration,
  processingStart: processing[0],
  processingEnd: processing[1],
  target: 'input#name',
});

const documentWith = (timeOrigin: number, events: EventTimingRecord[]): DocumentSnapshot => ({
  timeOrigin,
  url: 'http://127.0.0.1/',
  now: 5000,
  loadEventEnd: 500,
  left: false,
  events,
  longTasks: [],
  longFrames: [],
  inputs: [],
  heading: null,
  carried: [],
});

describe('median and spread', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
  });

  it('gives median, min and max, and null for no values', () => {
    expect(spread([104, 88, 152])).toEqual({ median: 104, min: 88, max: 152 });
    expect(spread([])).toBeNull();
  });
});

describe('interactions from Event Timing entries', () => {
  // A click (pointerdown, pointerup, click share an interactionId) and a key press (keydown, keyup),
  // plus an entry that is no interaction (interactionId 0), in one document; and a second document
  // (a full page load) whose counter happens to reuse the click's id.
  const first = documentWith(1_000_000, [
    entry('pointerdown', 7001, 3000, 104, [3013, 3014]),
    entry('pointerup', 7001, 3001, 104, [3020, 3021]),
    entry('click', 7001, 3001, 104, [3021, 3068]),
    entry('mouseover', 0, 2990, 200, [2991, 3150]),
    entry('keydown', 7002, 4000, 40, [4005, 4030]),
    entry('keyup', 7002, 4080, 128, [4080, 4183]),
  ]);
  const second = documentWith(1_005_000, [entry('pointerdown', 7001, 100, 24, [104, 110])]);
  const interactions = groupInteractions(placeEvents([second, first]));

  it('groups entries by interactionId within a document, in time order, and skips non-interactions', () => {
    expect(interactions.map((i) => [i.document, i.interactionId, i.events.map((e) => e.name)])).toEqual([
      [1_000_000, 7001, ['pointerdown', 'pointerup', 'click']],
      [1_000_000, 7002, ['keydown', 'keyup']],
      [1_005_000, 7001, ['pointerdown']],
    ]);
  });

  it("takes an interaction's longest entry as its duration, the one with the most processing on a tie", () => {
    expect(interactions.map((i) => i.duration)).toEqual([104, 128, 24]);
    expect(interactions[0]!.longest.name).toBe('click');
    expect(interactions[1]!.longest.name).toBe('keyup');
  });

  it('finds the worst interaction and its three phases', () => {
    const worst = worstInteraction(interactions)!;
    expect(worst.longest.name).toBe('keyup');
    expect(breakdown(worst.longest)).toEqual({ inputDelay: 0, processing: 103, presentation: 25 });
    expect(breakdown(entry('click', 1, 3001, 104, [3021, 3068]))).toEqual({ inputDelay: 20, processing: 47, presentation: 37 });
    expect(worstInteraction([])).toBeNull();
  });
});

describe('the load-to-idle window of long tasks', () => {
  it('is idle 2 s after the load event when no long task runs', () => {
    expect(idleWindow(600, [])).toEqual({ end: 2600, idle: true, longest: 0, longestTask: null, count: 0 });
  });

  it('is pushed back past each task that starts before it, and counts those', () => {
    const tasks = [
      { startTime: 1000, duration: 120 }, // → 3120
      { startTime: 3000, duration: 60 }, // starts before 3120 → 5060
      { startTime: 5100, duration: 300 }, // after the page went quiet: not counted
    ];
    expect(idleWindow(600, tasks)).toEqual({ end: 5060, idle: true, longest: 120, longestTask: tasks[0], count: 2 });
  });

  it('counts a task that runs across the load event but not one that ended before it', () => {
    const tasks = [
      { startTime: 100, duration: 200 },
      { startTime: 500, duration: 300 },
    ];
    expect(idleWindow(600, tasks)).toMatchObject({ longest: 300, longestTask: tasks[1], count: 1 });
  });

  it('stops at the cap, and at the end of the document, not idle', () => {
    const busy = Array.from({ length: 12 }, (_, i) => ({ startTime: 600 + i * 1500, duration: 80 }));
    expect(idleWindow(600, busy)).toMatchObject({ end: 10_600, idle: false });
    expect(idleWindow(600, [], { until: 1500 })).toMatchObject({ end: 1500, idle: false });
    expect(idleWindow(0, [])).toMatchObject({ idle: false });
  });
});

describe('what a long task was', () => {
  const script = (startTime: number, duration: number, sourceURL = 'http://127.0.0.1:4173/assets/Form-Ab12Cd34.js'): FrameScriptRecord => ({
    invoker: 'TimerHandler:setTimeout',
    sourceURL,
    sourceFunctionName: '',
    startTime,
    duration,
    forcedStyleAndLayoutDuration: 0,
  });
  const frame = (startTime: number, duration: number, scripts: FrameScriptRecord[]): LongFrameRecord => ({
    startTime,
    duration,
    blockingDuration: duration - 50,
    renderStart: startTime + duration - 10,
    styleAndLayoutStart: startTime + duration - 8,
    scripts,
  });

  it('counts the scripts that ran inside it, each only for its time inside, longest first', () => {
    const task = { startTime: 1000, duration: 160 };
    const frames = [
      frame(900, 150, [script(920, 100), script(1030, 12)]), // 920–1020: 20 ms inside; 1030–1042: all 12
      frame(1050, 200, [script(1100, 30, 'http://127.0.0.1:4173/contact'), script(1200, 40)]), // 30 inside; 1200 starts after
      frame(1300, 80, [script(1310, 60)]), // after the task
    ];
    expect(taskShare(task, frames, 2000, null)).toEqual({
      duration: 160,
      when: 'before load',
      scripts: 62,
      topScripts: [
        '30 ms TimerHandler:setTimeout (contact)',
        '20 ms TimerHandler:setTimeout (Form-Ab12Cd34.js)',
        '12 ms TimerHandler:setTimeout (Form-Ab12Cd34.js)',
      ],
    });
  });

  it("is all the browser's own work when no script ran in it", () => {
    expect(taskShare({ startTime: 700, duration: 170 }, [frame(690, 200, [])], 860, null)).toEqual({
      duration: 170,
      when: 'load',
      scripts: 0,
      topScripts: [],
    });
  });

  it('says when it ran: around the load event, after it, or after the first step', () => {
    const when = (startTime: number, stepsStart: number | null) => taskShare({ startTime, duration: 60 }, [], 860, stepsStart).when;
    expect(when(820, 3000)).toBe('load');
    expect(when(700, 3000)).toBe('before load');
    expect(when(1200, 3000)).toBe('after load');
    expect(when(3100, 3000)).toBe('after a step');
    expect(when(3100, null)).toBe('after load');
    expect(when(820, 500)).toBe('load'); // a step taken while the page was still loading
  });
});

describe("a script's name", () => {
  it('is its file name, or the path of the page whose inline script it is', () => {
    expect(scriptName('http://127.0.0.1:4173/assets/htmlNavigator-OzWP11mj.js?v=1')).toBe('htmlNavigator-OzWP11mj.js');
    expect(scriptName('http://127.0.0.1:4173/contact')).toBe('contact');
    expect(scriptName('http://127.0.0.1:4173/')).toBe('/');
    expect(scriptName('')).toBe('(inline or browser)');
  });
});

describe("a page's h1 text", () => {
  it('reads the first h1 as textContent would: tags and comments dropped, entities decoded, spaces collapsed', () => {
    const html =
      '<template><h1>no</h1></template><main><h1 class="x">Property <!-- -->Management\n  &amp; <em>Leasing</em> &#8212; Tulsa&#x2019;s</h1></main><h1 id="crash-title">Something went wrong</h1>';
    expect(headingText(html.slice(html.indexOf('<main>')))).toBe('Property Management & Leasing — Tulsa’s');
    expect(headingText('<p>none</p>')).toBeNull();
    // A name that is no entity stays as written, even one every object has a member of.
    expect(headingText('<h1>&constructor; &toString; &nope; &amp;</h1>')).toBe('&constructor; &toString; &nope; &');
  });
});

describe('scenarios', () => {
  it('have unique names, and name parts pick them', () => {
    expect(new Set(SCENARIOS.map((s) => s.name)).size).toBe(SCENARIOS.length);
    expect(pickScenarios([])).toBe(SCENARIOS);
    expect(pickScenarios(['contact', 'MENU']).map((s) => s.name)).toEqual([
      'contact-type-settled',
      'contact-type-early',
      'mobile-menu-open',
      'desktop-dropdown-menu',
    ]);
  });

  it("follow the footer's About on a phone three ways: after the pointer rested on it, pressed at once with a mouse, tapped", () => {
    const footer = pickScenarios(['footer-about']);
    expect(footer.map((s) => [s.name, s.screen, s.steps, s.navigatesTo, s.goals?.clickToHeading])).toEqual([
      ['footer-about-click', 'phone', [{ hoverThenClick: { css: 'footer a[href="/about"]', text: 'About' }, rest: 300 }], '/about', 250],
      ['footer-about-tap', 'touch', [{ tap: { css: 'footer a[href="/about"]', text: 'About' } }], '/about', 400],
      ['footer-about-click-at-once', 'phone', [{ click: { css: 'footer a[href="/about"]', text: 'About' } }], '/about', 400],
    ]);
  });
});
