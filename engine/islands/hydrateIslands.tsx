import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { reportError } from '../errors/reportError';
import type { IslandKit } from '../site/definition';
import { getBlockComponent, loadBlockComponents } from '../page/blockComponents';
import { BlockIsland, type BlockIslandProps } from '../page/BlockIsland';
import { ISLAND } from '../page/islandAttributes';
import { isHydrated, markCommitted, registerIsland } from './islandRoots';
import { yieldToBrowser } from '../scheduling/yieldToBrowser';
import { setToastHost } from '../feedback/toastBus';

const inFlight = new Map<HTMLElement, Promise<void>>();

/** The island's page was replaced before it hydrated: nothing failed, there is nothing left to do. */
class IslandGoneError extends Error {}

/**
 * Each stage (the site's kit, the block's component, hydration itself) starts in a task of its own:
 * evaluating a freshly loaded module runs in the task that imported it, and on a slow phone the
 * stages together are a task of well over 50 ms. Hydration itself runs in a transition, in slices.
 */
async function hydrateBlockIsland(container: HTMLElement, loadKit: () => Promise<IslandKit>): Promise<void> {
  const props = JSON.parse(container.getAttribute(ISLAND.props) ?? 'null') as BlockIslandProps;
  const site = await loadKit();
  // Before the form renders: it gets the toast host ready before it can be sent.
  setToastHost(site.theme, site.toasts);
  await yieldToBrowser();
  await loadBlockComponents(site.blocks, [props.block.type]);
  await yieldToBrowser();
  // The visitor may have left the page meanwhile: an island no longer in the document is not hydrated.
  if (!container.isConnected) throw new IslandGoneError();
  const Component = getBlockComponent(site.blocks, props.block.type);
  if (!Component) throw new Error(`No component is registered for block type "${props.block.type}"`);
  await new Promise<void>((resolve, reject) => {
    let committedYet = false;
    let abandoned = false;
    const committed = () => {
      committedYet = true;
      markCommitted(container);
      resolve();
    };
    // In a transition React hydrates in short slices, yielding to the browser in between.
    startTransition(() => {
      const root = hydrateRoot(container, <BlockIsland props={props} Component={Component} site={site} onCommitted={committed} />, {
        identifierPrefix: container.getAttribute(ISLAND.id) ?? '',
        // Unmounting a root that has not finished hydrating is, to React, an update that came too
        // early (it says so here): the page is being replaced, which is no hydration failure.
        onRecoverableError: (error) => {
          if (!abandoned) reportError(error, 'Hydration');
        },
      });
      registerIsland(container, () => {
        if (!committedYet) {
          // The navigator is replacing the page before this island committed: stop waiting for it.
          abandoned = true;
          reject(new IslandGoneError());
        }
        root.unmount();
      });
    });
  });
}

/**
 * Hydrates one island and resolves once it has committed. If its code cannot be loaded it stays as
 * the server rendered it, marked failed (a form says so when the visitor tries to send it), and the
 * promise rejects; other islands are not affected.
 */
export function hydrateIsland(container: HTMLElement, loadKit: () => Promise<IslandKit>): Promise<void> {
  if (isHydrated(container)) return Promise.resolve();
  // The visitor's first touch and a held submit may both ask: one root per island.
  let hydration = inFlight.get(container);
  if (!hydration) {
    hydration = hydrateBlockIsland(container, loadKit).then(
      () => {
        inFlight.delete(container);
        container.removeAttribute(ISLAND.failed);
      },
      (failure: unknown) => {
        inFlight.delete(container);
        if (failure instanceof IslandGoneError) throw failure;
        container.setAttribute(ISLAND.failed, '');
        console.error('An interactive part of the page could not be loaded:', failure);
        throw failure;
      },
    );
    inFlight.set(container, hydration);
  }
  return hydration;
}

/** Hydrates every island in `scope` that is not hydrated yet, and says how many could not be. */
export async function hydrateIslands(scope: ParentNode, loadKit: () => Promise<IslandKit>): Promise<{ failed: number }> {
  const islands = [...scope.querySelectorAll<HTMLElement>(`[${ISLAND.kind}]`)].filter((container) => !isHydrated(container));
  const results = await Promise.allSettled(islands.map((container) => hydrateIsland(container, loadKit)));
  return { failed: results.filter((result) => result.status === 'rejected').length };
}
