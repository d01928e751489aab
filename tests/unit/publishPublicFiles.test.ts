import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_DIR, ROOT } from '../../scripts/lib/site/paths.ts';
import { publishPublicFiles } from '../../scripts/vite/publishPublicFiles.ts';
import { filesUnder } from '../support/builtSite.ts';

/**
 * What the build publishes of public/: its regular files, and nothing a link (symlink) leads to,
 * nor a private-looking file. A small project built by Vite with the site's plugin shows the copy;
 * `npm run build` itself shows that such a public/ is refused, by validate, before anything is built.
 */
const SECRET = `secret-${process.pid}`;

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function tempDir(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** A one-script project and its public/ (a few regular files), in a temporary folder. */
function project() {
  const root = tempDir('publish-project');
  write(path.join(root, 'index.html'), '<!doctype html><title>Fixture</title><script type="module" src="/main.js"></script>');
  write(path.join(root, 'main.js'), 'document.title = "Fixture";\n');
  const publicDir = path.join(root, 'public');
  write(path.join(publicDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write(path.join(publicDir, 'robots.txt'), 'User-agent: *\n');
  write(path.join(publicDir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
  write(path.join(publicDir, 'images/people/ana.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { root, publicDir, outDir: path.join(root, 'dist') };
}

/** Vite's build of the project with the site's copy of public/; the error it stops with, if any. */
async function buildProject({ root, publicDir, outDir }: ReturnType<typeof project>, copyPublicDir?: boolean): Promise<Error | null> {
  try {
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      publicDir,
      plugins: [publishPublicFiles()],
      build: { outDir, emptyOutDir: true, ...(copyPublicDir === undefined ? {} : { copyPublicDir }) },
    });
    return null;
  } catch (error) {
    return error as Error;
  }
}

/** The files of the built project that came from public/ (all but the page and its hashed assets). */
const published = (outDir: string) =>
  filesUnder(outDir)
    .map((file) => path.relative(outDir, file).split(path.sep).join('/'))
    .filter((file) => file !== 'index.html' && !file.startsWith('assets/'))
    .sort();

describe('the build’s copy of public/', () => {
  it('publishes each regular file of public/, and not the files an operating system leaves in folders', async () => {
    const fixture = project();
    write(path.join(fixture.publicDir, 'images/.DS_Store'), SECRET);
    write(path.join(fixture.publicDir, 'Thumbs.db'), SECRET);
    expect(await buildProject(fixture)).toBeNull();
    expect(published(fixture.outDir)).toEqual(['_headers', 'favicon.svg', 'images/people/ana.svg', 'robots.txt']);
    expect(fs.readFileSync(path.join(fixture.outDir, 'images/people/ana.svg'), 'utf8')).toContain('<svg');
  });

  it('copies nothing when the build asks for no copy (the server bundle)', async () => {
    const fixture = project();
    expect(await buildProject(fixture, false)).toBeNull();
    expect(published(fixture.outDir)).toEqual([]);
  });

  it('stops, naming each, at links (to a folder, a file, nowhere) and private files, and publishes none of them', async () => {
    const fixture = project();
    const outside = tempDir('publish-outside');
    write(path.join(outside, 'home/.ssh/id_rsa'), SECRET);
    write(path.join(outside, 'inbox/contact.jsonl'), SECRET);
    write(path.join(outside, 'logo.svg'), SECRET);
    fs.symlinkSync(path.join(outside, 'home'), path.join(fixture.publicDir, 'images/home-link'));
    fs.symlinkSync(path.join(outside, 'inbox'), path.join(fixture.publicDir, 'images/inbox-link'));
    fs.symlinkSync(path.join(outside, 'logo.svg'), path.join(fixture.publicDir, 'logo.svg'));
    fs.symlinkSync(path.join(outside, 'gone.svg'), path.join(fixture.publicDir, 'gone.svg'));
    write(path.join(fixture.publicDir, 'key.pem'), SECRET);
    write(path.join(fixture.publicDir, '.env'), SECRET);

    const error = await buildProject(fixture);
    expect(error?.message).toMatch(/public\/ holds what the site must not publish/);
    for (const name of [
      'public/images/home-link (a link to a folder)',
      'public/images/inbox-link (a link to a folder)',
      'public/logo.svg (a link to a file)',
      'public/gone.svg (a link to nowhere)',
      'public/key.pem (a key or certificate (.pem))',
      'public/.env (an environment file',
    ])
      expect(error?.message).toContain(name);
    expect(error?.message).not.toMatch(/ENOENT/);
    expect(error?.message).not.toContain(outside);
    const leaked = fs.existsSync(fixture.outDir)
      ? filesUnder(fixture.outDir).filter((file) => fs.readFileSync(file, 'utf8').includes(SECRET))
      : [];
    expect(leaked).toEqual([]);
  });
});

describe('npm run build and public/', () => {
  it('refuses a public/ with a link to nowhere or a key, naming each with validate’s report, and leaves dist/ as it was', () => {
    const publicDir = tempDir('build-public');
    const dist = tempDir('build-public-dist');
    fs.cpSync(PUBLIC_DIR, publicDir, { recursive: true });
    fs.symlinkSync(path.join(publicDir, 'no-such-file.svg'), path.join(publicDir, 'images/gone.svg'));
    write(path.join(publicDir, 'key.pem'), SECRET);
    write(path.join(dist, 'index.html'), 'the last good build');

    const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build/build.ts'], {
      cwd: ROOT,
      env: { ...process.env, SITE_PUBLIC_DIR: publicDir, SITE_DIST: dist, SITE_ENTRY: '', SITE_FULL_BUILD: '1' },
      encoding: 'utf8',
      timeout: 240_000,
    });
    const output = `${run.stdout}${run.stderr}`;
    expect(run.status, output).toBe(1);
    expect(output).toMatch(/images\/gone\.svg:1:1 {2}\/ {2}this link \(a symlink\) in public\/ leads nowhere.*\[public-broken-link\]/);
    expect(output).toMatch(/key\.pem:1:1 {2}\/ {2}this file looks private.*\[public-private-file\]/);
    expect(output).toMatch(/build refused/);
    // A report, not a crash: no stack trace, no raw error from the file system.
    expect(output).not.toMatch(/ENOENT|^\s+at /m);
    expect(fs.readdirSync(dist)).toEqual(['index.html']);
    expect(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('the last good build');
  }, 240_000);
});
