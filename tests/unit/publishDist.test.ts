import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeWithCompressed } from '../../scripts/lib/output/compress.ts';
import {
  discardStaging,
  finishPendingPublish,
  publishStaged,
  readyDirOf,
  stagingDirOf,
  startStaging,
} from '../../scripts/build/publishDist.ts';
import { filesUnder } from '../support/builtSite.ts';
import { rawRequest, startPreviewServer, type RunningServer } from '../support/previewServer.ts';

// Two builds of a small site, as files: the one dist/ holds, and the next one. Each page names the
// hash its inline script is allowed by, and links its build's hashed assets, as the real pages do.
const policy = (hash: string) =>
  `/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' '${hash}'; connect-src 'self'\n\n/assets/*\n  Cache-Control: immutable\n`;
const page = (hash: string, assets: string, text: string) =>
  `<!doctype html><script data-allowed-by="${hash}">boot()</script>` +
  `<link rel="stylesheet" href="/assets/${assets}.css"><script type="module" src="/assets/${assets}.js"></script>` +
  `<img src="/images/photo.svg" alt=""><img src="/images/logo.svg" alt=""><h1>${text}</h1>`;

const OLD: Record<string, string> = {
  'index.html': page('sha256-old', 'app-0ld0ld0l', 'Home, first build'),
  'about/index.html': page('sha256-old', 'app-0ld0ld0l', 'About, first build'),
  'gone/index.html': page('sha256-old', 'app-0ld0ld0l', 'A route the next build drops'),
  '404.html': page('sha256-old', 'app-0ld0ld0l', 'Not found, first build'),
  'assets/app-0ld0ld0l.js': 'console.log("first build");\n',
  'assets/app-0ld0ld0l.css': 'h1 { color: navy }\n',
  'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'images/photo.svg': '<svg xmlns="http://www.w3.org/2000/svg"><title>first</title></svg>',
  'robots.txt': 'User-agent: *\n',
  _headers: policy('sha256-old'),
};
const NEXT: Record<string, string> = {
  'index.html': page('sha256-new', 'app-n3wn3wn3', 'Home, next build'),
  'about/index.html': page('sha256-new', 'app-n3wn3wn3', 'About, next build'),
  'fresh/index.html': page('sha256-new', 'app-n3wn3wn3', 'A route the next build adds'),
  '404.html': page('sha256-new', 'app-n3wn3wn3', 'Not found, next build'),
  'assets/app-n3wn3wn3.js': 'console.log("next build");\n',
  'assets/app-n3wn3wn3.css': 'h1 { color: teal }\n',
  'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'images/photo.svg': '<svg xmlns="http://www.w3.org/2000/svg"><title>next</title></svg>',
  'robots.txt': 'User-agent: *\n',
  _headers: policy('sha256-new'),
};

let parent = '';
let dist = '';
let server: RunningServer;

function writeTree(root: string, files: Record<string, string>): void {
  fs.rmSync(root, { recursive: true, force: true });
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
}

function treeOf(root: string): Record<string, string> {
  return Object.fromEntries(
    filesUnder(root)
      .map((file) => [path.relative(root, file).split(path.sep).join('/'), fs.readFileSync(file, 'utf8')] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

/** dist/ holds the first build, the staging folder the next one, complete. */
function stageNextBuild(): void {
  writeTree(dist, OLD);
  writeTree(stagingDirOf(dist), NEXT);
  fs.rmSync(readyDirOf(dist), { recursive: true, force: true });
}

class Stopped extends Error {}

/** Publishes, stopped (as a kill would stop it) after `steps` changes to dist/; returns whether it got that far. */
async function publishStoppedAfter(steps: number): Promise<boolean> {
  let taken = 0;
  try {
    await publishStaged(dist, {
      onStep: () => {
        if (++taken === steps) throw new Stopped();
      },
    });
    return false;
  } catch (error) {
    if (error instanceof Stopped) return true;
    throw error;
  }
}

/** What the preview server answers now, checked page by page against both builds. */
async function problemsServed(): Promise<string[]> {
  const problems: string[] = [];
  const versions = (name: string) => [OLD[name], NEXT[name]].filter((text) => text !== undefined);
  for (const [route, file] of [
    ['/', 'index.html'],
    ['/about', 'about/index.html'],
    ['/gone', 'gone/index.html'],
    ['/fresh', 'fresh/index.html'],
  ] as const) {
    const response = await rawRequest(server.port, route);
    const body = response.body.toString();
    const inBoth = file in OLD && file in NEXT;
    if (response.status !== 200) {
      // A route only one build has may be missing while the other is served; one in both, never.
      if (inBoth || response.status !== 404) problems.push(`${route}: ${response.status}`);
      continue;
    }
    if (!versions(file).includes(body)) {
      problems.push(`${route}: a page of neither build`);
      continue;
    }
    const hash = /data-allowed-by="([^"]+)"/.exec(body)![1]!;
    const scriptSources = /script-src ([^;]+)/.exec(String(response.headers['content-security-policy']))?.[1] ?? '';
    if (!scriptSources.split(' ').includes(`'${hash}'`)) problems.push(`${route}: its inline script is not allowed (${scriptSources})`);
    for (const [, linked] of body.matchAll(/(?:href|src)="\/([^"]+)"/g)) {
      const asset = await rawRequest(server.port, `/${linked}`);
      if (asset.status !== 200 || !versions(linked!).includes(asset.body.toString())) {
        problems.push(`${route}: /${linked} answered ${asset.status}${asset.status === 200 ? ', bytes of neither build' : ''}`);
      }
    }
  }
  return problems;
}

beforeAll(async () => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-dist-'));
  dist = path.join(parent, 'dist');
  writeTree(dist, OLD);
  server = await startPreviewServer(dist, { inbox: false });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(parent, { recursive: true, force: true });
});

describe('publishing a staged build into dist/', () => {
  it('keeps the staging folder beside dist/ (one file system, so files move by rename), under names nothing serves', () => {
    expect(path.dirname(stagingDirOf(dist))).toBe(parent);
    expect(path.dirname(readyDirOf(dist))).toBe(parent);
    expect(path.basename(stagingDirOf(dist))).toMatch(/^\./);
    expect(path.basename(readyDirOf(dist))).toMatch(/^\./);
  });

  it('publishes the next build whole: its files in, the old build’s other files out, nothing of its own left behind', async () => {
    stageNextBuild();
    const unchanged = fs.statSync(path.join(dist, 'images/logo.svg'));
    const summary = await publishStaged(dist);
    expect(treeOf(dist)).toEqual(NEXT);
    expect(fs.readdirSync(parent).sort()).toEqual(['dist']);
    // An unchanged file is left as it was: the same file, so the same ETag.
    expect(fs.statSync(path.join(dist, 'images/logo.svg')).ino).toBe(unchanged.ino);
    expect(summary).toEqual({ published: 8, removed: 3 });
    expect(await problemsServed()).toEqual([]);
  });

  it('serves every page whole, with its assets and its inline script allowed, at every step of the publish, and a stopped publish is finished by the next build', async () => {
    // How many steps a publish takes.
    stageNextBuild();
    let steps = 0;
    await publishStaged(dist, { onStep: () => steps++ });
    expect(steps).toBeGreaterThan(10);

    for (let stop = 1; stop <= steps; stop++) {
      stageNextBuild();
      expect(await publishStoppedAfter(stop)).toBe(true);
      expect(await problemsServed(), `stopped after step ${stop} of ${steps}`).toEqual([]);
      // The next build finishes what this one had accepted, and throws away what is left of it.
      await finishPendingPublish(dist);
      await discardStaging(dist);
      expect(treeOf(dist), `finished after a stop at step ${stop}`).toEqual(NEXT);
      expect(fs.readdirSync(parent).sort()).toEqual(['dist']);
    }
  });

  it('has nothing to finish after a publish that was not stopped', async () => {
    stageNextBuild();
    await publishStaged(dist);
    expect(await finishPendingPublish(dist)).toBeNull();
    expect(treeOf(dist)).toEqual(NEXT);
  });

  it('stages an incremental build in a copy of dist/ whose rewritten files never write through into dist/', async () => {
    writeTree(dist, OLD);
    const staging = startStaging(dist, 'dist');
    expect(treeOf(staging)).toEqual(OLD);
    const rewritten = page('sha256-old', 'app-0ld0ld0l', `About, edited ${'at length '.repeat(40)}`);
    // The page and its compressed copies, as the page writer writes them.
    writeWithCompressed(path.join(staging, 'about/index.html'), rewritten, staging);
    expect(fs.readFileSync(path.join(staging, 'about/index.html'), 'utf8')).toBe(rewritten);
    expect(treeOf(dist)).toEqual(OLD);

    // Not published (a refused build): dist/ is as it was, and the copy is gone.
    await discardStaging(dist);
    expect(treeOf(dist)).toEqual(OLD);
    expect(fs.readdirSync(parent).sort()).toEqual(['dist']);
  });
});
