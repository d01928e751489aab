import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCHEMA_DIR } from '../../scripts/lib/site/paths.ts';
import { validateContent } from '../../scripts/validate/validateContent.ts';
import { baseContent, writeContent } from '../support/contentFixture.ts';

type Json = Record<string, any>;

/**
 * The fixture site with problems in several files, of kinds found by the per-page rules (in the
 * workers) and by the cross-page rules (on the main thread from what the workers send back), and
 * enough pages that they are spread over many chunks.
 */
function brokenSite(): string {
  const files = baseContent() as Record<string, Json>;
  const routes = files['routes.json']!.routes as { path: string; page: string }[];
  for (let i = 0; i < 180; i++) {
    const page = structuredClone(files['about.json']!);
    page.meta = { title: `Extra ${i} | {brand}`, description: `Extra page number ${i} of the fixture site, for the thread tests only.` };
    if (i % 37 === 0) page.blocks[0].type = 'heor'; // unknown block type (and so no page heading)
    if (i % 41 === 0) page.blocks[0].title = 'Extra {brnad}'; // unknown token
    if (i % 43 === 0)
      page.blocks.push({ type: 'banner', id: 'x', title: 'Go', primary: { label: 'Go', action: { navigate: '/#nowhere' } } }); // anchor on another page
    if (i % 29 === 0) page.blocks[0].actions = [{ label: 'Next', action: { navigate: '/#next' } }]; // fine only if home's anchors arrive
    if (i % 47 === 0) page.meta.title = 'Home | {brand}'; // duplicate of home's title
    files[`extra/page-${i}.json`] = page;
    if (i % 53 !== 0) routes.push({ path: `/extra/${i}`, page: `extra/page-${i}` }); // some pages not routed
  }
  files['home.json']!.blocks[1].primary.action.scroll = '#nxt';
  const pagesDir = writeContent(files);
  for (const name of Object.keys(files)) {
    const file = path.join(pagesDir, name);
    const json = JSON.parse(fs.readFileSync(file, 'utf8'));
    json.$schema = path.relative(path.dirname(file), path.join(SCHEMA_DIR, path.basename(json.$schema)));
    fs.writeFileSync(file, JSON.stringify(json, null, 2) + '\n');
  }
  // And one page that is not JSON at all.
  const broken = path.join(pagesDir, 'extra/page-7.json');
  fs.writeFileSync(broken, fs.readFileSync(broken, 'utf8').replace('"blocks": [', '"blocks": [,'));
  return pagesDir;
}

afterEach(() => vi.restoreAllMocks());

describe('validate on several threads', () => {
  it('reports exactly the issues it reports on one thread', async () => {
    const warn = vi.spyOn(console, 'warn');
    const pagesDir = brokenSite();
    const single = await validateContent({ pagesDir, skipTypes: true, threads: 1 });
    // Every page goes to the two workers, none to the main thread.
    const workers = await validateContent({ pagesDir, skipTypes: true, threads: 2, pagesOnMainThread: false });
    expect(warn).not.toHaveBeenCalled(); // a worker that failed would have left its pages to the main thread

    const codes = new Set(single.issues.map((i) => i.code));
    expect([...codes].sort()).toEqual([
      'anchor-not-found',
      'duplicate-title',
      'json-syntax',
      'page-heading-count',
      'page-not-routed',
      'scroll-target-missing',
      'unknown-block-type',
      'unknown-token',
    ]);
    expect(new Set(single.issues.map((i) => i.file)).size).toBeGreaterThan(10);
    expect(workers).toEqual(single);
  }, 60_000);
});
