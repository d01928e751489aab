import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_HTML_BUDGET } from '../../scripts/lib/output/budgets.ts';
import { ROOT } from '../../scripts/lib/site/paths.ts';
import { filesUnder } from '../support/builtSite.ts';
import { writeFixturePages } from '../support/fixturePages.ts';
import { rawRequest, startPreviewServer, type RunningServer } from '../support/previewServer.ts';

// A build that does not finish (refused, or killed) must change nothing that is served. The small
// fixture site, with enough pages of its own that its prerender takes a while, is built into a
// temporary folder served by the preview server, and then built again and stopped in several ways.

const EXTRA_PAGES = 60;
const extraIds = Array.from({ length: EXTRA_PAGES }, (_, i) => `note-${i + 1}`);

function notePage(id: string, heading: string): string {
  return `${JSON.stringify(
    {
      $schema: '../schema/page.schema.json',
      meta: { title: `${heading} | {brand}`, description: `The ${id} page of the fixture site, for the tests that stop a build.` },
      blocks: [
        { type: 'hero', title: heading },
        { type: 'text', paragraphs: [`What ${id} says: short notes on a small building in Tulsa, kept up to date.`] },
      ],
    },
    null,
    2,
  )}\n`;
}

const routes = {
  $schema: '../schema/routes.schema.json',
  notFound: 'not-found',
  routes: [{ path: '/', page: 'home' }, { path: '/about', page: 'about' }, ...extraIds.map((id) => ({ path: `/${id}`, page: id }))],
};
const pages = writeFixturePages('build-publish', {
  'routes.json': `${JSON.stringify(routes, null, 2)}\n`,
  ...Object.fromEntries(extraIds.map((id, i) => [`${id}.json`, notePage(id, `Note ${i + 1}`)])),
});
const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'build-publish-'));
// Named apart from every other build's (the server bundle's cache folder is named after it).
const dist = fs.mkdtempSync(path.join(parent, 'dist-'));
const routePaths = routes.routes.map((route) => route.path);
let server: RunningServer;

const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const buildEnv = (env: Record<string, string>) => ({ ...process.env, SITE_PAGES_DIR: pages.dir, SITE_DIST: dist, SITE_ENTRY: '', ...env });

/** A build run to its end. */
function build(args: string[] = []): string {
  const run = spawnSync(process.execPath, [tsx, 'scripts/build/build.ts', ...args], {
    cwd: ROOT,
    env: buildEnv({}),
    encoding: 'utf8',
    timeout: 240_000,
  });
  const output = `${run.stdout}${run.stderr}`;
  expect(run.status, output).toBe(0);
  return output;
}

/** A killed build writes nothing more: nothing in the parent folder changes for a second after it ended. */
async function stillAfterKill(): Promise<void> {
  const ended = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(writtenSince(ended)).toEqual([]);
}

interface Started {
  child: ChildProcess;
  /** Settles when the build has exited, with how, and what it printed. */
  ended: Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>;
}

/**
 * A build started in one process, which the tests may kill. Not through tsx's command line: that runs
 * the build in a child process of its own, which a SIGKILL to tsx leaves running (and publishing).
 */
function startBuild(args: string[] = [], env: Record<string, string> = {}): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build/build.ts', ...args], { cwd: ROOT, env: buildEnv(env) });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, output })),
  );
  return { child, ended };
}

/** Every file of dist/, relative path → content hash. */
function snapshot(): Record<string, string> {
  return Object.fromEntries(
    filesUnder(dist)
      .map((file) => [path.relative(dist, file), createHash('sha256').update(fs.readFileSync(file)).digest('hex')] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

/** Files under the parent folder (dist/ and whatever the build keeps beside it) written since `since`. */
function writtenSince(since: number): string[] {
  return filesUnder(parent)
    .filter((file) => (fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) >= since)
    .map((file) => path.relative(parent, file));
}

function edit(id: string, change: (page: { meta: unknown; blocks: Record<string, unknown>[] }) => void): void {
  const file = path.join(pages.dir, `${id}.json`);
  const page = JSON.parse(fs.readFileSync(file, 'utf8')) as { meta: unknown; blocks: Record<string, unknown>[] };
  change(page);
  fs.writeFileSync(file, `${JSON.stringify(page, null, 2)}\n`);
}

/** Keeps asking the preview server for every route until the build ends; each answer must be the page as it was. */
async function pollUntilEnded(ended: Promise<unknown>): Promise<{ rounds: number; problems: string[] }> {
  const served = Object.fromEntries(
    routePaths.map((route) => [route, fs.readFileSync(path.join(dist, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`))]),
  );
  let running = true;
  void ended.then(() => (running = false));
  const problems = new Set<string>();
  let rounds = 0;
  // One round more once it has ended: what it leaves is served too.
  for (let last = false; !last; rounds++) {
    last = !running;
    for (const route of routePaths) {
      const response = await rawRequest(server.port, route).catch((error: Error) => error);
      if (response instanceof Error) problems.add(`${route}: ${response.message}`);
      else if (response.status !== 200) problems.add(`${route}: ${response.status}`);
      else if (!response.body.equals(served[route]!)) problems.add(`${route}: not the page it was`);
    }
  }
  return { rounds, problems: [...problems] };
}

beforeAll(async () => {
  build(['--full']);
  server = await startPreviewServer(dist, { inbox: false });
}, 300_000);

afterAll(async () => {
  await server?.close();
  pages.remove();
  fs.rmSync(parent, { recursive: true, force: true });
});

describe('a build that does not finish changes nothing that is served', () => {
  it.each([
    ['an incremental', []],
    ['a full', ['--full']],
  ])(
    '%s build refused for a page over the HTML budget: every route answers 200 with its old page all through it, and dist/ is as it was',
    async (_kind, args) => {
      const originals = Object.fromEntries(
        ['about', 'home'].map((id) => [id, fs.readFileSync(path.join(pages.dir, `${id}.json`), 'utf8')]),
      );
      // One page over the budget (valid content: only the page as a whole is too heavy), and another
      // one edited, which on its own would be published.
      const paragraph = 'Commercial real estate in Tulsa, written out at length to make one page heavier than any page should be. '.repeat(
        18,
      );
      edit('about', (page) =>
        page.blocks.push({
          type: 'text',
          title: 'A very long page',
          paragraphs: Array(Math.ceil(PAGE_HTML_BUDGET / paragraph.length)).fill(paragraph),
        }),
      );
      edit('home', (page) => (page.blocks[0]!.title = 'Welcome to {brand}, edited'));
      const before = snapshot();
      try {
        const { ended } = startBuild(args);
        const { rounds, problems } = await pollUntilEnded(ended);
        const { code, output } = await ended;
        expect(code, output).toBe(1);
        expect(output).toMatch(/✖ \/about is [\d,]+ bytes of HTML/);
        expect(output).toMatch(/over the HTML budget and was not published/);
        expect(rounds).toBeGreaterThan(1);
        expect(problems).toEqual([]);
        expect(snapshot()).toEqual(before);
        // Nothing of the refused build is left beside it either.
        expect(fs.readdirSync(parent)).toEqual([path.basename(dist)]);
      } finally {
        for (const [id, text] of Object.entries(originals)) fs.writeFileSync(path.join(pages.dir, `${id}.json`), text);
      }
    },
    300_000,
  );

  it('a build killed while it writes pages leaves dist/ as it was, and the next build publishes the pages', async () => {
    // A good build first: an incremental build follows it.
    build();
    const before = snapshot();
    const marker = 'revised for the kill test';
    for (const [i, id] of extraIds.entries()) edit(id, (page) => (page.blocks[0]!.title = `Note ${i + 1}, ${marker}`));
    const started = Date.now();
    // On this thread, one page after another: the pages take a while to write.
    const { child, ended } = startBuild([], { SITE_PRERENDER_WORKERS: 'never' });
    const pageWritten = () =>
      writtenSince(started).some(
        (file) => file.endsWith('index.html') && fs.readFileSync(path.join(parent, file), 'utf8').includes(marker),
      );
    await expect.poll(pageWritten, { timeout: 120_000, interval: 25 }).toBe(true);
    child.kill('SIGKILL');
    const { signal, output } = await ended;
    expect(signal, `the build ended before it was killed:\n${output}`).toBe('SIGKILL');
    expect(snapshot()).toEqual(before);
    await stillAfterKill();
    expect(snapshot()).toEqual(before);

    const next = build();
    expect(next).toContain('(incremental)');
    for (const id of extraIds) expect(fs.readFileSync(path.join(dist, id, 'index.html'), 'utf8')).toContain(marker);
    expect(fs.readdirSync(parent)).toEqual([path.basename(dist)]);
  }, 300_000);

  it('a full build killed while it writes its bundles leaves dist/ as it was', async () => {
    const before = snapshot();
    const started = Date.now();
    const { child, ended } = startBuild(['--full']);
    await expect.poll(() => writtenSince(started).some((file) => file.endsWith('.js')), { timeout: 120_000, interval: 25 }).toBe(true);
    child.kill('SIGKILL');
    const { signal, output } = await ended;
    expect(signal, `the build ended before it was killed:\n${output}`).toBe('SIGKILL');
    expect(snapshot()).toEqual(before);
    await stillAfterKill();
    expect(snapshot()).toEqual(before);
  }, 300_000);
});
