import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/paths.ts';

/**
 * Imports between the engine's folders run one way (docs/architecture.md, "Imports between folders
 * run one way, with no loop"): no folder reaches, through others or directly, a folder that reaches
 * it. Every import counts, a type's or a dynamic one as much as a static one; a file at the engine's
 * top (index.ts, client.ts, server.tsx, config.ts) counts as a folder of its own.
 */

const ENGINE = path.join(ROOT, 'engine');
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The engine's folder a file is in ('navigation/'), or the file's own name at the engine's top. */
function folderOf(file: string): string {
  const [first, ...rest] = path.relative(ENGINE, file).split(path.sep);
  return rest.length ? `${first}/` : first!;
}

/** Every import between two of the engine's folders, as 'from -> to', with the files behind it. */
function folderImports(): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const file of sourceFiles(ENGINE)) {
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const target = path.resolve(path.dirname(file), specifier!);
      if (!target.startsWith(ENGINE + path.sep)) continue;
      const [from, to] = [folderOf(file), folderOf(target)];
      if (from === to) continue;
      const edge = `${from} -> ${to}`;
      edges.set(edge, [...(edges.get(edge) ?? []), `${path.relative(ENGINE, file)} imports ${specifier}`]);
    }
  }
  return edges;
}

describe("the engine's folders", () => {
  it('import each other one way only, with no loop', () => {
    const edges = folderImports();
    expect(edges.size).toBeGreaterThan(10);
    const next = new Map<string, string[]>();
    for (const edge of edges.keys()) {
      const [from, to] = edge.split(' -> ') as [string, string];
      next.set(from, [...(next.get(from) ?? []), to]);
    }
    const loops: string[] = [];
    const walk = (folder: string, trail: string[]): void => {
      for (const to of next.get(folder) ?? []) {
        if (to === trail[0]) {
          const steps = [...trail, to];
          loops.push(
            steps
              .slice(1)
              .map((step, i) => `${steps[i]} -> ${step}: ${edges.get(`${steps[i]} -> ${step}`)!.join(', ')}`)
              .join('; '),
          );
        } else if (!trail.includes(to) && to > trail[0]!) walk(to, [...trail, to]);
      }
    };
    for (const folder of next.keys()) walk(folder, [folder]);
    expect(loops).toEqual([]);
  });
});
