import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/site/paths.ts';
import { folderImports, folderLoops, sourceFiles } from '../support/folderGraph.ts';

/**
 * Imports between the engine's folders run one way (docs/architecture.md, "Imports between folders
 * run one way, with no loop"): no folder reaches, through others or directly, a folder that reaches
 * it. Every import counts, a type's or a dynamic one as much as a static one; a file at the engine's
 * top (index.ts, client.ts, server.tsx, config.ts) counts as a folder of its own.
 */

const ENGINE = path.join(ROOT, 'engine');

/** The engine's folder a file is in ('navigation/'), or the file's own name at the engine's top; null outside the engine. */
function folderOf(file: string): string | null {
  if (!file.startsWith(ENGINE + path.sep)) return null;
  const [first, ...rest] = path.relative(ENGINE, file).split(path.sep);
  return rest.length ? `${first}/` : first!;
}

describe("the engine's folders", () => {
  it('import each other one way only, with no loop', () => {
    const edges = folderImports(sourceFiles(ENGINE), folderOf);
    expect(edges.size).toBeGreaterThan(10);
    expect(folderLoops(edges)).toEqual([]);
  });
});
