import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_DIR, SCHEMA_DIR } from '../../scripts/lib/site/paths.ts';
import { PageSummaryCache } from '../../scripts/validate/summaryCache.ts';
import { validateContent } from '../../scripts/validate/validateContent.ts';
import { baseContent, writeValidatableContent } from '../support/contentFixture.ts';

type Json = Record<string, any>;

/**
 * validate with a summary cache (the dev server's page editor checks a draft at each pause in
 * typing): a page is checked again only when it or what its check reads changed, and every run
 * reports exactly what a run without the cache reports.
 */

/** The fixture site with a few more pages, one with an unknown token, and a public folder of its own. */
function site(): { pagesDir: string; publicDir: string } {
  const files = baseContent() as Record<string, Json>;
  const routes = files['routes.json']!.routes as { path: string; page: string }[];
  for (let i = 0; i < 6; i++) {
    const page = structuredClone(files['about.json']!);
    page.meta = { title: `Extra ${i} | {brand}`, description: `Extra page number ${i} of the fixture site, for the cache tests only.` };
    files[`extra/page-${i}.json`] = page;
    routes.push({ path: `/extra/${i}`, page: `extra/page-${i}` });
  }
  files['extra/page-1.json']!.blocks[0].title = 'Extra {brnad}';
  files['extra/page-2.json']!.blocks[0].image = { src: '/images/extra.svg', alt: 'A drawing', width: 1200, height: 630 };
  const pagesDir = writeValidatableContent(files, SCHEMA_DIR);
  const publicDir = path.join(path.dirname(pagesDir), 'public');
  fs.cpSync(PUBLIC_DIR, publicDir, { recursive: true });
  fs.copyFileSync(path.join(PUBLIC_DIR, 'images/social-card.svg'), path.join(publicDir, 'images/extra.svg'));
  return { pagesDir, publicDir };
}

const codesIn = (issues: { file: string; code: string }[]) => issues.map((issue) => `${path.basename(issue.file)} ${issue.code}`);

/** Rewrites a page file on disk, as an author's text editor would. */
function edit(file: string, change: (json: Json) => void): void {
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  change(json);
  fs.writeFileSync(file, JSON.stringify(json, null, 2) + '\n');
}

describe('validate with a summary cache', () => {
  it('checks every page once, then only what changed, and always reports what a fresh run reports', async () => {
    const { pagesDir, publicDir } = site();
    const summaryCache = new PageSummaryCache();
    const run = () => validateContent({ pagesDir, publicDir, skipTypes: true, summaryCache });
    const fresh = () => validateContent({ pagesDir, publicDir, skipTypes: true });

    const first = await run();
    expect(first.checked).toBe(first.pages);
    expect(codesIn(first.issues)).toEqual(['page-1.json unknown-token']);
    const second = await run();
    expect(second.checked).toBe(0);
    expect(second.issues).toEqual(first.issues);

    // One page edited on disk: that page alone is checked again. Its new problem shows, and so does
    // what it changes for the rules that compare pages (a title now the same as home's).
    edit(path.join(pagesDir, 'extra/page-3.json'), (json) => {
      json.meta.title = 'Home | {brand}';
      json.blocks[0].title = 'Extra {brnad}';
    });
    const third = await run();
    expect(third.checked).toBe(1);
    expect(third.issues).toEqual((await fresh()).issues);
    expect(codesIn(third.issues)).toContain('page-3.json unknown-token');
    expect(codesIn(third.issues).filter((line) => line.endsWith('duplicate-title')).length).toBeGreaterThan(0);

    // A page removed: it is gone from the report, and from the rules that compare pages.
    fs.rmSync(path.join(pagesDir, 'extra/page-3.json'));
    edit(path.join(pagesDir, 'routes.json'), (json) => {
      json.routes = json.routes.filter((route: { page: string }) => route.page !== 'extra/page-3');
    });
    const fourth = await run();
    expect(fourth.checked).toBe(0);
    expect(fourth.pages).toBe(first.pages - 1);
    expect(fourth.issues).toEqual((await fresh()).issues);
    expect(codesIn(fourth.issues)).toEqual(['page-1.json unknown-token']);
  });

  it('never keeps a draft checked in place of a file', async () => {
    const { pagesDir, publicDir } = site();
    const summaryCache = new PageSummaryCache();
    const file = path.join(pagesDir, 'extra/page-4.json');
    const draft = JSON.parse(fs.readFileSync(file, 'utf8'));
    draft.blocks[0].title = 'Draft {brnad}';
    const overrides = new Map([[file, JSON.stringify(draft, null, 2)]]);
    await validateContent({ pagesDir, publicDir, skipTypes: true, summaryCache });

    const withDraft = await validateContent({ pagesDir, publicDir, skipTypes: true, summaryCache, overrides });
    expect(withDraft.checked).toBe(1);
    expect(codesIn(withDraft.issues)).toEqual(['page-1.json unknown-token', 'page-4.json unknown-token']);
    const onDisk = await validateContent({ pagesDir, publicDir, skipTypes: true, summaryCache });
    expect(onDisk.checked).toBe(0);
    expect(codesIn(onDisk.issues)).toEqual(['page-1.json unknown-token']);
  });

  it('checks every page again when site.json, a schema-read input or the public files change', async () => {
    const { pagesDir, publicDir } = site();
    const summaryCache = new PageSummaryCache();
    const run = () => validateContent({ pagesDir, publicDir, skipTypes: true, summaryCache });
    const { pages } = await run();

    // site.json names the tokens: with a "brnad" of its own, page 1's token is known.
    const siteFile = path.join(pagesDir, 'site.json');
    const original = fs.readFileSync(siteFile, 'utf8');
    edit(siteFile, (json) => (json.brand = 'Fixture Realty Group'));
    expect((await run()).checked).toBe(pages);
    // The site.json before is still remembered: a draft of site.json and the file on disk take turns in the editor's checks.
    fs.writeFileSync(siteFile, original);
    expect((await run()).checked).toBe(0);

    // An image a page shows is removed from public/: that page now says so.
    fs.rmSync(path.join(publicDir, 'images/extra.svg'));
    const afterRemoval = await run();
    expect(afterRemoval.checked).toBe(pages);
    expect(codesIn(afterRemoval.issues)).toEqual(['page-1.json unknown-token', 'page-2.json image-missing']);
  });
});

describe('validate with a summary cache, for the page editor', () => {
  it('with otherPagesAsFacts checks only the draft, and reads the other pages for the rules that compare them', async () => {
    const { pagesDir, publicDir } = site();
    const summaryCache = new PageSummaryCache();
    const file = path.join(pagesDir, 'extra/page-4.json');
    const draft = JSON.parse(fs.readFileSync(file, 'utf8'));
    // Its own issue, and a title the home page has: an issue of the rules that compare pages, in both.
    draft.blocks[0].title = 'Draft {brnad}';
    draft.meta.title = 'Home | {brand}';
    const overrides = new Map([[file, JSON.stringify(draft, null, 2)]]);

    const saving = await validateContent({ pagesDir, publicDir, skipTypes: true, summaryCache, overrides, otherPagesAsFacts: true });
    expect(saving.checked).toBe(1);
    expect(saving.unchecked).toBe(saving.pages - 1);
    // Page 1's own unknown token is not looked for: its rules did not run.
    expect(codesIn(saving.issues)).toEqual(['page-4.json duplicate-title', 'page-4.json unknown-token', 'home.json duplicate-title']);

    // A run without it checks the pages it only read, and reports what a fresh run reports.
    const whole = await validateContent({ pagesDir, publicDir, skipTypes: true, summaryCache });
    expect(whole.checked).toBe(whole.pages);
    expect(whole.unchecked).toBe(0);
    expect(whole.issues).toEqual((await validateContent({ pagesDir, publicDir, skipTypes: true })).issues);
    // And the next draft's run takes their summaries, own issues and all.
    const again = await validateContent({ pagesDir, publicDir, skipTypes: true, summaryCache, overrides, otherPagesAsFacts: true });
    expect(again.checked).toBe(1);
    expect(again.unchecked).toBe(0);
    expect(again.issues).toEqual((await validateContent({ pagesDir, publicDir, skipTypes: true, overrides })).issues);
  });

  it('keeps the summaries of runs that overlap apart: a draft of site.json checked while the files on disk are', async () => {
    const { pagesDir, publicDir } = site();
    // A page whose tab bar names a tab set of site.json's, which the draft takes away.
    const siteFile = path.join(pagesDir, 'site.json');
    edit(siteFile, (json) => (json.tabSets = { fixture: [{ label: 'About', href: '/about' }] }));
    const tabs = path.join(pagesDir, 'extra/page-5.json');
    edit(tabs, (json) => json.blocks.unshift({ type: 'tab-bar', tabs: 'fixture', label: 'Fixture pages' }));
    const draft = JSON.parse(fs.readFileSync(siteFile, 'utf8'));
    draft.tabSets = {};
    const overrides = new Map([[siteFile, JSON.stringify(draft, null, 2)]]);
    const summaryCache = new PageSummaryCache();
    const onDisk = () => validateContent({ pagesDir, publicDir, skipTypes: true, summaryCache });
    const fresh = (await validateContent({ pagesDir, publicDir, skipTypes: true })).issues;
    expect((await onDisk()).issues).toEqual(fresh);

    // The draft's run starts first; the run on disk starts while it waits, and has nothing to check.
    const [withDraft] = await Promise.all([validateContent({ pagesDir, publicDir, skipTypes: true, summaryCache, overrides }), onDisk()]);
    expect(codesIn(withDraft.issues)).toContain('page-5.json unknown-site-key');
    // What the draft's run found is not taken for the files on disk.
    expect((await onDisk()).issues).toEqual(fresh);
  });
});
