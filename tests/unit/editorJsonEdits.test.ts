import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteJson } from '../../scripts/lib/json/jsonEdits.ts';
import { jsonEqual } from '../../scripts/lib/json/jsonCompare.ts';
import { ROOT } from '../../scripts/lib/site/paths.ts';
import { lineDiff } from '../support/lineDiff.ts';

const aboutText = fs.readFileSync(path.join(ROOT, 'pages/about.json'), 'utf8');
type Page = { meta: Record<string, unknown>; blocks: Record<string, unknown>[] };
const about = () => JSON.parse(aboutText) as Page;

describe('the editor rewrites only what changed in a page file', () => {
  it('leaves the text as it is when nothing changed (key order in the new document does not matter)', () => {
    const page = about();
    const reordered = { blocks: page.blocks, meta: page.meta, $schema: (page as unknown as { $schema: string }).$schema };
    expect(rewriteJson(aboutText, about(), reordered)).toBe(aboutText);
  });

  it('changes one line for one edited field, even inside a one-line object', () => {
    const page = about();
    page.blocks[0]!.title = 'Built in Tulsa for owners who want numbers';
    (page.blocks[0]!.actions as { label: string }[])[0]!.label = 'Write to us';
    const result = rewriteJson(aboutText, about(), page);
    expect(lineDiff(aboutText, result)).toEqual({
      removed: [
        '      "title": "Built in Tulsa for owners who want answers",',
        '        { "label": "Get in Touch", "action": { "navigate": "/contact", "track": { "event": "get_in_touch_cta", "placement": "hero" } } },',
      ],
      added: [
        '      "title": "Built in Tulsa for owners who want numbers",',
        '        { "label": "Write to us", "action": { "navigate": "/contact", "track": { "event": "get_in_touch_cta", "placement": "hero" } } },',
      ],
    });
  });

  it('inserts a new block as new lines only, between its neighbours', () => {
    const page = about();
    page.blocks.splice(1, 0, { type: 'banner', title: 'Talk to {brand}' });
    const result = rewriteJson(aboutText, about(), page);
    const { removed, added } = lineDiff(aboutText, result);
    expect(removed).toEqual([]);
    // Which '{' line a line diff pairs with which is a matter of taste; the set of lines is not.
    expect(added.map((line) => line.trim()).sort()).toEqual(['"title": "Talk to {brand}"', '"type": "banner",', '{', '},']);
    expect(JSON.parse(result)).toEqual(page);
  });

  it('moves a block as its original text, one-line objects and all', () => {
    const page = about();
    const [moved] = page.blocks.splice(0, 1);
    page.blocks.splice(1, 0, moved!);
    const result = rewriteJson(aboutText, about(), page);
    const { removed, added } = lineDiff(aboutText, result);
    // The hero's lines leave one place and arrive at the other unchanged (only commas move).
    const strip = (lines: string[]) => lines.map((line) => line.replace(/,$/, '')).sort();
    expect(strip(added)).toEqual(strip(removed));
    expect(added.some((line) => line.includes('{ "label": "Get in Touch", "action": {'))).toBe(true);
    expect(JSON.parse(result)).toEqual(page);
  });

  it('deletes a block, a key and a list item, and adds a key where the new document puts it', () => {
    const page = about();
    page.blocks.splice(2, 1);
    delete page.blocks[0]!.eyebrow;
    (page.blocks[0]!.actions as unknown[]).pop();
    const hero: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(page.blocks[0]!)) {
      hero[key] = value;
      if (key === 'type') hero.id = 'top';
    }
    page.blocks[0] = hero;
    const result = rewriteJson(aboutText, about(), page);
    expect(JSON.parse(result)).toEqual(page);
    expect(Object.keys(JSON.parse(result).blocks[0])).toEqual(Object.keys(hero));
    const { added } = lineDiff(aboutText, result);
    expect(added.map((line) => line.trim())).toEqual([
      '"id": "top",',
      '{ "label": "Get in Touch", "action": { "navigate": "/contact", "track": { "event": "get_in_touch_cta", "placement": "hero" } } }',
    ]);
  });

  it('adds an item or a key as its neighbours are written, leaving them as they are', () => {
    // A link after one-line links: one more one-line link; the one before it only gains its comma.
    const links =
      '{\n  "links": [\n    { "name": "Office", "href": "/asset-types/office" },\n    { "name": "Retail", "href": "/asset-types/retail" }\n  ]\n}\n';
    const withLand = JSON.parse(links);
    withLand.links.push({ name: 'Land', href: '/asset-types/land' });
    expect(lineDiff(links, rewriteJson(links, JSON.parse(links), withLand))).toEqual({
      removed: ['    { "name": "Retail", "href": "/asset-types/retail" }'],
      added: ['    { "name": "Retail", "href": "/asset-types/retail" },', '    { "name": "Land", "href": "/asset-types/land" }'],
    });
    // A key after a one-line object: on a line of its own, written like it; first in a list, too.
    const block = '{\n  "action": { "navigate": "/contact" },\n  "label": "Call"\n}\n';
    const withTrack = { action: { navigate: '/contact' }, track: { event: 'call' }, label: 'Call' };
    expect(lineDiff(block, rewriteJson(block, JSON.parse(block), withTrack))).toEqual({
      removed: [],
      added: ['  "track": { "event": "call" },'],
    });
    const withFirst = JSON.parse(links);
    withFirst.links.unshift({ name: 'Land', href: '/asset-types/land' });
    expect(lineDiff(links, rewriteJson(links, JSON.parse(links), withFirst))).toEqual({
      removed: [],
      added: ['    { "name": "Land", "href": "/asset-types/land" },'],
    });
    // Inside a one-line object, it stays on that line.
    const action = '{ "label": "Call", "action": { "navigate": "/contact" } }\n';
    expect(rewriteJson(action, JSON.parse(action), { label: 'Call', id: 'call', action: { navigate: '/contact' } })).toBe(
      '{ "label": "Call", "id": "call", "action": { "navigate": "/contact" } }\n',
    );
  });

  it('writes a text that becomes a list of runs (rich text) as the files lay lists out: an item a line, a short run on one', () => {
    const page = about();
    const paragraphs = page.blocks[1]!.paragraphs as unknown[];
    paragraphs[2] = [
      'We measure ourselves ',
      { text: 'the way our clients do', bold: true },
      '. If a recommendation does not move occupancy, income, expenses or risk, we do not make it.',
    ];
    const result = rewriteJson(aboutText, about(), page);
    expect(lineDiff(aboutText, result)).toEqual({
      removed: [
        '        "We measure ourselves the way our clients do. If a recommendation does not move occupancy, income, expenses or risk, we do not make it."',
      ],
      added: [
        '        [',
        '          "We measure ourselves ",',
        '          { "text": "the way our clients do", "bold": true },',
        '          ". If a recommendation does not move occupancy, income, expenses or risk, we do not make it."',
        '        ]',
      ],
    });
    // A run added among them is written as they are, and a short list of runs stays on one line.
    const more = JSON.parse(result) as Page;
    (more.blocks[1]!.paragraphs as unknown[][])[2]!.push({ text: 'Ask us', link: { navigate: '/contact' } });
    (more.blocks[1]!.paragraphs as unknown[])[0] = ['{brand} ', { text: 'exists', italic: true }, '.'];
    expect(lineDiff(result, rewriteJson(result, JSON.parse(result), more))).toEqual({
      removed: [
        expect.stringContaining('"{brand} exists to give property owners'),
        '          ". If a recommendation does not move occupancy, income, expenses or risk, we do not make it."',
      ],
      added: [
        '        ["{brand} ", { "text": "exists", "italic": true }, "."],',
        '          ". If a recommendation does not move occupancy, income, expenses or risk, we do not make it.",',
        '          { "text": "Ask us", "link": { "navigate": "/contact" } }',
      ],
    });
  });

  it('keeps CRLF line endings and tab indentation', () => {
    const text = '{\r\n\t"a": 1,\r\n\t"list": [\r\n\t\t1\r\n\t]\r\n}\r\n';
    const result = rewriteJson(text, JSON.parse(text), { a: 2, list: [1, { b: true }] });
    expect(result).toBe('{\r\n\t"a": 2,\r\n\t"list": [\r\n\t\t1,\r\n\t\t{\r\n\t\t\t"b": true\r\n\t\t}\r\n\t]\r\n}\r\n');
  });

  it('compares JSON values regardless of key order, and tells arrays from objects', () => {
    expect(jsonEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(jsonEqual([1], { 0: 1 })).toBe(false);
    expect(jsonEqual({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
  });
});
