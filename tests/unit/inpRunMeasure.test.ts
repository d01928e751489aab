import { describe, expect, it } from 'vitest';
import type { DocumentSnapshot } from '../../scripts/bench/eventTiming.ts';
import { measure, type RunResult } from '../../scripts/bench/inpRun.ts';
import { SCENARIOS } from '../../scripts/bench/inpScenarios.ts';

const scenario = SCENARIOS.find((s) => s.name === 'technology-faq-open')!;

/** A document that loaded at 500 ms and had one long task after it, and no input. */
const loaded: DocumentSnapshot = {
  timeOrigin: 1_000_000,
  url: 'http://127.0.0.1/technology',
  now: 6000,
  loadEventEnd: 500,
  left: false,
  events: [],
  longTasks: [
    { startTime: 300, duration: 120 }, // over before the load event: not counted
    { startTime: 700, duration: 80 },
  ],
  longFrames: [],
  inputs: [],
  heading: null,
  carried: [],
};

const result = (stepsStart: number | null): RunResult => ({
  scenario: scenario.name,
  run: 1,
  chromium: 'test',
  stepsStart,
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
  documents: [loaded],
});

describe("a run's figures", () => {
  it('of a run that took no steps (the floor without scripts) are its long tasks from load until idle, with no INP and no error', () => {
    const floor = result(null);
    measure(floor, scenario, true);
    expect(floor).toMatchObject({
      longTasks: { longest: 80, count: 1, idle: true },
      longestTask: { duration: 80, when: 'after load' },
      inp: null,
    });
    expect(floor.error).toBeUndefined();
  });

  it('of a run that should have taken steps but did not start them are none', () => {
    const unstarted = result(null);
    measure(unstarted, scenario);
    expect(unstarted).toMatchObject({ longTasks: null, inp: null });
  });

  it('of a run whose steps reached no page say so', () => {
    const stepped = result(loaded.timeOrigin + 3000);
    measure(stepped, scenario);
    expect(stepped).toMatchObject({ longTasks: { longest: 80 }, error: 'no input reached the page' });
  });
});
