// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * End's scroll can end at the page's bottom as counted while the sections then on screen are still
 * to be laid out; they grow the page in the frames after, and the bottom moves away
 * (engine/layout/endOfPage.ts). The page, its scroll and its frames are stood in for here, so the
 * growth comes exactly after the scroll has ended.
 */

const VIEWPORT = 844;
let height = 0;
let scrollY = 0;
let frames: FrameRequestCallback[] = [];
const scrolls: number[] = [];

/** Runs the frames asked for so far, and those they ask for in turn, up to `count` frames. */
function runFrames(count: number): void {
  for (let frame = 0; frame < count; frame++) {
    const due = frames;
    frames = [];
    for (const callback of due) callback(frame * 16);
  }
}

beforeEach(() => {
  vi.resetModules();
  height = 9_000;
  scrollY = height - VIEWPORT;
  frames = [];
  scrolls.length = 0;
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => height });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: VIEWPORT });
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = ((options: ScrollToOptions) => scrolls.push(options.top ?? NaN)) as typeof window.scrollTo;
  window.matchMedia = (() => ({ matches: false })) as unknown as typeof window.matchMedia;
  window.requestAnimationFrame = (callback) => frames.push(callback);
});

/** Presses End with the page already at its bottom as counted: the browser's own scroll has ended. */
async function pressEndAtTheBottom(): Promise<void> {
  const { reachTheEnds } = await import('../../engine/layout/endOfPage');
  // Handed over once the press is through, as the navigator does when the module has arrived.
  const press = new KeyboardEvent('keydown', { key: 'End', bubbles: true });
  document.body.dispatchEvent(press);
  reachTheEnds(press);
}

describe('End at the bottom of a page still being laid out', () => {
  it('scrolls on when the sections on screen grow the page in the frames after', async () => {
    await pressEndAtTheBottom();
    expect(scrolls).toEqual([]);
    runFrames(1);
    height += 1_054;
    runFrames(1);
    expect(scrolls).toEqual([height - VIEWPORT]);
  });

  it('lets the page be once it has stayed at its bottom a few frames', async () => {
    await pressEndAtTheBottom();
    runFrames(10);
    height += 1_054;
    runFrames(10);
    expect(scrolls).toEqual([]);
  });

  it('leaves the page where the visitor takes it over', async () => {
    await pressEndAtTheBottom();
    runFrames(1);
    document.dispatchEvent(new WheelEvent('wheel'));
    height += 1_054;
    runFrames(5);
    expect(scrolls).toEqual([]);
  });
});
