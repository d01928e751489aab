import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/site/paths.ts';

/**
 * The graph of imports between the folders of a part of the project, for the tests that hold it
 * to one way with no loop (docs/architecture.md, "Imports between folders run one way, with no
 * loop"). Every import counts, a type's or a dynamic one as much as a static one.
 */

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Every TypeScript file under `dir`. */
export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * Every import between two folders, as 'from -> to', with the files behind it. `folderOf` names a
 * file's folder, or null for a file outside the part of the project looked at (its imports there
 * are not counted).
 */
export function folderImports(files: readonly string[], folderOf: (file: string) => string | null): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const file of files) {
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const [from, to] = [folderOf(file), folderOf(path.resolve(path.dirname(file), specifier!))];
      if (from === null || to === null || from === to) continue;
      const edge = `${from} -> ${to}`;
      edges.set(edge, [...(edges.get(edge) ?? []), `${path.relative(ROOT, file)} imports ${specifier}`]);
    }
  }
  return edges;
}

/** Each loop of the graph, as its steps with the imports behind each: none when imports run one way. */
export function folderLoops(edges: ReadonlyMap<string, string[]>): string[] {
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
  return loops;
}
