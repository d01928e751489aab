import { ownValue } from '../content/ownValue';
import type { AnyBlockComponent, BlockRegistry } from '../site/definition';

/** Loaded components, by definition (the same definition object in every registry that uses it). */
const loaded = new WeakMap<object, AnyBlockComponent>();

/**
 * The definition of a block type, from the registry's own keys: a type named after a member every
 * object inherits ('toString', 'constructor', '__proto__' …) is as unknown as any other.
 */
function definitionOf(registry: BlockRegistry, type: string): BlockRegistry[string] | undefined {
  return ownValue(registry, type);
}

/** Whether a block type is hydrated in the browser (an island). */
export function isInteractiveBlock(registry: BlockRegistry, type: string): boolean {
  return definitionOf(registry, type)?.interactive === true;
}

/**
 * Loads the components of the given block types. Rendering needs them loaded first, so hydration
 * and client navigation render synchronously and match the prerendered HTML. An unknown type is
 * left out here; rendering it fails inside its own block boundary.
 */
export async function loadBlockComponents(registry: BlockRegistry, types: Iterable<string>): Promise<void> {
  const missing = [...new Set(types)]
    .map((type) => definitionOf(registry, type))
    .filter((definition) => definition && !loaded.has(definition));
  await Promise.all(
    missing.map(async (definition) => {
      const module = await definition!.load();
      loaded.set(definition!, module.default as unknown as AnyBlockComponent);
    }),
  );
}

export function getBlockComponent(registry: BlockRegistry, type: string): AnyBlockComponent | undefined {
  const definition = definitionOf(registry, type);
  return definition && loaded.get(definition);
}
