import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { issuesIn, writeFixturePages } from '../support/fixturePages.ts';

const ABOUT = `{
  "$schema": "../schema/page.schema.json",
  "meta": { "title": "About | {brand}", "description": "The about page of the fixture site, used by the validate tests only." },
  "blocks": [
    { "type": "hero", "title": "About {brand}", "title": "About us" }
  ],
  "meta": { "title": "About | {brand}", "description": "The about page of the fixture site, used by the validate tests only." }
}
`;

describe('duplicate keys in a JSON object', () => {
  let remove = () => {};
  afterEach(() => remove());

  it('are reported at the second key, in nested objects and objects inside lists too, with the fix', async () => {
    const pages = writeFixturePages('duplicate-keys', { 'about.json': ABOUT });
    remove = pages.remove;
    const found = (await issuesIn(pages.dir)).filter((issue) => issue.code === 'duplicate-key');
    expect(found.map(({ file, line, col, pointer }) => ({ file: path.basename(file), line, col, pointer }))).toEqual([
      { file: 'about.json', line: 5, col: 49, pointer: '/blocks/0/title' },
      { file: 'about.json', line: 7, col: 3, pointer: '/meta' },
    ]);
    expect(found[0]!.message).toBe('"title" appears twice in this object; delete one of them (only the last one is used)');
    expect(found[0]!.hint).toMatch(/only the last one is used/);
  });
});
