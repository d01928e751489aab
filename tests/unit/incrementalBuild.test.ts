import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/site/paths.ts';
import { filesUnder } from '../support/builtSite.ts';
import { copyPages } from '../support/tempPages.ts';

const pages = copyPages('incremental');
const distA = fs.mkdtempSync(path.join(os.tmpdir(), 'incremental-a-'));
const distB = fs.mkdtempSync(path.join(os.tmpdir(), 'incremental-b-'));

afterAll(() => {
  pages.remove();
  for (const dir of [distA, distB]) fs.rmSync(dir, { recursive: true, force: true });
});

function build(dist: string, env: Record<string, string> = {}, args: string[] = []): string {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build/build.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, SITE_PAGES_DIR: pages.dir, SITE_DIST: dist, SITE_ENTRY: '', ...env },
    encoding: 'utf8',
    timeout: 240_000,
  });
  const output = `${run.stdout}${run.stderr}`;
  expect(run.status, output).toBe(0);
  return output.split('\n').find((line) => line.startsWith('built ')) ?? output;
}

/** Every file of a built site, relative path → content hash. */
function snapshot(dist: string): Map<string, string> {
  return new Map(
    filesUnder(dist).map((file) => [path.relative(dist, file), createHash('sha256').update(fs.readFileSync(file)).digest('hex')]),
  );
}

function changed(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

describe('npm run build, incrementally', () => {
  it('after a page and its routes change, rewrites only what they affect, and the result is what a full build writes', () => {
    // A full build, rendered in worker threads.
    expect(build(distA, { SITE_PRERENDER_WORKERS: 'always' }, ['--full'])).not.toContain('(incremental)');
    const before = snapshot(distA);

    // Nothing changed: nothing is written.
    const again = build(distA);
    expect(again).toContain('(incremental)');
    expect(again).toContain(' 0 files written');
    expect(changed(before, snapshot(distA))).toEqual([]);

    // One page's text, and a second address for it.
    const about = path.join(pages.dir, 'about.json');
    // Edited through its data, so the test holds whatever the page says.
    const aboutPage = JSON.parse(fs.readFileSync(about, 'utf8')) as { blocks: { title: string }[] };
    aboutPage.blocks[0]!.title = `${aboutPage.blocks[0]!.title} — plain answers`;
    fs.writeFileSync(about, JSON.stringify(aboutPage, null, 2));
    const routesFile = path.join(pages.dir, 'routes.json');
    const original = fs.readFileSync(routesFile, 'utf8');
    const routes = JSON.parse(original) as { routes: { path: string; page: string }[] };
    routes.routes.push({ path: '/about-us', page: 'about' });
    fs.writeFileSync(routesFile, JSON.stringify(routes, null, 2));

    const incremental = build(distA);
    expect(incremental).toContain('(incremental)');
    const afterEdit = snapshot(distA);
    // The page under both its addresses (each lists the other, so a tab or menu knows it is current);
    // the sitemap lists canonical addresses only, so it stays as it was.
    expect(changed(before, afterEdit)).toEqual([
      'about-us/index.html',
      'about-us/index.html.br',
      'about-us/index.html.gz',
      'about/index.html',
      'about/index.html.br',
      'about/index.html.gz',
    ]);
    expect(fs.readFileSync(path.join(distA, 'about/index.html'), 'utf8')).toContain('plain answers');

    // A full build of the same content, rendered without workers, writes exactly the same files.
    build(distB, { SITE_PRERENDER_WORKERS: 'never' }, ['--full']);
    expect(changed(afterEdit, snapshot(distB))).toEqual([]);

    // The address goes again: its files go. (The page is rendered again, since its list of addresses
    // changed, but nothing on it shows that list, so its files stay byte for byte.)
    fs.writeFileSync(routesFile, original);
    build(distA);
    expect(changed(afterEdit, snapshot(distA))).toEqual(['about-us/index.html', 'about-us/index.html.br', 'about-us/index.html.gz']);
    expect(fs.existsSync(path.join(distA, 'about-us'))).toBe(false);
  }, 300_000);

  it("after an edit changes a linked stylesheet's CSS, writes the new one, deletes the old, and matches a full build", () => {
    // The site's own pages all fit the first round trip with their CSS inline. The home page with
    // the about page's blocks added does not, and links its CSS.
    const home = path.join(pages.dir, 'home.json');
    const real = fs.readFileSync(home, 'utf8');
    // Without their anchors, which the home page's own blocks may use already.
    const blocksOf = (file: string) =>
      (JSON.parse(fs.readFileSync(path.join(pages.dir, file), 'utf8')) as { blocks: Record<string, unknown>[] }).blocks
        .slice(1)
        .map(({ id: _anchor, ...block }) => block);
    const heavy = JSON.parse(real) as { blocks: unknown[] };
    heavy.blocks.push(...blocksOf('about.json'));
    fs.writeFileSync(home, JSON.stringify(heavy, null, 2));
    try {
      linkedStylesheetEdit(home);
    } finally {
      fs.writeFileSync(home, real);
    }
  }, 300_000);

  function linkedStylesheetEdit(home: string): void {
    build(distA, {}, ['--full']);
    const stylesheets = (dist: string) => fs.readdirSync(path.join(dist, 'assets')).filter((name) => /^page-[0-9a-f]{8}\.css$/.test(name));
    // The home page's own: other pages heavy enough to link theirs may have another.
    const linkedByHome = (dist: string) =>
      /href="\/assets\/(page-[0-9a-f]{8}\.css)"/.exec(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'))?.[1];
    const old = linkedByHome(distA);
    expect(old, 'the home page links its CSS').toBeDefined();
    expect(stylesheets(distA)).toContain(old);
    const before = snapshot(distA);

    // A block type the home page did not show brings rules of its own: the page's CSS changes.
    const original = fs.readFileSync(home, 'utf8');
    const page = JSON.parse(original) as { blocks: unknown[] };
    const faq = (
      JSON.parse(fs.readFileSync(path.join(ROOT, 'schema/blocks/faq.schema.json'), 'utf8')) as {
        examples: Record<string, unknown>[];
      }
    ).examples[0];
    // With a title of the page's own: a block left as the example is [example-copy], which the build refuses.
    page.blocks.push({ ...faq, title: 'Questions owners ask' });
    fs.writeFileSync(home, JSON.stringify(page, null, 2));
    build(distA);
    const next = linkedByHome(distA)!;
    expect(next).not.toBe(old);
    expect(stylesheets(distA)).toContain(next);
    expect(stylesheets(distA)).not.toContain(old);
    expect(changed(before, snapshot(distA))).toEqual(
      [
        'index.html',
        'index.html.br',
        'index.html.gz',
        `assets/${old}`,
        `assets/${old}.br`,
        `assets/${old}.gz`,
        `assets/${next}`,
        `assets/${next}.br`,
        `assets/${next}.gz`,
      ].sort(),
    );
    build(distB, {}, ['--full']);
    expect(changed(snapshot(distA), snapshot(distB))).toEqual([]);

    // Back as it was: the same stylesheet, byte for byte, and nothing else left behind.
    fs.writeFileSync(home, original);
    build(distA);
    expect(changed(before, snapshot(distA))).toEqual([]);
  }
  it('rebuilds in full when the output folder was deleted or lost files since the last build', () => {
    build(distA);
    const complete = snapshot(distA);
    // dist/ removed by hand: the build's own records (kept outside it) must not pass for a build.
    fs.rmSync(distA, { recursive: true, force: true });
    expect(build(distA)).not.toContain('(incremental)');
    expect(changed(complete, snapshot(distA))).toEqual([]);
    // One chunk and one public file lost: the same.
    const chunk = [...complete.keys()].find((file) => /^assets\/.+\.js$/.test(file))!;
    const image = [...complete.keys()].find((file) => file.startsWith('images/'))!;
    fs.rmSync(path.join(distA, chunk));
    fs.rmSync(path.join(distA, image));
    expect(build(distA)).not.toContain('(incremental)');
    expect(changed(complete, snapshot(distA))).toEqual([]);
  }, 300_000);
});
