// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { armIslands } from '../../engine/islands/islandIntent';
import { ISLAND } from '../../engine/page/islandAttributes';
import { markCommitted } from '../../engine/islands/islandRoots';

/**
 * When islands hydrate: before use (idle after load), or at once on a sign of use, and never with
 * React seeing an event while it hydrates (it would hydrate synchronously inside it). The island's
 * own listener, registered after arming as React's root listener is, stands in for React.
 */
function island(): { container: HTMLElement; input: HTMLInputElement; reactSaw: string[] } {
  document.body.innerHTML = `<div ${ISLAND.kind}="block"><form><input name="name"></form></div>`;
  const container = document.querySelector<HTMLElement>(`[${ISLAND.kind}]`)!;
  const input = container.querySelector('input')!;
  return { container, input, reactSaw: [] };
}

function listenLikeReact(container: HTMLElement, saw: string[]): void {
  for (const type of ['focusin', 'keydown', 'input', 'click', 'pointerdown', 'submit'])
    container.addEventListener(type, (event) => saw.push(event.type), true);
}

let idle: Array<() => void> = [];

beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
});
afterEach(() => vi.unstubAllGlobals());

describe('island hydration timing', () => {
  it('starts on its own once the browser is idle after load, with no sign of use', () => {
    const { container } = island();
    const hydrate = vi.fn(() => new Promise<void>(() => undefined));
    armIslands(document, hydrate);
    expect(hydrate).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1); // jsdom's document has loaded: waiting for an idle moment
    idle.forEach((run) => run());
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledWith(container);
    // A sign of use after that starts nothing more: one hydration per island.
    container.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    idle.forEach((run) => run());
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('starts at once on a sign of use that comes before the idle moment', () => {
    const { input } = island();
    const hydrate = vi.fn(() => new Promise<void>(() => undefined));
    armIslands(document, hydrate);
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('keeps every event from React while it hydrates, then replays the first focus and the last typing once', async () => {
    const { container, input, reactSaw } = island();
    let committed!: () => void;
    armIslands(document, () => new Promise<void>((resolve) => (committed = resolve)));
    listenLikeReact(container, reactSaw);
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    for (const value of ['G', 'Gr', 'Gra']) {
      input.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: value.at(-1) }));
      input.value = value; // what the browser's default action does, untouched by the shield
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    input.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(reactSaw).toEqual([]);
    expect(input.value).toBe('Gra');
    committed();
    await Promise.resolve();
    await Promise.resolve();
    expect(reactSaw).toEqual(['focusin', 'input']);
    // From now on React sees everything, once.
    input.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'c' }));
    expect(reactSaw).toEqual(['focusin', 'input', 'keydown']);
  });

  it('hands every event to React as soon as the island is committed, even if another path hydrated it', () => {
    const { container, input, reactSaw } = island();
    armIslands(document, () => new Promise<void>(() => undefined)); // this path never resolves
    listenLikeReact(container, reactSaw);
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(reactSaw).toEqual([]);
    // A held submit hydrated it meanwhile (hydrateIslands marks the commit): a submit the ready form
    // sends must reach React, or the browser would submit the form natively.
    markCommitted(container);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')!.dispatchEvent(submit);
    input.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
    expect(reactSaw).toEqual(['submit', 'keydown']);
  });

  it('lets events through to nobody but the browser when its code fails, and tries again on the next sign of use', async () => {
    const { input, container, reactSaw } = island();
    let attempts = 0;
    armIslands(document, () => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve()));
    listenLikeReact(container, reactSaw);
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await Promise.resolve();
    await Promise.resolve();
    expect(attempts).toBe(1);
    input.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
    expect(attempts).toBe(2);
  });
});
