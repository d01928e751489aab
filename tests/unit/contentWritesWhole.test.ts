import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { createPage } from '../../scripts/generate/newPage.ts';
import { createFileAtomically, writeFileAtomically } from '../../scripts/lib/files/atomicWrite.ts';
import { ROOT } from '../../scripts/lib/site/paths.ts';
import { pngFile } from '../support/pngFile.ts';
import { copyPages } from '../support/tempPages.ts';

/**
 * The editor's writes when the disk fills part-way: a real process whose files may be at most so
 * many kilobytes (`ulimit -f`, tests/support/sizeLimitedWrite.ts) fails its write with EFBIG, and
 * every file is left whole, as it was or as it was meant to be, with nothing half-written beside it.
 */
const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/** A copy of pages/: its routes.json is larger than a new page, as the test needs (and grows with the site). */
function pagesFolder(): string {
  const { dir, remove } = copyPages('writes-whole');
  cleanups.push(remove);
  return dir;
}

/** Runs the writer with files limited to `kilobytes`; what it printed. */
function underSizeLimit(kilobytes: number, args: string[]): { failed?: string } {
  const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
  const quoted = [process.execPath, tsx, 'tests/support/sizeLimitedWrite.ts', ...args].map((arg) => `'${arg}'`).join(' ');
  const run = spawnSync('bash', ['-c', `ulimit -f ${kilobytes} && exec ${quoted}`], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { failed?: string };
}

/** Every file under `dir` with its bytes, to compare before and after. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), fs.readFileSync(file).toString('base64')];
      }),
  );
}

describe('content files are written whole or not at all', () => {
  it('a new page whose route cannot be written leaves routes.json and the pages folder as they were', () => {
    // Sized so the page's own file fits and the new routes.json does not.
    const trial = pagesFolder();
    const { pageFile, routesFile } = createPage({ path: '/asset-types/land', pagesDir: trial, routesSchemaFile: null });
    const limit = Math.ceil(fs.statSync(pageFile).size / 1024);
    expect(fs.statSync(routesFile).size).toBeGreaterThan(limit * 1024);

    const dir = pagesFolder();
    const before = snapshot(dir);
    expect(underSizeLimit(limit, ['new-page', dir, '/asset-types/land'])).toEqual({ failed: 'EFBIG' });
    expect(snapshot(dir)).toEqual(before);
  });

  it('an image upload cut short leaves no file for the library to list', () => {
    const images = fs.mkdtempSync(path.join(os.tmpdir(), 'writes-whole-images-'));
    cleanups.push(() => fs.rmSync(images, { recursive: true, force: true }));
    fs.mkdirSync(path.join(images, 'people'));
    const data = pngFile(400, 300).toString('base64');
    expect(underSizeLimit(0, ['upload', images, 'people', 'Team Photo.png', data])).toEqual({ failed: 'EFBIG' });
    expect(fs.readdirSync(path.join(images, 'people'))).toEqual([]);
  });

  it('a replaced file keeps its mode, and a name already taken is never written over', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'writes-whole-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'site.json');
    fs.writeFileSync(file, '{}\n', { mode: 0o640 });
    fs.chmodSync(file, 0o640);
    writeFileAtomically(file, '{ "a": 1 }\n');
    expect(fs.readFileSync(file, 'utf8')).toBe('{ "a": 1 }\n');
    expect(fs.statSync(file).mode & 0o777).toBe(0o640);
    expect(createFileAtomically(file, 'other')).toBe(false);
    expect(fs.readFileSync(file, 'utf8')).toBe('{ "a": 1 }\n');
    expect(createFileAtomically(path.join(dir, 'new.json'), '[]')).toBe(true);
    expect(fs.readdirSync(dir).sort()).toEqual(['new.json', 'site.json']);
  });
});
