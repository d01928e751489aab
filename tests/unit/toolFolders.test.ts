import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/site/paths.ts';
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

/** 'scripts/lib/site/', 'scripts/lib/schemas/' …: the concerns scripts/lib/ is split into, each a folder; null elsewhere. */
function libFolderOf(file: string): string | null {
  const [first, second, third, ...rest] = path.relative(ROOT, file).split(path.sep);
  if (first !== 'scripts' || second !== 'lib') return null;
  return rest.length ? `scripts/lib/${third}/` : `scripts/lib/${third}`;
}

describe('the folders of scripts/lib/', () => {
  const lib = path.join(ROOT, 'scripts', 'lib');
  const files = sourceFiles(lib);
  const edges = folderImports(files, libFolderOf);

  it('are one per concern, with no module left at the top of lib/', () => {
    expect(files.filter((file) => path.dirname(file) === lib).map((file) => path.basename(file))).toEqual([]);
  });

  it('import each other one way only, with no loop', () => {
    expect(edges.size).toBeGreaterThan(5);
    expect(folderLoops(edges)).toEqual([]);
  });
});
