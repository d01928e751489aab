import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadContent, pageDataFor } from '../../scripts/lib/site/contentStore.ts';
import { baseContent, writeContent } from '../support/contentFixture.ts';

/**
 * loadContent: a build reads every page at once; the dev server (lazyPages) reads a page's file
 * only when its document is asked for, so a request on a site of thousands of pages reads one.
 */
describe('loadContent', () => {
  const site = () => writeContent(baseContent() as Record<string, Record<string, unknown>>);

  it('with lazyPages reads a page file when its page is asked for, once, and has the same documents', () => {
    const pagesDir = site();
    const eager = loadContent({ pagesDir });
    const read = vi.spyOn(fs, 'readFileSync');
    try {
      const lazy = loadContent({ pagesDir, lazyPages: true });
      const pageReads = () =>
        read.mock.calls.filter(([file]) => String(file).endsWith('.json') && !/(site|routes)\.json$/.test(String(file)));
      expect(pageReads()).toHaveLength(0);
      expect(pageDataFor(lazy, '/about').page.meta.title).toBe('About | Fixture Realty');
      lazy.docs.get('about');
      expect(pageReads().map(([file]) => path.basename(String(file)))).toEqual(['about.json']);
      expect(lazy.docs.size).toBe(eager.docs.size);
      expect([...lazy.docs.keys()]).toEqual([...eager.docs.keys()]);
      expect(new Map(lazy.docs)).toEqual(eager.docs);
      expect(lazy.docs.has('home')).toBe(true);
      expect(lazy.docs.get('nowhere')).toBeUndefined();
    } finally {
      read.mockRestore();
    }
  });

  it('with lazyPages a page file that does not parse fails its own page only', () => {
    const pagesDir = site();
    fs.writeFileSync(path.join(pagesDir, 'home.json'), '{ "meta": ');
    expect(() => loadContent({ pagesDir })).toThrow(SyntaxError);
    const lazy = loadContent({ pagesDir, lazyPages: true });
    expect(pageDataFor(lazy, '/about').pageId).toBe('about');
    expect(() => pageDataFor(lazy, '/')).toThrow(SyntaxError);
  });

  it('puts documents given in code over files of the same id', () => {
    const pagesDir = site();
    const given = { meta: { title: 'Given', description: 'A page built in code for this test only.' }, blocks: [] };
    for (const lazyPages of [false, true]) {
      const content = loadContent({ pagesDir, lazyPages, layer: { docs: new Map([['about', given as never]]) } });
      expect(content.docs.get('about')).toBe(given);
      expect([...content.docs.keys()].filter((id) => id === 'about')).toHaveLength(1);
    }
  });
});
