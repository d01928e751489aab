import type { ComponentType } from 'react';
import { blockLoaders, interactiveBlockTypes } from '../../blocks/registry';
import { fixtureBlockLoaders, fixtureInteractiveBlockTypes } from '@site-fixtures';

export type AnyBlockComponent = ComponentType<{ block: { type: string }; position: number }>;
type Loader = () => Promise<{ default: unknown }>;

const loaders: Record<string, Loader> = { ...blockLoaders, ...fixtureBlockLoaders };
const loaded = new Map<string, AnyBlockComponent>();

/** Whether a block type is hydrated in the browser (an island); see blocks/registry.ts. */
export function isInteractiveBlock(type: string): boolean {
  return interactiveBlockTypes.has(type) || fixtureInteractiveBlockTypes.has(type);
}

/**
 * Loads the components of the given block types. Rendering needs them loaded first, so hydration
 * and client navigation render synchronously and match the prerendered HTML.
 */
export async function loadBlockComponents(types: Iterable<string>): Promise<void> {
  const missing = [...new Set(types)].filter((type) => !loaded.has(type) && type in loaders);
  await Promise.all(
    missing.map(async (type) => {
      const module = await loaders[type]!();
      loaded.set(type, module.default as AnyBlockComponent);
    }),
  );
}

export function getBlockComponent(type: string): AnyBlockComponent | undefined {
  return loaded.get(type);
}
