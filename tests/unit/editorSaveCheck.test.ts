import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCandidate } from '../../devtools/editor/server/candidateCheck.ts';
import { checkDraft, checkSite } from '../../devtools/editor/server/draftCheck.ts';
import { rewriteJson } from '../../scripts/lib/json/jsonEdits.ts';
import { copyPages } from '../support/tempPages.ts';

/**
 * The check Save runs before it writes, in the dev server's process (draftCheck.ts): the page whole
 * and the rules that compare pages, at once, with the other pages' own rules left to the check of
 * the whole site after the save. Each test on a copy of pages/ of its own, so each starts as the
 * first save after the dev server started (no page seen yet). What it finds is held to what
 * `npm run validate --candidate` (checkCandidate, validate in a process of its own) finds.
 */
type Json = Record<string, any>;

let pages: ReturnType<typeof copyPages> | undefined;
afterEach(() => pages?.remove());

const fileOf = (id: string) => path.join(pages!.dir, `${id}.json`);
const read = (id: string) => fs.readFileSync(fileOf(id), 'utf8');
/** Rewrites a file on disk, as a text editor would. */
const write = (id: string, change: (text: string) => string) => fs.writeFileSync(fileOf(id), change(read(id)));

/** The text Save would write for `id` edited by `edit`: only the lines the edit changes. */
function draftOf(id: string, edit: (document: Json) => void): string {
  const text = read(id);
  const document = JSON.parse(text) as Json;
  edit(document);
  return rewriteJson(text, JSON.parse(text), document);
}

const brief = (issues: { file: string; code: string }[]) => issues.map((issue) => `${path.basename(issue.file)} ${issue.code}`);

describe("Save's check, in the dev server's process", () => {
  it("refuses a page's own issues, each as npm run validate --candidate words and places it", async () => {
    pages = copyPages('save-check-own');
    const text = draftOf('about', (about) => {
      about.blocks[0].title = '';
      about.blocks[0].actions[0].action.navigate = '/no-such-page';
      about.blocks[0].eyebrow = 'About {brnd}';
    });
    const report = await checkDraft(pages.dir, fileOf('about'), text);
    expect(brief(report.blocking)).toEqual(['about.json unknown-token', 'about.json too-short', 'about.json route-not-found']);
    expect(report.blocking).toEqual((await checkCandidate(pages.dir, fileOf('about'), text)).blocking);
  }, 60_000);

  it("refuses a save that takes away a section another page links to, naming the other page's link", async () => {
    pages = copyPages('save-check-anchor');
    write('home', (text) => text.replace('"navigate": "/about"', '"navigate": "/about#leadership"'));
    const text = draftOf('about', (about) => {
      about.blocks.find((block: Json) => block.id === 'leadership').id = 'our-leaders';
    });
    const report = await checkDraft(pages.dir, fileOf('about'), text);
    expect(brief(report.blocking)).toEqual(['about.json scroll-target-missing', 'home.json anchor-not-found']);
    expect(report.blocking).toEqual((await checkCandidate(pages.dir, fileOf('about'), text)).blocking);
  }, 60_000);

  it('refuses a save that gives the page the title another page has, in both pages', async () => {
    pages = copyPages('save-check-title');
    const contactTitle = (JSON.parse(read('contact')) as Json).meta.title as string;
    const text = draftOf('about', (about) => (about.meta.title = contactTitle));
    const report = await checkDraft(pages.dir, fileOf('about'), text);
    expect(brief(report.blocking)).toEqual(['about.json duplicate-title', 'contact.json duplicate-title']);
    expect(report.blocking).toEqual((await checkCandidate(pages.dir, fileOf('about'), text)).blocking);
  }, 60_000);

  it('refuses a draft of site.json that breaks the pages naming what it takes away (every page is checked with it)', async () => {
    pages = copyPages('save-check-site');
    const text = draftOf('site', (site) => {
      site.tabSets.properties = site.tabSets.management;
      delete site.tabSets.management;
    });
    const report = await checkDraft(pages.dir, fileOf('site'), text);
    expect(report.blocking.length).toBeGreaterThan(0);
    expect(report.blocking.every((issue) => issue.code === 'unknown-site-key' && issue.file.includes('asset-management'))).toBe(true);
    expect(report.blocking).toEqual((await checkCandidate(pages.dir, fileOf('site'), text)).blocking);
  }, 60_000);

  it("lets a save through past what other files already had, and leaves the other pages' own rules to the check of the whole site", async () => {
    pages = copyPages('save-check-old');
    // Already wrong before the save: another page's own issue, and a link of another page's to a section that is not there.
    write('contact', (text) => text.replace('"title": "', '"title": "{brnd} '));
    write('home', (text) => text.replace('"navigate": "/about"', '"navigate": "/about#nowhere"'));
    const text = draftOf('about', (about) => (about.blocks[0].title = 'Built in Tulsa for owners who want numbers'));

    const first = await checkDraft(pages.dir, fileOf('about'), text);
    expect(first.blocking).toEqual([]);
    // The link is a rule that compares pages, checked at once; contact's own rules were not run.
    expect(brief(first.unrelated)).toEqual(['home.json anchor-not-found']);

    // The check of the whole site (after the save) finds both, as npm run validate does.
    const site = await checkSite(pages.dir);
    expect(brief(site)).toEqual(['contact.json unknown-token', 'home.json anchor-not-found']);
    // From then on Save's check knows contact's too, and still lets the save through.
    const next = await checkDraft(pages.dir, fileOf('about'), text);
    expect(next.blocking).toEqual([]);
    expect(brief(next.unrelated)).toEqual(['contact.json unknown-token', 'home.json anchor-not-found']);
    expect(next).toEqual(await checkCandidate(pages.dir, fileOf('about'), text));
  }, 60_000);
});
