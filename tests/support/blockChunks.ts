import path from 'node:path';
import type { Manifest } from 'vite';
import type { AnyBlockDefinition } from '../../engine/site/definition.ts';
import { blocks } from '../../blocks/registry.generated.ts';
import { BLOCKS_DIR, ROOT } from '../../scripts/lib/site/paths.ts';

const definitions: AnyBlockDefinition[] = Object.values(blocks);

/** Every block type the site renders to HTML only (its definition is not interactive), from the registry. */
export function staticBlockTypes(): string[] {
  return definitions.filter((definition) => !definition.interactive).map((definition) => definition.type);
}

/** The Vite manifest key of the folder a block type's code lives in: 'blocks/hero/'. */
const folderKey = (type: string) => `${path.relative(ROOT, BLOCKS_DIR).split(path.sep).join('/')}/${type}/`;

/**
 * The output file of a block type's component (`assets/Hero-….js`): the one module of its folder the
 * build splits off to load on its own (its definition's `load`). Throws, naming the type, when the
 * build has none or several, so a test never passes by checking nothing.
 */
export function componentChunk(manifest: Manifest, type: string): string {
  const keys = Object.keys(manifest).filter((key) => key.startsWith(folderKey(type)) && manifest[key]!.isDynamicEntry);
  if (keys.length !== 1)
    throw new Error(
      `block type "${type}": expected one lazily loaded module under ${folderKey(type)} in the build's manifest, found ${keys.length ? keys.join(', ') : 'none'}`,
    );
  return manifest[keys[0]!]!.file;
}
