import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_DIR } from '../../scripts/lib/site/paths.ts';
import { validateAndReport } from '../../scripts/validate/report.ts';
import { validateContent } from '../../scripts/validate/validateContent.ts';
import { writeFixturePages } from '../support/fixturePages.ts';

/**
 * validate and public/: everything in it is published, so it refuses (as errors, at the path, with
 * a hint) a link (symlink) whatever it leads to, a link to nowhere, and private-looking files.
 */
const SECRET = `secret-${process.pid}`;

describe('validate and the files of public/', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

  /** The fixture pages, a copy of public/ (its real files) and a folder outside both, all disposable. */
  function setup() {
    const pages = writeFixturePages('public-files');
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-files-'));
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'outside-public-'));
    fs.cpSync(PUBLIC_DIR, publicDir, { recursive: true });
    cleanups.push(
      pages.remove,
      () => fs.rmSync(publicDir, { recursive: true, force: true }),
      () => fs.rmSync(outside, { recursive: true, force: true }),
    );
    const plant = (name: string, text = SECRET) => {
      fs.mkdirSync(path.dirname(path.join(publicDir, name)), { recursive: true });
      fs.writeFileSync(path.join(publicDir, name), text);
    };
    return { pagesDir: pages.dir, publicDir, outside, plant };
  }

  const publicIssues = async (pagesDir: string, publicDir: string) =>
    (await validateContent({ pagesDir, publicDir, skipTypes: true })).issues.filter((issue) => issue.code.startsWith('public-'));

  it('passes the site’s own public/', async () => {
    const { pagesDir } = setup();
    expect(await publicIssues(pagesDir, PUBLIC_DIR)).toEqual([]);
  });

  it('refuses each link and private-looking file at its own path, at 1:1, and never names where a link leads', async () => {
    const { pagesDir, publicDir, outside, plant } = setup();
    plant('.env');
    plant('.env.production');
    plant('key.pem');
    plant('images/x.jsonl');
    plant('images/people/id_ed25519');
    plant('certs/site.P12');
    plant('.git/config');
    // macOS leaves these in every folder it shows: never published, and not the author's doing.
    plant('images/.DS_Store');
    fs.mkdirSync(path.join(outside, 'inbox'));
    fs.writeFileSync(path.join(outside, 'inbox/contact.jsonl'), SECRET);
    fs.writeFileSync(path.join(outside, 'notes.svg'), SECRET);
    fs.symlinkSync(path.join(outside, 'inbox'), path.join(publicDir, 'images/inbox-link'));
    fs.symlinkSync(outside, path.join(publicDir, 'images/home-link'));
    fs.symlinkSync(path.join(outside, 'notes.svg'), path.join(publicDir, 'images/notes.svg'));
    // A link inside public/ is a link too: the rule has no exception to get wrong.
    fs.symlinkSync(path.join(publicDir, 'favicon.svg'), path.join(publicDir, 'icon.svg'));
    fs.symlinkSync(path.join(outside, 'gone.svg'), path.join(publicDir, 'images/gone.svg'));
    execFileSync('mkfifo', [path.join(publicDir, 'images/pipe.svg')]);

    const issues = await publicIssues(pagesDir, publicDir);
    const at = (name: string) => path.join(publicDir, name);
    expect(issues.map(({ file, line, col, pointer, code }) => ({ file, line, col, pointer, code }))).toEqual(
      [
        { file: at('.env'), code: 'public-private-file' },
        { file: at('.env.production'), code: 'public-private-file' },
        { file: at('.git'), code: 'public-private-file' },
        { file: at('certs/site.P12'), code: 'public-private-file' },
        { file: at('icon.svg'), code: 'public-link' },
        { file: at('images/gone.svg'), code: 'public-broken-link' },
        { file: at('images/home-link'), code: 'public-link' },
        { file: at('images/inbox-link'), code: 'public-link' },
        { file: at('images/notes.svg'), code: 'public-link' },
        { file: at('images/people/id_ed25519'), code: 'public-private-file' },
        { file: at('images/pipe.svg'), code: 'public-special-file' },
        { file: at('images/x.jsonl'), code: 'public-private-file' },
        { file: at('key.pem'), code: 'public-private-file' },
      ].map((issue) => ({ ...issue, line: 1, col: 1, pointer: '/' })),
    );
    const message = (name: string) => issues.find((issue) => issue.file === at(name))!.message;
    expect(message('images/home-link')).toMatch(/folder in public\/ is a link \(a symlink\).*put the folder itself in public\//);
    expect(message('images/notes.svg')).toMatch(/file in public\/ is a link/);
    expect(message('images/gone.svg')).toMatch(/leads nowhere/);
    expect(message('key.pem')).toMatch(/looks private — a key or certificate \(\.pem\) — .*move it out of public\//);
    expect(message('.git')).toMatch(/this folder looks private — its name starts with "\."/);
    expect(message('images/x.jsonl')).toMatch(/JSON Lines/);
    expect(message('.env')).toMatch(/environment file/);
    for (const issue of issues) {
      expect(issue.hint).not.toBe('');
      // The page editor sends these messages over HTTP: none says where a link leads, nor what a file holds.
      expect(issue.message).not.toContain(outside);
      expect(issue.message).not.toContain(SECRET);
    }
  });

  it('reports a link to nowhere as a problem like any other, never a crash, and validate fails', async () => {
    const { pagesDir, publicDir, outside } = setup();
    fs.symlinkSync(path.join(outside, 'gone'), path.join(publicDir, 'images/gone'));
    // A link to itself cannot be followed at all.
    fs.symlinkSync(path.join(publicDir, 'loop'), path.join(publicDir, 'loop'));
    expect((await publicIssues(pagesDir, publicDir)).map((issue) => [path.relative(publicDir, issue.file), issue.code])).toEqual([
      ['images/gone', 'public-broken-link'],
      ['loop', 'public-broken-link'],
    ]);
    const printed: string[] = [];
    const log = console.log;
    console.log = (...args: unknown[]) => void printed.push(args.join(' '));
    try {
      expect(await validateAndReport({ pagesDir, publicDir, skipTypes: true })).toBe(false);
    } finally {
      console.log = log;
    }
    const report = printed.join('\n');
    expect(report).toMatch(/images\/gone:1:1 {2}\/ {2}this link \(a symlink\) in public\/ leads nowhere.*\[public-broken-link\]/);
    expect(report).toMatch(/\[public-broken-link\] Delete the link/);
  });
});
