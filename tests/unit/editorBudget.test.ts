import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/site/paths.ts';
import { buildSite, filesUnder } from '../support/builtSite.ts';

/**
 * The page editor is a development tool: nothing of it, nor of the form library it is built on,
 * may reach the production build. Each marker is a string only that code contains, checked to be
 * in its source (so the test cannot pass because a marker was mistyped) and in no built file.
 */
const MARKERS = [
  { marker: '/__editor/', source: 'devtools/editor/editorClient.ts', what: 'the editor’s calls to the dev server' },
  { marker: 'Blocks of this page', source: 'devtools/editor/BlockList.tsx', what: 'the editor’s block list' },
  { marker: 'glyphicon glyphicon-', source: 'node_modules/@rjsf/core/dist/index.esm.js', what: '@rjsf/core (its default icon buttons)' },
  {
    marker: 'aqua|black|blue|fuchsia',
    source: 'node_modules/@rjsf/validator-ajv8/dist/validator-ajv8.esm.js',
    what: '@rjsf/validator-ajv8 (its colour format)',
  },
];

/** Built files a browser or the server reads as text (compressed copies hold the same bytes). */
const TEXT = /\.(js|mjs|css|html|json|txt|xml)$/;

/** The built site (what is deployed) and its server bundle (what prerenders it). */
let built: string[] = [];
beforeAll(() => {
  const dist = buildSite();
  built = [dist, path.join(ROOT, 'node_modules/.cache/site-server', path.basename(dist))];
});

describe('the page editor stays out of the production build', () => {
  it.each(MARKERS)('$what: "$marker" is in its source and in no built file', ({ marker, source }) => {
    expect(fs.readFileSync(path.join(ROOT, source), 'utf8')).toContain(marker);
    const files = built.flatMap((dir) => filesUnder(dir)).filter((file) => TEXT.test(file));
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(20);
    const carrying = files.filter((file) => fs.readFileSync(file, 'utf8').includes(marker)).map((file) => path.relative(ROOT, file));
    expect(carrying).toEqual([]);
  });
});
