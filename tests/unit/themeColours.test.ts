import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/site/paths.ts';

/** blocks/theme.ts is the one place a colour is written; every other file under blocks/ names a token. */
const BLOCKS_DIR = path.join(ROOT, 'blocks');
const THEME_FILE = path.join(BLOCKS_DIR, 'theme.ts');

/** Hex colours (#rgb, #rgba, #rrggbb, #rrggbbaa) and CSS colour functions such as rgba(…) or hsl(…). */
const LITERAL_COLOUR = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && file !== THEME_FILE ? [file] : [];
  });
}

/** Every literal colour in the given source, as 'line: literal'. */
function literalColours(source: string): string[] {
  return source.split('\n').flatMap((line, index) => [...line.matchAll(LITERAL_COLOUR)].map((match) => `${index + 1}: ${match[0]}`));
}

describe('colours come from the theme', () => {
  it('recognises the ways a colour can be written', () => {
    expect(literalColours("color: #fff;\nborder: 1px solid rgba(255, 255, 255, 0.2);\nfill='#0B1F3A' hsl(20 50% 40%)")).toEqual([
      '1: #fff',
      '2: rgba(',
      '3: #0B1F3A',
      '3: hsl(',
    ]);
    expect(literalColours("href: '#faq', scroll: '#asset-types', theme.color.accent600")).toEqual([]);
  });

  it('finds no literal colour in blocks/ outside theme.ts', () => {
    const files = sourceFiles(BLOCKS_DIR);
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) =>
      literalColours(fs.readFileSync(file, 'utf8')).map((hit) => `${path.relative(ROOT, file)}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});
