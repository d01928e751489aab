import { describe, expect, it } from 'vitest';
import { blockingByOwner, pageShareOfTbt, UNATTRIBUTED } from '../../scripts/bench/blockingTime.ts';

const page = 'http://127.0.0.1/contact';

describe('blocking time by owner', () => {
  it('counts only what a task lasts between FCP and Time to Interactive, over 50 ms', () => {
    // Figures from a run on /case-studies: FCP 644, the commit 625 + 131 → 62 ms blocking.
    expect(blockingByOwner([{ url: UNATTRIBUTED, startTime: 625, duration: 131 }], 644, 900)).toEqual({ page: 0, browser: 62 });
    // Wholly before FCP: nothing.
    expect(blockingByOwner([{ url: UNATTRIBUTED, startTime: 400, duration: 200 }], 644, 900)).toEqual({ page: 0, browser: 0 });
    // Past Time to Interactive: cut there.
    expect(blockingByOwner([{ url: page, startTime: 850, duration: 120 }], 644, 900)).toEqual({ page: 0, browser: 0 });
    expect(blockingByOwner([{ url: page, startTime: 800, duration: 300 }], 644, 900)).toEqual({ page: 50, browser: 0 });
  });

  it('charges a task with an address to the page, and adds each owner up', () => {
    const tasks = [
      { url: UNATTRIBUTED, startTime: 601, duration: 143 },
      { url: page, startTime: 738, duration: 62 },
      { url: page, startTime: 807, duration: 54 },
      { url: page, startTime: 900, duration: 50 },
    ];
    expect(blockingByOwner(tasks, 656, 1200)).toEqual({ page: 16, browser: 38 });
  });

  it("gives the page its share of Lighthouse's TBT, which is not quite the long tasks' sum", () => {
    // A run on /asset-types/retail: TBT 380 ms, its long tasks' blocking 364 ms, 76 of it the page's.
    expect(pageShareOfTbt(380, { page: 76, browser: 288 })).toBeCloseTo(79.3, 1);
    expect(pageShareOfTbt(0, { page: 0, browser: 0 })).toBe(0);
    expect(pageShareOfTbt(40, { page: 0, browser: 40 })).toBe(0);
  });
});
