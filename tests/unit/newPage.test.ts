import fs from 'node:fs';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { addToNavGroup, createPage, formatRoutes, navGroupsFor, NewPageError } from '../../scripts/generate/newPage.ts';
import type { SiteConfig } from '../../blocks/content.generated.ts';
import { ROOT } from '../../scripts/lib/site/paths.ts';
import { validateContent } from '../../scripts/validate/validateContent.ts';
import { stringsOf } from '../../scripts/validate/documentStrings.ts';
import { isCopy } from '../../scripts/validate/rules/exampleCopyRule.ts';
import { listPageFiles } from '../../scripts/lib/site/contentStore.ts';
import { newPageContent } from '../support/newPageContent.ts';
import { writePages } from '../support/tempPages.ts';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

/**
 * A disposable pages folder of the tests' own content (tests/support/newPageContent.ts), never a
 * copy of pages/: an author following the docs (adding /careers and a footer link to it, or
 * /asset-types/land) must not break these tests, nor these tests depend on what the site links to.
 */
function pagesCopy(): string {
  const { dir, remove } = writePages('new-page', newPageContent());
  cleanup = remove;
  return dir;
}

/**
 * What validate says about a fresh skeleton page: each of its empty texts, which the author must
 * still write ([too-short]: must not be empty), and nothing else.
 */
const skeletonPlaceholders = (file: string) =>
  [
    '/meta/description',
    '/blocks/0/subtitle',
    '/blocks/0/actions/0/label',
    '/blocks/1/title',
    '/blocks/1/paragraphs/0',
    '/blocks/2/title',
    '/blocks/2/text',
    '/blocks/2/primary/label',
  ].map((pointer) => `${file} ${pointer} too-short`);

/** The texts of a page a visitor reads (not its paths, ids, names or "$schema"), by pointer. */
const copyOf = (page: unknown) =>
  new Map(stringsOf(page).flatMap(({ pointer, key, value }) => (key !== '$schema' && isCopy(value) ? [[pointer, value] as const] : [])));

const routesOf = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, 'routes.json'), 'utf8')) as { routes: { path: string; page: string }[] };

describe('npm run new-page', () => {
  it('starts from content that validates as it is', async () => {
    const { issues } = await validateContent({ pagesDir: pagesCopy(), skipTypes: true });
    expect(issues.map((i) => `${i.file}:${i.line} ${i.message}`)).toEqual([]);
  });

  it('keeps routes.json in the layout authors keep it in, so adding a page is a one-line diff', () => {
    const text = newPageContent()['routes.json']!;
    expect(formatRoutes(JSON.parse(text))).toBe(text);
  });

  it('creates a skeleton page and its route, next to its section, and validate asks only for its placeholder text', async () => {
    const dir = pagesCopy();
    const before = fs.readFileSync(path.join(dir, 'routes.json'), 'utf8').split('\n');
    const result = createPage({ path: '/asset-types/land', pagesDir: dir });
    expect(result.pageId).toBe('asset-types/land');
    const page = JSON.parse(fs.readFileSync(path.join(dir, 'asset-types/land.json'), 'utf8'));
    expect(page.$schema).toBe('../../schema/page.schema.json');
    expect(page.blocks[0]).toMatchObject({ type: 'hero', title: 'Land' });
    const routes = routesOf(dir).routes;
    const index = routes.findIndex((r) => r.path === '/asset-types/land');
    expect(routes[index - 1]!.path.startsWith('/asset-types')).toBe(true);
    const after = fs.readFileSync(path.join(dir, 'routes.json'), 'utf8').split('\n');
    expect(after.length - before.length).toBe(1);
    const { issues } = await validateContent({ pagesDir: dir, skipTypes: true });
    expect(issues.map((i) => `${path.relative(dir, i.file)} ${i.pointer} ${i.code}`)).toEqual(
      skeletonPlaceholders('asset-types/land.json'),
    );
  });

  it('starts a page with the title given and every other text empty: no word of another page', () => {
    const dir = pagesCopy();
    createPage({ path: '/asset-types/land', title: 'Land', pagesDir: dir });
    const page = JSON.parse(fs.readFileSync(path.join(dir, 'asset-types/land.json'), 'utf8'));
    const written = [...copyOf(page)].filter(([, text]) => text !== '');
    expect(written).toEqual([
      ['/meta/title', 'Land | {brand}'],
      ['/blocks/0/title', 'Land'],
    ]);
    const others = [...listPageFiles(dir)].filter(([id]) => id !== 'asset-types/land');
    const theirs = new Set(others.flatMap(([, file]) => [...copyOf(JSON.parse(fs.readFileSync(file, 'utf8'))).values()]));
    expect(written.filter(([, text]) => theirs.has(text))).toEqual([]);
    // What it holds besides text is the site's one call to action, to the contact page, its label to write.
    expect(page.blocks[0].actions).toEqual([{ label: '', action: { navigate: '/contact' } }]);
  });

  it('copies an existing page with --from, retitled, without the original canonical address', async () => {
    const dir = pagesCopy();
    createPage({ path: '/asset-types/student-housing', from: 'asset-types/multifamily', title: 'Student Housing', pagesDir: dir });
    const page = JSON.parse(fs.readFileSync(path.join(dir, 'asset-types/student-housing.json'), 'utf8'));
    const original = JSON.parse(fs.readFileSync(path.join(dir, 'asset-types/multifamily.json'), 'utf8'));
    expect(page.meta.title).toBe('Student Housing | {brand}');
    expect(page.meta.canonical).toBeUndefined();
    expect(page.blocks.find((b: { type: string }) => b.type === 'hero').title).toBe('Student Housing');
    expect(page.blocks.length).toBe(original.blocks.length);
    // The copy validates except for the one thing the author must still write: its own description
    // (reported on both pages, each naming the other).
    const { issues } = await validateContent({ pagesDir: dir, skipTypes: true });
    expect(issues.map((i) => `${path.relative(dir, i.file)} ${i.pointer} ${i.code} ${i.message}`)).toEqual([
      expect.stringMatching(
        /^asset-types\/multifamily\.json \/meta\/description duplicate-description description ".*" is also used by page "asset-types\/student-housing";/,
      ),
      expect.stringMatching(
        /^asset-types\/student-housing\.json \/meta\/description duplicate-description description ".*" is also used by page "asset-types\/multifamily";/,
      ),
    ]);
  });

  it('refuses a path that exists, a malformed path and an unknown --from, changing nothing', () => {
    const dir = pagesCopy();
    const routes = fs.readFileSync(path.join(dir, 'routes.json'), 'utf8');
    expect(() => createPage({ path: '/about', pagesDir: dir })).toThrow(/\/about already exists: it shows page "about"/);
    // An alias of a page is taken too.
    expect(() => createPage({ path: '/apartments', pagesDir: dir })).toThrow(NewPageError);
    expect(() => createPage({ path: '/apartments', pagesDir: dir })).toThrow(
      /\/apartments already exists: it shows page "asset-types\/multifamily"/,
    );
    for (const bad of ['about', '/About-Us', '/land/', '/land us', '/']) {
      expect(() => createPage({ path: bad, pagesDir: dir })).toThrow(/is not a valid page path/);
    }
    expect(() => createPage({ path: '/land', from: 'asset-types/nowhere', pagesDir: dir })).toThrow(/no pages\/asset-types\/nowhere\.json/);
    expect(fs.readFileSync(path.join(dir, 'routes.json'), 'utf8')).toBe(routes);
    expect(fs.existsSync(path.join(dir, 'land.json'))).toBe(false);
  });

  it.each([
    ['/assets/probe', '/assets/probe', /"\/assets\/probe" is reserved: .*"assets"/],
    ['/images/gallery', '/images/gallery', /"\/images\/gallery" is reserved: .*"images"/],
    ['/index', '/index', /"\/index" is reserved: .*"index"/],
    ['/404', '/404', /"\/404" is reserved: .*"404"/],
    ['/services/index', '/services/index', /"\/services\/index" is reserved: .*"index"/],
    ['a path of 301 characters', `/${'a'.repeat(300)}`, /is 301 characters long; a path may have at most 200/],
    ['a segment of 81 characters', `/asset-types/${'b'.repeat(81)}`, /is 81 characters long; a segment may have at most 80/],
  ])('refuses %s, which the site keeps for itself or is too long, changing nothing', (_label, routePath, message) => {
    const dir = pagesCopy();
    const before = fs.readdirSync(dir, { recursive: true }).sort();
    const routes = fs.readFileSync(path.join(dir, 'routes.json'), 'utf8');
    expect(() => createPage({ path: routePath, pagesDir: dir })).toThrow(NewPageError);
    expect(() => createPage({ path: routePath, pagesDir: dir })).toThrow(message);
    expect(fs.readFileSync(path.join(dir, 'routes.json'), 'utf8')).toBe(routes);
    expect(fs.readdirSync(dir, { recursive: true }).sort()).toEqual(before);
  });

  it('finds the header menu and footer column of the new page’s section, and adds it to one as a one-link diff', async () => {
    const dir = pagesCopy();
    const siteFile = path.join(dir, 'site.json');
    const site = JSON.parse(fs.readFileSync(siteFile, 'utf8')) as SiteConfig;
    const groups = navGroupsFor(site, '/asset-types/land');
    expect(groups.map((g) => g.label)).toEqual([`the header's "Asset Types" menu`, `the footer's "Explore" column`]);
    expect(navGroupsFor(site, '/careers')).toEqual([]);

    createPage({ path: '/asset-types/land', pagesDir: dir });
    const before = fs.readFileSync(siteFile, 'utf8');
    addToNavGroup(dir, groups[0]!, { name: 'Land', href: '/asset-types/land' });
    const after = fs.readFileSync(siteFile, 'utf8');
    const menu = (JSON.parse(after) as SiteConfig).header.nav.find((item) => item.name === 'Asset Types')!.submenu!;
    expect(menu.at(-1)).toEqual({ name: 'Land', href: '/asset-types/land' });
    // The diff: a comma after the menu's last link, and the new link on a line of its own, written
    // like its neighbours.
    const removed = before.split('\n').filter((line) => !after.split('\n').includes(line));
    const added = after.split('\n').filter((line) => !before.split('\n').includes(line));
    expect(removed).toHaveLength(1);
    expect(added).toEqual([`${removed[0]},`, removed[0]!.replace(/\{.*\}/, '{ "name": "Land", "href": "/asset-types/land" }')]);
    // site.json and its new link are valid; the new page only lacks its own text.
    const { issues } = await validateContent({ pagesDir: dir, skipTypes: true });
    expect(issues.map((i) => `${path.relative(dir, i.file)} ${i.pointer} ${i.code}`)).toEqual(
      skeletonPlaceholders('asset-types/land.json'),
    );
  });

  it('the command adds the page to its section’s header menu with --nav header', () => {
    const dir = pagesCopy();
    const output = execFileSync(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      ['scripts/generate/new-page.ts', '/asset-types/land', '--nav', 'header'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, SITE_PAGES_DIR: dir },
      },
    );
    expect(output).toContain(`✔ added it to the header's "Asset Types" menu`);
    const site = JSON.parse(fs.readFileSync(path.join(dir, 'site.json'), 'utf8')) as SiteConfig;
    expect(site.header.nav.find((item) => item.name === 'Asset Types')!.submenu!.at(-1)).toEqual({
      name: 'Land',
      href: '/asset-types/land',
    });
  });

  it('the command prints a clear refusal and exits 1', () => {
    const dir = pagesCopy();
    let output = '';
    let status = 0;
    try {
      execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/generate/new-page.ts', '/contact'], {
        cwd: ROOT,
        encoding: 'utf8',
        stdio: 'pipe',
        env: { ...process.env, SITE_PAGES_DIR: dir },
      });
    } catch (error) {
      const e = error as { status: number; stderr: string };
      status = e.status;
      output = e.stderr;
    }
    expect(status).toBe(1);
    expect(output).toContain('✖ /contact already exists');
  });

  it('the command refuses a reserved path with the reason, exits 1 and creates nothing', () => {
    const dir = pagesCopy();
    const run = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/generate/new-page.ts', '/assets/probe', '--nav', 'none'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, SITE_PAGES_DIR: dir },
    });
    expect(run.status, run.stdout + run.stderr).toBe(1);
    expect(run.stderr).toMatch(/^✖ "\/assets\/probe" is reserved: /);
    expect(fs.existsSync(path.join(dir, 'assets'))).toBe(false);
  });
});
