import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PAGE_HTML_BUDGET } from '../../scripts/lib/output/budgets.ts';
import { PAGES_DIR, ROOT } from '../../scripts/lib/site/paths.ts';
import { copyPages } from '../support/tempPages.ts';

const pages = copyPages('build-gate');
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'build-gate-dist-'));

afterAll(() => {
  pages.remove();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** Runs `npm run build` over the copy of pages/ into the temporary dist folder. */
function build(env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build/build.ts'], {
    cwd: ROOT,
    env: { ...process.env, SITE_PAGES_DIR: pages.dir, SITE_DIST: dist, SITE_ENTRY: '', SITE_FULL_BUILD: '1', ...env },
    encoding: 'utf8',
    timeout: 240_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('npm run build', () => {
  it('refuses content that validate rejects: prints the report, exits 1, publishes nothing', () => {
    const about = path.join(pages.dir, 'about.json');
    const text = fs.readFileSync(about, 'utf8');
    expect(text).toContain('"navigate": "/contact"');
    fs.writeFileSync(about, text.replace('"navigate": "/contact"', '"navigate": "//evil.example"'));
    // A site published earlier stays as it was.
    fs.writeFileSync(path.join(dist, 'index.html'), 'the last good build');

    const { status, output } = build();
    expect(status, output).toBe(1);
    expect(output).toMatch(/about\.json:\d+:\d+ {2}\/blocks\/\d+\/\S*navigate {2}.*"\/\/evil\.example"/);
    expect(output).toMatch(/build refused/);
    expect(fs.readdirSync(dist)).toEqual(['index.html']);
    expect(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('the last good build');
  }, 240_000);

  // Pages render on this thread or in worker threads (a big site's case): both report the page.
  it.each(['never', 'always'])(
    'stops at a page whose HTML is over the budget, naming the route, its size and the budget, and publishes nothing (workers: %s)',
    (workers) => {
      const about = path.join(pages.dir, 'about.json');
      // Valid content, every paragraph within its limit: only the page as a whole is too heavy.
      const page = JSON.parse(fs.readFileSync(path.join(PAGES_DIR, 'about.json'), 'utf8')) as { blocks: unknown[] };
      const paragraph = 'Commercial real estate in Tulsa, written out at length to make one page heavier than any page should be. '.repeat(
        18,
      );
      const paragraphs = Array.from({ length: Math.ceil(PAGE_HTML_BUDGET / paragraph.length) }, () => paragraph);
      page.blocks.push({ type: 'text', title: 'A very long page', paragraphs });
      fs.writeFileSync(about, JSON.stringify(page, null, 2) + '\n');

      const { status, output } = build({ SITE_PRERENDER_WORKERS: workers });
      expect(status, output).toBe(1);
      const line = output.split('\n').find((text) => text.includes('/about ')) ?? '';
      expect(line, output).toMatch(/\/about is [\d,]+ bytes of HTML; the budget is [\d,]+ bytes/);
      const size = Number(/is ([\d,]+) bytes of HTML/.exec(line)![1]!.replace(/,/g, ''));
      expect(size).toBeGreaterThan(PAGE_HTML_BUDGET);
      expect(line).toContain(PAGE_HTML_BUDGET.toLocaleString('en-US'));
      // Neither the page nor any other file of the build: the site published earlier stays as it was.
      expect(output).toMatch(/was not published, nor any other file of this build/);
      expect(fs.readdirSync(dist)).toEqual(['index.html']);
      expect(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('the last good build');
    },
    240_000,
  );
});
