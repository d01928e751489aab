// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HOVER_INTENT_MS, installLinkIntent } from '../../engine/navigation/linkIntent';
import { setPrefetcher } from '../../engine/navigation/navigationHandlers';

/** Which pages are fetched ahead of a click, and when: the mouse resting on a link, a touch, focus. */
const prefetched: string[] = [];

beforeAll(() => {
  installLinkIntent();
  setPrefetcher(async (url) => {
    prefetched.push(url.pathname);
  });
});
afterEach(() => {
  prefetched.length = 0;
  vi.useRealTimers();
});

function page(): { about: HTMLAnchorElement; pdf: HTMLAnchorElement; elsewhere: HTMLAnchorElement; text: HTMLElement } {
  document.body.innerHTML =
    '<p id="text">Text</p><a id="about" href="/about"><span>About</span></a><a id="pdf" href="/files/brochure.pdf">PDF</a><a id="elsewhere" href="https://example.com/x">Elsewhere</a>';
  const get = (id: string) => document.getElementById(id)!;
  return {
    about: get('about') as HTMLAnchorElement,
    pdf: get('pdf') as HTMLAnchorElement,
    elsewhere: get('elsewhere') as HTMLAnchorElement,
    text: get('text'),
  };
}

const pointer = (type: string, target: Element, related: Element | null = null, pointerType = 'mouse') =>
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType, relatedTarget: related }));

describe('link intent', () => {
  it(`fetches a page once the mouse has rested on its link for ${HOVER_INTENT_MS} ms, not when it passes over`, () => {
    vi.useFakeTimers();
    const { about, text } = page();
    pointer('pointerover', about.firstElementChild!);
    vi.advanceTimersByTime(HOVER_INTENT_MS - 20);
    pointer('pointerout', about.firstElementChild!, text);
    vi.advanceTimersByTime(100);
    expect(prefetched).toEqual([]);
    pointer('pointerover', about.firstElementChild!);
    vi.advanceTimersByTime(HOVER_INTENT_MS - 1);
    // Moving within the link is not leaving it.
    pointer('pointerout', about.firstElementChild!, about);
    vi.advanceTimersByTime(1);
    expect(prefetched).toEqual(['/about']);
  });

  it('fetches at once on a touch or a press', () => {
    vi.useFakeTimers();
    const { about } = page();
    pointer('pointerdown', about, null, 'touch');
    vi.advanceTimersByTime(0);
    expect(prefetched).toEqual(['/about']);
  });

  // Focus fetches only when it is keyboard focus, which is the browser's to tell (jsdom counts a
  // script's focus() as keyboard focus): tests/e2e/navigator.spec.ts.

  it('leaves files and other sites to the browser', () => {
    vi.useFakeTimers();
    const { pdf, elsewhere } = page();
    for (const link of [pdf, elsewhere]) {
      pointer('pointerdown', link, null, 'touch');
      pointer('pointerover', link);
    }
    vi.advanceTimersByTime(500);
    expect(prefetched).toEqual([]);
  });
});
