import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EditorIssue } from '../../devtools/editor/editorClient.ts';
import { siteParts } from '../../devtools/editor/formSchemas.ts';
import { partOf, partValue, pathInPart, withPart } from '../../devtools/editor/useSiteDraft.ts';
import { PAGES_DIR } from '../../scripts/lib/site/paths.ts';

const site = JSON.parse(fs.readFileSync(path.join(PAGES_DIR, 'site.json'), 'utf8')) as Record<string, unknown>;
const parts = siteParts();
const part = (key: string) => parts.find((each) => each.key === key)!;
const issue = (pointer: string, message = 'm'): EditorIssue => ({
  file: 'pages/site.json',
  line: 1,
  col: 1,
  pointer,
  message,
  inPage: true,
});

describe("site.json's parts in the editor", () => {
  it('are read off its schema: the plain values together first, then each object of its own; every property in one part', () => {
    expect(parts[0]).toMatchObject({ key: 'general', label: 'General' });
    expect(part('general').properties).toEqual(expect.arrayContaining(['brand', 'url', 'tagline', 'socialImage', 'social']));
    expect(part('footer')).toMatchObject({ property: 'footer', properties: ['footer'] });
    const held = parts.flatMap((each) => each.properties).sort();
    expect(held).toEqual(
      Object.keys(site)
        .filter((key) => key !== '$schema')
        .sort(),
    );
  });

  it('edit the document in place: keys in the file’s order, an emptied field gone, a new one last', () => {
    const footer = partValue(site, part('footer'));
    expect(footer).toBe(site.footer);
    const edited = withPart(site, part('footer'), { ...footer, copyright: 'Changed' });
    expect(Object.keys(edited)).toEqual(Object.keys(site));
    expect((edited.footer as { copyright: string }).copyright).toBe('Changed');

    const general = partValue(site, part('general'));
    const { tagline: _tagline, ...withoutTagline } = general;
    const next = withPart(site, part('general'), withoutTagline);
    expect(Object.keys(next)).toEqual(Object.keys(site).filter((key) => key !== 'tagline'));
    expect(Object.keys(withPart(next, part('general'), general)).at(-1)).toBe('tagline');
  });

  it('keep a key of the file named "__proto__" (validate refuses it) a key of the file, in its place, when another part changes', () => {
    const odd = JSON.parse('{"brand": "Fixture Realty", "__proto__": {"note": "kept"}, "tagline": "T"}') as Record<string, unknown>;
    const next = withPart(odd, part('footer'), { copyright: '© {brand}' });
    expect(Object.getPrototypeOf(next)).toBe(Object.prototype);
    expect(Object.keys(next)).toEqual(['brand', '__proto__', 'tagline', 'footer']);
    expect(Object.getOwnPropertyDescriptor(next, '__proto__')?.value).toEqual({ note: 'kept' });
  });

  it('place each issue in its part, on its field', () => {
    expect(partOf(issue('/footer/columns/0/links/0/href'), parts)?.key).toBe('footer');
    expect(pathInPart(issue('/footer/columns/0/links/0/href'), part('footer'))).toEqual(['columns', '0', 'links', '0', 'href']);
    expect(partOf(issue('/brand'), parts)?.key).toBe('general');
    expect(pathInPart(issue('/brand'), part('general'))).toEqual(['brand']);
    expect(partOf(issue('/', 'missing required field "tagline" (…)'), parts)?.key).toBe('general');
    expect(partOf(issue('/', 'unknown field "nope"'), parts)).toBeUndefined();
    expect(partOf({ ...issue('/footer'), inPage: false }, parts)).toBeUndefined();
  });
});
