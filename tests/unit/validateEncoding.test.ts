import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readJson } from '../../scripts/lib/site/contentStore.ts';
import { issuesIn, writeFixturePages } from '../support/fixturePages.ts';

const ABOUT = (title: string) => `{
  "$schema": "../schema/page.schema.json",
  "meta": { "title": "About | {brand}", "description": "The about page of the fixture site, used by the validate tests only." },
  "blocks": [
    { "type": "hero", "title": "${title}" }
  ]
}
`;

describe('the encoding of a content file', () => {
  let remove = () => {};
  afterEach(() => remove());

  it('a byte that is not UTF-8 is reported at its line and column, with the fix', async () => {
    const pages = writeFixturePages('not-utf8');
    remove = pages.remove;
    // "Ünïcode → Café" with the é written as Latin-1 (one byte, 0xE9): what a Windows editor may save.
    const [before, after] = ABOUT('Ünïcode → Caf\u0000 au lait').split('\u0000');
    fs.writeFileSync(path.join(pages.dir, 'about.json'), Buffer.concat([Buffer.from(before!), Buffer.from([0xe9]), Buffer.from(after!)]));
    const found = (await issuesIn(pages.dir)).filter((issue) => issue.code === 'not-utf8');
    expect(found.map(({ file, line, col }) => ({ file: path.basename(file), line, col }))).toEqual([
      { file: 'about.json', line: 5, col: before!.split('\n').at(-1)!.length + 1 },
    ]);
    expect(found[0]!.message).toMatch(/save the file as UTF-8/);
  });

  it('passes real UTF-8, including a replacement character written on purpose', async () => {
    const pages = writeFixturePages('utf8', { 'about.json': ABOUT('Ünïcode → Café \uFFFD') });
    remove = pages.remove;
    expect((await issuesIn(pages.dir)).filter((issue) => issue.code === 'not-utf8')).toEqual([]);
  });

  it('refuses a byte-order mark with the fix, as the build and the page editor refuse the file', async () => {
    const pages = writeFixturePages('bom', { 'about.json': `\uFEFF${ABOUT('About {brand}')}` });
    remove = pages.remove;
    const found = await issuesIn(pages.dir);
    expect(found.map(({ file, line, col, code }) => ({ file: path.basename(file), line, col, code }))).toEqual([
      { file: 'about.json', line: 1, col: 1, code: 'json-syntax' },
    ]);
    expect(found[0]!.message).toMatch(/starts with a byte-order mark.*save it as UTF-8 without BOM/);
    expect(() => readJson(path.join(pages.dir, 'about.json'))).toThrow();
  });
});
