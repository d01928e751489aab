import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/site/paths.ts';

const VALIDATE_DIR = path.join(ROOT, 'scripts/validate');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|mts|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** Module specifiers of every static or dynamic import in a source file. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((m) => m[1]!);
}

describe('the validate command’s dependencies', () => {
  // Validate learns about the site's blocks only from the facts passed to it; blockFacts.ts, which
  // reads them off the block definitions (the generated registry), is the one module that may.
  it('imports nothing from blocks/ but the block registry, in blockFacts.ts', () => {
    const offending = sourceFiles(VALIDATE_DIR).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => specifier.startsWith('.'))
        .filter((specifier) => path.resolve(path.dirname(file), specifier).startsWith(path.join(ROOT, 'blocks') + path.sep))
        .filter((specifier) => !(path.basename(file) === 'blockFacts.ts' && specifier === '../../blocks/registry.generated.ts'))
        .map((specifier) => `${path.relative(ROOT, file)} → ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});
