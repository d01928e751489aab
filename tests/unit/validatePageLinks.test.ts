import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listPageFiles } from '../../scripts/lib/site/contentStore.ts';
import { issuesIn, writeFixturePages } from '../support/fixturePages.ts';

const PAGE = (title: string) =>
  JSON.stringify({
    $schema: '../schema/page.schema.json',
    meta: { title: `${title} | {brand}`, description: `The ${title} page, kept outside the pages folder by this test.` },
    blocks: [{ type: 'hero', title }],
  });

/** The fixture site with a route to `page` added. */
function routed(dir: string, routePath: string, page: string): void {
  const file = path.join(dir, 'routes.json');
  const routes = JSON.parse(fs.readFileSync(file, 'utf8'));
  routes.routes.push({ path: routePath, page });
  fs.writeFileSync(file, JSON.stringify(routes, null, 2));
}

describe('links (symlinks) under the pages folder', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

  function setup() {
    const pages = writeFixturePages('page-links');
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'outside-pages-'));
    cleanups.push(pages.remove, () => fs.rmSync(outside, { recursive: true, force: true }));
    return { dir: pages.dir, outside };
  }

  it('reports a routed page file that links outside the folder, at 1:1 of the link', async () => {
    const { dir, outside } = setup();
    fs.writeFileSync(path.join(outside, 'careers.json'), PAGE('Careers'));
    fs.symlinkSync(path.join(outside, 'careers.json'), path.join(dir, 'careers.json'));
    routed(dir, '/careers', 'careers');
    const found = (await issuesIn(dir)).filter((issue) => issue.code === 'content-link');
    expect(found.map(({ file, line, col }) => ({ file, line, col }))).toEqual([{ file: path.join(dir, 'careers.json'), line: 1, col: 1 }]);
    expect(found[0]!.message).toMatch(/is a link \(a symlink\).*put the file itself/);
    expect(found[0]!.message).not.toContain(outside);
  });

  it('reports a linked folder instead of skipping it silently', async () => {
    const { dir, outside } = setup();
    fs.mkdirSync(path.join(outside, 'team'));
    fs.writeFileSync(path.join(outside, 'team', 'leaders.json'), PAGE('Leaders'));
    fs.symlinkSync(path.join(outside, 'team'), path.join(dir, 'team'));
    const found = (await issuesIn(dir)).filter((issue) => issue.code === 'content-link');
    expect(found.map(({ file, line, col }) => ({ file, line, col }))).toEqual([{ file: path.join(dir, 'team'), line: 1, col: 1 }]);
    expect(found[0]!.message).toMatch(/folder is a link/);
  });

  it('leaves the page list as it was: the editor refuses a linked page by its id', () => {
    const { dir, outside } = setup();
    fs.writeFileSync(path.join(outside, 'careers.json'), PAGE('Careers'));
    fs.symlinkSync(path.join(outside, 'careers.json'), path.join(dir, 'careers.json'));
    expect(listPageFiles(dir).get('careers')).toBe(path.join(dir, 'careers.json'));
  });
});
