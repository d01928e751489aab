// @vitest-environment jsdom
// (jsdom for its DOMParser: each built page is read as a browser reads it.)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/site/paths.ts';
import { cssOf, htmlFor } from '../support/builtSite.ts';
import { copyPages } from '../support/tempPages.ts';
import { BRAND, CITY, STREET, TAGLINE, writeVerbatimContent, type VerbatimPage } from '../support/verbatimContent.ts';

/**
 * Content is published as written: a site whose brand, address, navigation, footer and every text
 * field of every block type hold replacement patterns ($$ $& $' $` $1), markup, an entity, a
 * placeholder, a line separator and an emoji is built for real, and every string must come out
 * exactly as it was written, in the body, the head and the structured data, with nothing added.
 */

const pages = copyPages('verbatim');
const fixture = writeVerbatimContent(pages.dir);
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'verbatim-dist-'));

afterAll(() => {
  pages.remove();
  fs.rmSync(dist, { recursive: true, force: true });
});

beforeAll(() => {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build/build.ts'], {
    cwd: ROOT,
    env: { ...process.env, SITE_PAGES_DIR: pages.dir, SITE_DIST: dist, SITE_ENTRY: '', SITE_FULL_BUILD: '1' },
    encoding: 'utf8',
    timeout: 240_000,
  });
  expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
}, 240_000);

function documentOf(page: VerbatimPage): Document {
  return new DOMParser().parseFromString(htmlFor(dist, page.route), 'text/html');
}

/** The document's elements and those of its templates (inert, but published all the same). */
function everyElement(document: Document): Element[] {
  const elements = [...document.querySelectorAll('*')];
  for (const template of document.querySelectorAll('template')) elements.push(...template.content.querySelectorAll('*'));
  return elements;
}

/** Every text node's text, and every element's whole text, of the body. */
function shownTexts(document: Document): Set<string> {
  const shown = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) shown.add(node.nodeValue ?? '');
  for (const element of document.body.querySelectorAll('*')) shown.add(element.textContent ?? '');
  return shown;
}

function attributeValues(document: Document): Set<string> {
  return new Set(everyElement(document).flatMap((element) => [...element.attributes].map((attribute) => attribute.value)));
}

const meta = (document: Document, selector: string) => document.querySelector(`meta[${selector}]`)?.getAttribute('content');

/** Every string value in a JSON value, at any depth. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

describe('a site whose content is full of text that string APIs interpret', () => {
  it.each(fixture.pages.map((page) => [page.route, page] as const))('%s: the head says exactly what the page says', (_, page) => {
    const document = documentOf(page);
    const { expected } = page;
    // The element's text, not document.title, which collapses white space.
    expect(document.querySelector('title')?.textContent).toBe(expected.title);
    expect(meta(document, 'name="description"')).toBe(expected.description);
    expect(meta(document, 'property="og:title"')).toBe(expected.title);
    expect(meta(document, 'property="og:description"')).toBe(expected.description);
    expect(meta(document, 'property="og:site_name"')).toBe(BRAND);
    expect(meta(document, 'name="keywords"') ?? null).toBe(expected.keywords);
    expect(meta(document, 'property="og:image:alt"')).toBe(expected.imageAlt);
    expect(meta(document, 'name="twitter:image:alt"')).toBe(expected.imageAlt);
  });

  it.each(fixture.pages.map((page) => [page.route, page] as const))('%s: the structured data holds site.json as written', (_, page) => {
    const scripts = documentOf(page).querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]!.textContent!) as { name: string; description: string; address: Record<string, string> };
    expect(data.name).toBe(BRAND);
    expect(data.description).toBe(TAGLINE);
    expect(data.address.streetAddress).toBe(STREET);
    expect(data.address.addressLocality).toBe(CITY);
  });

  it.each(fixture.pages.map((page) => [page.route, page] as const))('%s: the body shows every field as written', (_, page) => {
    const document = documentOf(page);
    const shown = shownTexts(document);
    const attributes = attributeValues(document);
    for (const text of [...page.expected.texts, ...fixture.site.texts]) expect(shown, JSON.stringify(text)).toContain(text);
    for (const value of [...page.expected.attributes, ...fixture.site.attributes])
      expect(attributes, JSON.stringify(value)).toContain(value);
  });

  it.each(fixture.pages.filter((page) => page.expected.islandStrings.length).map((page) => [page.route, page] as const))(
    '%s: the form island is hydrated with its strings as written',
    (_, page) => {
      const islands = documentOf(page).querySelectorAll('[data-island-props]');
      expect(islands).toHaveLength(1);
      const strings = stringsIn(JSON.parse(islands[0]!.getAttribute('data-island-props')!));
      for (const text of page.expected.islandStrings) expect(strings, JSON.stringify(text)).toContain(text);
    },
  );

  it.each(fixture.pages.map((page) => [page.route, page] as const))('%s: no markup in the text became elements', (_, page) => {
    const document = documentOf(page);
    const elements = everyElement(document);
    // The inline loader and the structured data, as on every page; nothing else.
    const scripts = elements.filter((element) => element.localName === 'script');
    expect(scripts.map((script) => script.getAttribute('type'))).toEqual([null, 'application/ld+json']);
    expect(elements.filter((element) => element.hasAttribute('onerror'))).toEqual([]);
    expect(elements.filter((element) => element.getAttribute('src') === 'x')).toEqual([]);
    expect(elements.filter((element) => element.localName === 'title')).toHaveLength(1);
  });

  it.each(fixture.pages.map((page) => [page.route, page] as const))(
    "%s: the build's class rewriting reads attributes, not text: every component id left is one the CSS names",
    (_, page) => {
      const document = documentOf(page);
      const css = cssOf(dist, document);
      const unnamed: string[] = [];
      // An island keeps every class React rendered: hydration must find exactly that.
      for (const element of document.querySelectorAll('[class]:not([data-island] *)')) {
        const ids = [...element.classList].filter((token) => /^sc-\w+-\d+$/.test(token));
        for (const id of ids) if (!new RegExp(`\\.${id}(?![\\w-])`).test(css)) unnamed.push(`${id} on ${element.outerHTML.slice(0, 160)}`);
      }
      expect(unnamed).toEqual([]);
    },
  );
});
