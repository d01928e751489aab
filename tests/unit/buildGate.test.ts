import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/paths.ts';
import { copyPages } from '../support/tempPages.ts';

const pages = copyPages('build-gate');
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'build-gate-dist-'));

afterAll(() => {
  pages.remove();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('npm run build', () => {
  it('refuses content that validate rejects: prints the report, exits 1, publishes nothing', () => {
    const about = path.join(pages.dir, 'about.json');
    const text = fs.readFileSync(about, 'utf8');
    expect(text).toContain('"navigate": "/contact"');
    fs.writeFileSync(about, text.replace('"navigate": "/contact"', '"navigate": "//evil.example"'));
    // A site published earlier stays as it was.
    fs.writeFileSync(path.join(dist, 'index.html'), 'the last good build');

    const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts'], {
      cwd: ROOT,
      env: { ...process.env, SITE_PAGES_DIR: pages.dir, SITE_DIST: dist, SITE_ENTRY: '' },
      encoding: 'utf8',
      timeout: 240_000,
    });
    const output = `${run.stdout}${run.stderr}`;
    expect(run.status, output).toBe(1);
    expect(output).toMatch(/about\.json:\d+:\d+ {2}\/blocks\/\d+\/\S*navigate {2}.*"\/\/evil\.example"/);
    expect(output).toMatch(/build refused/);
    expect(fs.readdirSync(dist)).toEqual(['index.html']);
    expect(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('the last good build');
  }, 240_000);
});
