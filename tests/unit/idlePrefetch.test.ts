// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bytesAllowIdlePrefetch, IDLE_PREFETCH_LIMIT, prefetchWhileIdle, type ConnectionHints } from '../../engine/navigation/idlePrefetch';
import type { PrefetchOptions } from '../../engine/navigation/navigationHandlers';

/** The main navigation's pages fetched while the browser is idle: only where the connection allows, one at a time. */

function setConnection(connection: ConnectionHints | undefined): void {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

function links(...hrefs: string[]): HTMLAnchorElement[] {
  document.body.innerHTML = hrefs.map((href) => `<a href="${href}">${href}</a>`).join('');
  return [...document.querySelectorAll('a')];
}

/** A prefetcher whose fetches finish only when the test says: it records what was asked, and when. */
function recordingPrefetcher() {
  const asked: Array<{ path: string; options?: PrefetchOptions; finish: () => void }> = [];
  const prefetch = (url: URL, options?: PrefetchOptions) =>
    new Promise<void>((finish) => asked.push({ path: url.pathname + url.search, options, finish }));
  return { asked, prefetch };
}

/** Lets the idle waits (jsdom has no requestIdleCallback: whenIdle's timer stands in) and promise callbacks run. */
async function idleAndSettled(): Promise<void> {
  await vi.advanceTimersByTimeAsync(1000);
}

afterEach(() => {
  setConnection(undefined);
  vi.useRealTimers();
});

describe('whether the bytes allow fetching ahead', () => {
  it('only on a connection the browser calls fast, with no request to save data', () => {
    expect(bytesAllowIdlePrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(bytesAllowIdlePrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(bytesAllowIdlePrefetch({ effectiveType: '3g', saveData: false })).toBe(false);
    expect(bytesAllowIdlePrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    // A browser that says nothing of its connection: its bytes may be dear.
    expect(bytesAllowIdlePrefetch(undefined)).toBe(false);
  });
});

describe('fetching the main navigation while idle', () => {
  it('fetches each page once, in order, one after another, without parsing; skips this page and files', async () => {
    vi.useFakeTimers();
    setConnection({ effectiveType: '4g', saveData: false });
    window.history.replaceState(null, '', '/contact');
    const { asked, prefetch } = recordingPrefetcher();
    const done = prefetchWhileIdle(
      links('/asset-management', '/contact', '/technology', '/asset-management', '/files/brochure.pdf', 'https://example.com/x', '/about'),
      prefetch,
    );
    await idleAndSettled();
    expect(asked.map((entry) => entry.path)).toEqual(['/asset-management']);
    // The next waits for the first to arrive.
    await idleAndSettled();
    expect(asked).toHaveLength(1);
    asked[0]!.finish();
    await idleAndSettled();
    expect(asked.map((entry) => entry.path)).toEqual(['/asset-management', '/technology']);
    asked[1]!.finish();
    await idleAndSettled();
    asked[2]!.finish();
    await done;
    expect(asked.map((entry) => entry.path)).toEqual(['/asset-management', '/technology', '/about']);
    expect(asked.every((entry) => entry.options?.parseAhead === false)).toBe(true);
  });

  it(`fetches at most ${IDLE_PREFETCH_LIMIT} pages`, async () => {
    vi.useFakeTimers();
    setConnection({ effectiveType: '4g' });
    window.history.replaceState(null, '', '/');
    const { asked, prefetch } = recordingPrefetcher();
    const done = prefetchWhileIdle(links(...Array.from({ length: IDLE_PREFETCH_LIMIT + 3 }, (_, index) => `/page-${index}`)), prefetch);
    for (let step = 0; step < IDLE_PREFETCH_LIMIT + 3; step++) {
      await idleAndSettled();
      asked.at(-1)?.finish();
    }
    await done;
    expect(asked).toHaveLength(IDLE_PREFETCH_LIMIT);
  });

  it('fetches nothing when the visitor asked to save data, or the connection is slow', async () => {
    vi.useFakeTimers();
    for (const connection of [{ effectiveType: '4g', saveData: true }, { effectiveType: '3g' }]) {
      setConnection(connection);
      const { asked, prefetch } = recordingPrefetcher();
      const done = prefetchWhileIdle(links('/about', '/insights'), prefetch);
      await idleAndSettled();
      await done;
      expect(asked).toEqual([]);
    }
  });
});
