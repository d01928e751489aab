import { describe, expect, it } from 'vitest';
import { newMilestones, scrollPercent, SCROLL_MILESTONES } from '../../engine/analytics/pageViews.ts';
import { eventSlug } from '../../engine/analytics/analytics.ts';

describe('scroll depth', () => {
  it('measures the bottom of the viewport against the page height', () => {
    expect(scrollPercent(0, 800, 4000)).toBe(20);
    expect(scrollPercent(1200, 800, 4000)).toBe(50);
    expect(scrollPercent(3200, 800, 4000)).toBe(100);
    expect(scrollPercent(0, 800, 600)).toBe(100);
  });

  it('reports each milestone once, including several passed in one jump', () => {
    const reported = new Set<number>();
    const seen: number[] = [];
    for (const percent of [30, 20, 80, 50, 95, 100, 100]) {
      for (const m of newMilestones(percent, reported)) {
        reported.add(m);
        seen.push(m);
      }
    }
    expect(seen).toEqual([...SCROLL_MILESTONES]);
  });
});

describe('event names from titles', () => {
  it('lower-cases and joins words with underscores', () => {
    expect(eventSlug('Industrial & Logistics')).toBe('industrial_logistics');
    expect(eventSlug('HUD & Affordable Housing')).toBe('hud_affordable_housing');
    expect(eventSlug('  Senior Housing & Healthcare ')).toBe('senior_housing_healthcare');
  });
});
