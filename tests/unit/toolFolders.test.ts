import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/paths.ts';
import { folderImports, folderLoops, sourceFiles } from '../support/folderGraph.ts';

/**
 * Imports between the folders of the commands (scripts/) and of the dev tools (devtools/) run one
 * way, with no loop (docs/architecture.md): devtools/ -> scripts/ -> engine/, and inside each, no
 * folder reaches, through others or directly, a folder that reaches it (scripts/validate/ uses
 * scripts/lib/, never the other way round). The lint names the back-arrows it knows of
 * (eslint.config.js); this finds any loop. A file at the top of devtools/ counts as a folder of its own.
 */

const PARTS = ['scripts', 'devtools'].map((part) => path.join(ROOT, part));

/** 'scripts/lib/', 'devtools/editor/' (its server/ half included), 'devtools/siteChanged.ts'; null outside scripts/ and devtools/. */
function folderOf(file: string): string | null {
  if (!PARTS.some((part) => file.startsWith(part + path.sep))) return null;
  const [part, first, ...rest] = path.relative(ROOT, file).split(path.sep);
  return rest.length ? `${part}/${first}/` : `${part}/${first}`;
}

describe('the folders of scripts/ and devtools/', () => {
  const edges = folderImports(PARTS.flatMap(sourceFiles), folderOf);

  it('import each other one way only, with no loop', () => {
    expect(edges.size).toBeGreaterThan(10);
    expect(folderLoops(edges)).toEqual([]);
  });

  it('run devtools/ -> scripts/: no folder of scripts/ imports the dev tools', () => {
    expect([...edges.keys()].filter((edge) => /^scripts\/.* -> devtools\//.test(edge))).toEqual([]);
  });
});
