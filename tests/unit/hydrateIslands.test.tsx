// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { use } from 'react';
import { renderToString } from 'react-dom/server';
import { BlockIsland, type BlockIslandProps } from '../../engine/page/BlockIsland';
import { hydrateIsland } from '../../engine/islands/hydrateIslands';
import { ISLAND } from '../../engine/page/islandAttributes';
import { isCommitted, isHydrated, unmountIslandsIn } from '../../engine/islands/islandRoots';
import { setErrorSink } from '../../engine/errors/reportError';
import type { AnyBlockComponent, IslandKit } from '../../engine/site/definition';

/**
 * The navigator replaces a page whose islands may still be hydrating (a visitor who leaves while a
 * form hydrates). React calls unmounting such a root an early update and reports it as a
 * recoverable hydration error; that is no failure of the page, so it must not reach the error log
 * (nor the console, where the browser tests count it), and the island's hydration must end.
 */

/** Data the block waits for and never gets: its root stays mid-hydration for as long as the test needs. */
const never = new Promise<string>(() => undefined);
let waitForever = false;

function Probe() {
  const text = waitForever ? use(never) : 'ready';
  return <p>{text}</p>;
}

const kit: IslandKit = {
  config: {} as IslandKit['config'],
  theme: {} as IslandKit['theme'],
  blocks: {
    probe: { interactive: true, load: async () => ({ default: Probe as unknown as AnyBlockComponent }) },
  } as unknown as IslandKit['blocks'],
};

function serverRenderedIsland(): HTMLElement {
  const props: BlockIslandProps = { block: { type: 'probe' }, position: 0, page: { path: '/' } } as BlockIslandProps;
  waitForever = false;
  const html = renderToString(<BlockIsland props={props} Component={Probe as unknown as AnyBlockComponent} site={kit} />);
  document.body.innerHTML = `<main><div ${ISLAND.kind}="block" ${ISLAND.props}='${JSON.stringify(props)}'>${html}</div></main>`;
  return document.querySelector<HTMLElement>(`[${ISLAND.kind}]`)!;
}

async function until(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 200) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

afterEach(() => {
  setErrorSink(null);
  vi.restoreAllMocks();
});

describe('an island whose page is replaced while it hydrates', () => {
  it('is unmounted without a hydration error, and its hydration ends as gone', async () => {
    const reported: string[] = [];
    setErrorSink((_error, context) => reported.push(context));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = serverRenderedIsland();
    waitForever = true;
    const hydration = hydrateIsland(container, async () => kit);
    const outcome = hydration.then(
      () => 'committed',
      (error: unknown) => (error instanceof Error ? error.constructor.name : String(error)),
    );
    await until(() => isHydrated(container));
    expect(isCommitted(container)).toBe(false);

    unmountIslandsIn(document.querySelector('main')!);
    document.querySelector('main')!.replaceChildren();

    expect(await outcome).toBe('IslandGoneError');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reported).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('still reports a hydration error of an island that stays on its page', async () => {
    const reported: string[] = [];
    setErrorSink((_error, context) => reported.push(context));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = serverRenderedIsland();
    // The markup in the page differs from what the browser renders: React recovers and says so.
    container.querySelector('p')!.textContent = 'changed after the server rendered it';
    await hydrateIsland(container, async () => kit);
    expect(isCommitted(container)).toBe(true);
    expect(reported).toContain('Hydration');
    unmountIslandsIn(document.body);
  });
});
