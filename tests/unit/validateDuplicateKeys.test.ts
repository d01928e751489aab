import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { issuesIn, writeFixturePages } from '../support/fixturePages.ts';
import { walkDocument } from '../../scripts/validate/documentStrings.ts';
import { keysInText } from '../../scripts/validate/rules/duplicateKeysRule.ts';

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

  // The rule compares the keys a text writes with those its parsed value holds; texts are counted
  // by a scan of their strings, which must never take a quote inside a string for its end.
  it.each([
    ['quotes, backslashes and colons inside keys and values', { 'a"b': 'c\\', 'd\\"': ':"', e: ['"f":', { '\\': '\\\\"' }] }],
    ['strings that end in backslashes', { a: '\\', b: '\\\\', c: ['\\', { d: 'x\\' }] }],
    ['a colon after a value in a list', { a: ['x', 'y'], b: { c: [':'] } }],
    ['no keys', ['a', 'b', 1, null]],
  ])('are counted in a text as in its value, with %s', (_label, value) => {
    for (const text of [
      JSON.stringify(value),
      JSON.stringify(value, null, 2),
      JSON.stringify(value, null, '\t').replace(/": /g, '"\r\n\t: '),
    ]) {
      expect(JSON.parse(text)).toEqual(value);
      expect(keysInText(text)).toBe(walkDocument(value).keys);
    }
  });
});
