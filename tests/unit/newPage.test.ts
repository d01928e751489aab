import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { createPage, formatRoutes, NewPageError } from '../../scripts/lib/newPage.ts';
import { ROOT } from '../../scripts/lib/paths.ts';
import { validateContent } from '../../scripts/validate/validateContent.ts';
import { copyPages } from '../support/tempPages.ts';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function pagesCopy(): string {
  const { dir, remove } = copyPages('new-page');
  cleanup = remove;
  return dir;
}

const routesOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'routes.json'), 'utf8')) as { routes: { path: string; page: string }[] };

describe('npm run new-page', () => {
  it('keeps routes.json in the layout it writes, so adding a page is a one-line diff', () => {
    const text = fs.readFileSync(path.join(ROOT, 'pages/routes.json'), 'utf8');
    expect(formatRoutes(JSON.parse(text))).toBe(text);
  });

  it('creates a skeleton page and its route, next to its section, and the content still validates', async () => {
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
    expect(issues.map((i) => `${i.file}:${i.line} ${i.message}`)).toEqual([]);
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
      expect.stringMatching(/^asset-types\/multifamily\.json \/meta\/description duplicate-description description ".*" is also used by page "asset-types\/student-housing";/),
      expect.stringMatching(/^asset-types\/student-housing\.json \/meta\/description duplicate-description description ".*" is also used by page "asset-types\/multifamily";/),
    ]);
  });

  it('refuses a path that exists, a malformed path and an unknown --from, changing nothing', () => {
    const dir = pagesCopy();
    const routes = fs.readFileSync(path.join(dir, 'routes.json'), 'utf8');
    expect(() => createPage({ path: '/about', pagesDir: dir })).toThrow(/\/about already exists: it shows page "about"/);
    expect(() => createPage({ path: '/management/hud', pagesDir: dir })).toThrow(NewPageError);
    for (const bad of ['about', '/About-Us', '/land/', '/land us', '/']) {
      expect(() => createPage({ path: bad, pagesDir: dir })).toThrow(/is not a valid page path/);
    }
    expect(() => createPage({ path: '/land', from: 'asset-types/nowhere', pagesDir: dir })).toThrow(/no pages\/asset-types\/nowhere\.json/);
    expect(fs.readFileSync(path.join(dir, 'routes.json'), 'utf8')).toBe(routes);
    expect(fs.existsSync(path.join(dir, 'land.json'))).toBe(false);
  });

  it('the command prints a clear refusal and exits 1', () => {
    let output = '';
    let status = 0;
    try {
      execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/new-page.ts', '/contact'], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      const e = error as { status: number; stderr: string };
      status = e.status;
      output = e.stderr;
    }
    expect(status).toBe(1);
    expect(output).toContain('✖ /contact already exists');
  });
});
