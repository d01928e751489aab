// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUILD_ID_META } from '../../engine/navigation/buildId';
import { startNavigator } from '../../engine/navigation/htmlNavigator';
import { activeNavigator } from '../../engine/navigation/navigationHandlers';
import * as lifecycle from '../../engine/navigation/navigationLifecycle';
import type { NavigationMoment } from '../../engine/navigation/navigationLifecycle';

/**
 * The order of the navigator's lifecycle (engine/navigation/navigationLifecycle.ts), which its
 * followers rely on: each moment comes where the page is in the state it promises, in order.
 */

const BUILD = 'build-1';

/**
 * A page as the build writes it: its build, its title, a first screen (the section with its h1), the
 * rest, and the crash screen the frame renders inert into every page.
 */
const pageHtml = (title: string, id: string) =>
  `<!doctype html><html><head><meta name="${BUILD_ID_META}" content="${BUILD}"><title>${title}</title></head><body>` +
  `<div id="root"><main id="main-content" tabindex="-1"><section><h1 id="${id}-heading">${title}</h1></section>` +
  `<section id="${id}-rest"><p>More</p></section></main>` +
  '<template id="crash-screen"><h1 id="crash-title">Something went wrong</h1></template></div></body></html>';

/** What each follower saw, in the order it saw it; the navigator's own scroll is recorded too. */
const seen: string[] = [];
const unsubscribe: Array<() => void> = [];
let answer: (path: string) => Response;

/** Records each time `name` comes, with what the page shows then. */
const on = (name: 'beforeSwap' | 'pageLeft' | 'afterSwap' | 'afterScroll' | 'pageComplete', what: () => string) =>
  unsubscribe.push((lifecycle[name] as NavigationMoment<unknown>).subscribe(() => seen.push(`${name}: ${what()}`)));
const present = (id: string) => (document.getElementById(id) ? `${id} in` : `${id} out`);

beforeAll(() => {
  document.documentElement.innerHTML = new DOMParser().parseFromString(pageHtml('Home', 'home'), 'text/html').documentElement.innerHTML;
  vi.stubGlobal('fetch', async (address: string) => answer(address));
  window.scrollTo = (() => seen.push('scrolled')) as typeof window.scrollTo;
  on('beforeSwap', () => `${document.title}, ${present('home-heading')}, ${present('about-heading')}`);
  on('pageLeft', () => `${present('home-heading')}, ${present('about-heading')}`);
  on('afterSwap', () => `${window.location.pathname}, ${present('home-heading')}, ${present('about-heading')}, ${present('about-rest')}`);
  on('afterScroll', () => present('about-rest'));
  on('pageComplete', () => present('about-rest'));
  startNavigator();
});

afterAll(() => {
  unsubscribe.forEach((stop) => stop());
  vi.unstubAllGlobals();
});

describe("the navigator's lifecycle", () => {
  it('announces before the swap, the page left, after the swap, after the scroll and once the page is whole, in that order', async () => {
    answer = () => new Response(pageHtml('About', 'about'), { headers: { 'content-type': 'text/html' } });
    activeNavigator()!(new URL('/about', window.location.href));
    await vi.waitFor(() => expect(seen.at(-1)).toMatch(/^pageComplete/));
    expect(seen).toEqual([
      // The next page's head is in place; the page on screen is still the one left.
      'beforeSwap: About, home-heading in, about-heading out',
      'pageLeft: home-heading in, about-heading out',
      // The next page's first screen, at its address; the rest of it comes after its first paint.
      'afterSwap: /about, home-heading out, about-heading in, about-rest out',
      'scrolled',
      'afterScroll: about-rest out',
      'pageComplete: about-rest in',
    ]);
  });

  it('announces only the page left when the next page cannot be fetched and the crash screen replaces it', async () => {
    seen.length = 0;
    answer = () => new Response('Server error', { status: 500, headers: { 'content-type': 'text/html' } });
    const left = new Promise<Element>((resolve) => unsubscribe.push(lifecycle.pageLeft.subscribe(resolve)));
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    activeNavigator()!(new URL('/contact', window.location.href));
    const scope = await left;
    expect(reported).toHaveBeenCalledWith('[Navigation]', expect.any(Error));
    reported.mockRestore();
    expect(scope.id).toBe('main-content');
    expect(seen).toEqual(['pageLeft: home-heading out, about-heading in']);
    expect(document.getElementById('crash-title')).not.toBeNull();
  });
});

describe('following the lifecycle', () => {
  it('calls the listeners of one moment in the order they subscribed, until they unsubscribe', () => {
    const calls: string[] = [];
    const stopFirst = lifecycle.afterSwap.subscribe((path) => calls.push(`first ${path}`));
    const stopSecond = lifecycle.afterSwap.subscribe((path) => calls.push(`second ${path}`));
    lifecycle.afterSwap.dispatch('/a');
    stopFirst();
    lifecycle.afterSwap.dispatch('/b');
    stopSecond();
    lifecycle.afterSwap.dispatch('/c');
    expect(calls).toEqual(['first /a', 'second /a', 'second /b']);
  });
});
