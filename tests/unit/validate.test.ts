import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateContent, type Issue } from '../../scripts/validate/validateContent.ts';
import { PAGES_DIR, SCHEMA_DIR, TYPES_FILE } from '../../scripts/lib/paths.ts';
import { baseContent, positionOf, writeContent } from '../support/contentFixture.ts';

type Json = Record<string, any>;

/**
 * The temporary folder sits outside the repository, so its '$schema' paths are rewritten to point
 * at the real schema folder (as a page in pages/ would).
 */
function materialise(mutate: (files: Record<string, Json>) => void = () => {}): string {
  const files = baseContent() as Record<string, Json>;
  mutate(files);
  const pagesDir = writeContent(files);
  for (const name of Object.keys(files)) {
    const file = path.join(pagesDir, name);
    const json = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (typeof json.$schema === 'string') {
      const schemaName = path.basename(json.$schema);
      json.$schema = path.relative(path.dirname(file), path.join(SCHEMA_DIR, schemaName));
      fs.writeFileSync(file, JSON.stringify(json, null, 2) + '\n');
    }
  }
  return pagesDir;
}

async function issuesFor(mutate: (files: Record<string, Json>) => void): Promise<{ issues: Issue[]; pagesDir: string }> {
  const pagesDir = materialise(mutate);
  const { issues } = await validateContent({ pagesDir, skipTypes: true });
  return { issues, pagesDir };
}

function expectIssue(issues: Issue[], file: string, needle: string, pointer: string, message: RegExp) {
  const match = issues.find((issue) => issue.pointer === pointer && message.test(issue.message));
  expect(match, `expected an issue at ${pointer} matching ${message}; got:\n${issues.map((i) => `${i.pointer} ${i.message}`).join('\n')}`).toBeDefined();
  expect(match!.file).toBe(file);
  expect({ line: match!.line, col: match!.col }).toEqual(positionOf(file, needle));
}

describe('npm run validate', () => {
  it('accepts the fixture site as it is', async () => {
    const pagesDir = materialise();
    const { issues, pages, routes } = await validateContent({ pagesDir, skipTypes: true });
    expect(issues).toEqual([]);
    expect(pages).toBe(3);
    expect(routes).toBe(2);
  });

  it('reports an unknown block type with a suggestion', async () => {
    const { issues, pagesDir } = await issuesFor((f) => (f['home.json']!.blocks[1].type = 'baner'));
    expectIssue(issues, path.join(pagesDir, 'home.json'), '"type": "baner"', '/blocks/1/type', /unknown block type "baner" — did you mean "banner"\?/);
  });

  it('reports a missing required field', async () => {
    const { issues, pagesDir } = await issuesFor((f) => delete f['about.json']!.blocks[0].title);
    const file = path.join(pagesDir, 'about.json');
    const match = issues.find((i) => i.pointer === '/blocks/0' && /missing required field "title"/.test(i.message));
    expect(match).toBeDefined();
    expect({ line: match!.line, col: match!.col }).toEqual(positionOf(file, '{\n      "type": "hero"'));
  });

  it('reports a value of the wrong type', async () => {
    const { issues, pagesDir } = await issuesFor((f) => (f['home.json']!.blocks[1].title = 42));
    expectIssue(issues, path.join(pagesDir, 'home.json'), '"title": 42', '/blocks/1/title', /must be a string, not number 42/);
  });

  it('reports an unknown field with a suggestion', async () => {
    const { issues, pagesDir } = await issuesFor((f) => (f['about.json']!.blocks[0].subtitel = 'Hello'));
    expectIssue(issues, path.join(pagesDir, 'about.json'), '"subtitel"', '/blocks/0/subtitel', /unknown field "subtitel" — did you mean "subtitle"\?/);
  });

  it('reports a navigate target that is not a route', async () => {
    const { issues, pagesDir } = await issuesFor((f) => (f['home.json']!.blocks[0].actions[0].action.navigate = '/abuot'));
    expectIssue(issues, path.join(pagesDir, 'home.json'), '"navigate": "/abuot"', '/blocks/0/actions/0/action/navigate', /"\/abuot" is not a route .* did you mean "\/about"\?/);
  });

  it.each(['//evil.example', '/\\evil.example', '/about\\..\\x', '/about\u0000', '/about\u007f', '/ab\tout'])(
    'reports a navigate target %j that is not a path of this site',
    async (target) => {
      const { issues, pagesDir } = await issuesFor((f) => (f['home.json']!.blocks[0].actions[0].action.navigate = target));
      const pointer = '/blocks/0/actions/0/action/navigate';
      const found = issues.filter((i) => i.pointer === pointer);
      // One clear message, not a second "is not a route" about the same value.
      expect(found.map((i) => i.message), JSON.stringify(issues)).toEqual([expect.stringMatching(/is not in the expected form: .*a single '\/'.*would leave the site/)]);
      expect(found[0]!.file).toBe(path.join(pagesDir, 'home.json'));
      expect(found[0]!.line).toBe(positionOf(path.join(pagesDir, 'home.json'), '"navigate"').line);
    },
  );

  it('reports a scroll target that is not an anchor on the page', async () => {
    const { issues, pagesDir } = await issuesFor((f) => (f['home.json']!.blocks[1].primary.action.scroll = '#nxt'));
    expectIssue(issues, path.join(pagesDir, 'home.json'), '"scroll": "#nxt"', '/blocks/1/primary/action/scroll', /no block on this page has id "nxt" — did you mean "next"\?/);
  });

  it('reports a missing image file', async () => {
    const { issues, pagesDir } = await issuesFor(
      (f) => (f['about.json']!.blocks[0].image = { src: '/images/not-there.svg', alt: 'Nothing', width: 10, height: 10 }),
    );
    expectIssue(issues, path.join(pagesDir, 'about.json'), '"src": "/images/not-there.svg"', '/blocks/0/image/src', /image file public\/images\/not-there.svg does not exist/);
  });

  it.each([
    ['/images/../favicon.svg', /image path "\/images\/\.\.\/favicon\.svg" has a "\.\." segment/],
    ['/images/./social-card.svg', /image path "\/images\/\.\/social-card\.svg" has a "\." segment/],
    ['/images/../../node_modules/playwright-core/lib/vite/recorder/playwright-logo.svg', /has a "\.\." segment/],
    ['/images//social-card.svg', /has an empty segment/],
  ])('reports an image path %s that does not stay inside public/', async (src, message) => {
    const { issues, pagesDir } = await issuesFor((f) => (f['about.json']!.blocks[0].image = { src, alt: 'Picture', width: 10, height: 10 }));
    expectIssue(issues, path.join(pagesDir, 'about.json'), `"src": "${src}"`, '/blocks/0/image/src', message);
  });

  it('reports an image that resolves outside public/ through a link', async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
    fs.mkdirSync(path.join(publicDir, 'images'));
    fs.writeFileSync(path.join(publicDir, 'images/social-card.svg'), '<svg/>');
    fs.symlinkSync(os.tmpdir(), path.join(publicDir, 'images/outside'));
    const outsideFile = fs.mkdtempSync(path.join(os.tmpdir(), 'outside-'));
    fs.writeFileSync(path.join(outsideFile, 'secret.svg'), '<svg/>');
    const src = `/images/outside/${path.basename(outsideFile)}/secret.svg`;
    const pagesDir = materialise((f) => (f['about.json']!.blocks[0].image = { src, alt: 'Picture', width: 10, height: 10 }));
    const { issues } = await validateContent({ pagesDir, publicDir, skipTypes: true });
    expectIssue(issues, path.join(pagesDir, 'about.json'), `"src": "${src}"`, '/blocks/0/image/src', /resolves outside public\//);
  });

  it('reports a page that no route shows, and a route to a page that does not exist', async () => {
    const { issues, pagesDir } = await issuesFor((f) => {
      f['orphan.json'] = { ...f['about.json']!, meta: { ...f['about.json']!.meta, title: 'Orphan | {brand}' } };
      f['routes.json']!.routes.push({ path: '/team', page: 'teem' });
    });
    const orphan = issues.find((i) => i.file === path.join(pagesDir, 'orphan.json'));
    expect(orphan?.message).toMatch(/page "orphan" is not routed; add .* to pages\/routes.json/);
    expect({ line: orphan!.line, col: orphan!.col }).toEqual({ line: 1, col: 1 });
    expectIssue(issues, path.join(pagesDir, 'routes.json'), '"page": "teem"', '/routes/2/page', /no page file pages\/teem.json for "\/team"/);
  });

  it('reports a page whose title or description another page already uses', async () => {
    const { issues, pagesDir } = await issuesFor((f) => {
      f['about.json']!.meta.title = f['home.json']!.meta.title;
      f['about.json']!.meta.description = f['home.json']!.meta.description;
    });
    for (const field of ['title', 'description']) {
      const found = issues.filter((i) => i.pointer === `/meta/${field}`);
      expect(found, field).toHaveLength(1);
      // Reported on one of the two pages, naming the other.
      const [, other] = /is also used by page "(\w+)"/.exec(found[0]!.message) ?? [];
      expect(['home', 'about']).toContain(other);
      expect(found[0]!.file).toBe(path.join(pagesDir, other === 'home' ? 'about.json' : 'home.json'));
      expect(found[0]!.message).toContain(`each page needs its own ${field}`);
    }
  });

  it('reports an unknown content token', async () => {
    const { issues, pagesDir } = await issuesFor((f) => (f['about.json']!.blocks[0].title = 'About {brnad}'));
    expectIssue(issues, path.join(pagesDir, 'about.json'), '"title": "About {brnad}"', '/blocks/0/title', /unknown content token \{brnad\} — did you mean "brand"\?/);
  });

  it('reports a JSON syntax error with its position', async () => {
    const pagesDir = materialise();
    const file = path.join(pagesDir, 'about.json');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"blocks": [', '"blocks": [,'));
    const { issues } = await validateContent({ pagesDir, skipTypes: true });
    const syntax = issues.find((i) => i.file === file);
    expect(syntax?.message).toMatch(/JSON syntax error/);
    expect(syntax!.line).toBe(positionOf(file, '[,').line);
  });

  it('reports every problem at once', async () => {
    const { issues } = await issuesFor((f) => {
      f['home.json']!.blocks[1].type = 'baner';
      f['about.json']!.blocks[0].title = 7;
      f['routes.json']!.routes.push({ path: '/x', page: 'missing' });
    });
    expect(issues.length).toBeGreaterThanOrEqual(3);
  });

  it('reports stale generated types', async () => {
    const pagesDir = materialise();
    const stale = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'types-')), 'types.generated.ts');
    fs.writeFileSync(stale, fs.readFileSync(TYPES_FILE, 'utf8').replace('export interface HeroBlock', 'export interface OldHeroBlock'));
    const { issues } = await validateContent({ pagesDir, typesFile: stale });
    expect(issues).toEqual([
      expect.objectContaining({ file: stale, line: 1, col: 1, message: expect.stringMatching(/generated types are stale.*npm run gen:types/) }),
    ]);
  });

  it('finds the real content valid, with current generated types', async () => {
    const { issues, pages } = await validateContent({ pagesDir: PAGES_DIR });
    expect(issues.map((i) => `${i.file}:${i.line}:${i.col} ${i.pointer} ${i.message}`)).toEqual([]);
    expect(pages).toBeGreaterThanOrEqual(3);
  });
});
