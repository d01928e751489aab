import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { theme } from '../../blocks/theme';
import { reportError } from '../errors/reportError';
import { getBlockComponent, loadBlockComponents } from '../page/blockComponents';
import { BlockIsland, type BlockIslandProps } from './BlockIsland';
import { ISLAND } from './islandAttributes';
import { isHydrated, registerIsland } from './islandRoots';

async function hydrateBlockIsland(container: HTMLElement): Promise<void> {
  const props = JSON.parse(container.getAttribute(ISLAND.props) ?? 'null') as BlockIslandProps;
  await loadBlockComponents([props.block.type]);
  const Component = getBlockComponent(props.block.type);
  if (!Component) throw new Error(`No component is registered for block type "${props.block.type}"`);
  await new Promise<void>((committed) => {
    // In a transition React hydrates in short slices, yielding to the browser in between.
    startTransition(() => {
      const root = hydrateRoot(container, <BlockIsland props={props} Component={Component} theme={theme} onCommitted={committed} />, {
        identifierPrefix: container.getAttribute(ISLAND.id) ?? '',
        onRecoverableError: (error) => reportError(error, 'Hydration'),
      });
      registerIsland(container, () => root.unmount());
    });
  });
}

/**
 * Hydrates every island in `scope` that is not hydrated yet, each as its own React root, and
 * resolves when all have committed or failed. An island whose code cannot be loaded stays as the
 * server rendered it, marked failed (a form says so when the visitor tries to send it); the others
 * are not affected.
 */
export async function hydrateIslands(scope: ParentNode = document): Promise<{ failed: number }> {
  const islands = [...scope.querySelectorAll<HTMLElement>(`[${ISLAND.kind}]`)].filter((container) => !isHydrated(container));
  const results = await Promise.allSettled(islands.map((container) => hydrateBlockIsland(container)));
  let failed = 0;
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') return;
    failed++;
    islands[index]!.setAttribute(ISLAND.failed, '');
    console.error('An interactive part of the page could not be loaded:', result.reason);
  });
  return { failed };
}
