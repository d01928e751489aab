import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validateAndReport } from '../../scripts/validate/report.ts';
import { issuesIn, writeFixturePages } from '../support/fixturePages.ts';

describe('a content file that cannot be read', () => {
  let remove = () => {};
  afterEach(() => {
    remove();
    vi.restoreAllMocks();
  });

  it.each([
    ['a missing routes.json', (dir: string) => fs.rmSync(path.join(dir, 'routes.json')), 'routes.json', /does not exist/],
    ['a missing site.json', (dir: string) => fs.rmSync(path.join(dir, 'site.json')), 'site.json', /does not exist/],
    [
      'a link to nowhere',
      (dir: string) => fs.symlinkSync(path.join(dir, 'gone.json'), path.join(dir, 'dangling.json')),
      'dangling.json',
      /does not exist/,
    ],
    ['a folder where routes.json belongs', (dir: string) => replaceWithFolder(path.join(dir, 'routes.json')), 'routes.json', /folder/],
  ])('%s is an issue at 1:1 with the reason and the fix, not a crash', async (_name, breakIt, name, reason) => {
    const pages = writeFixturePages('unreadable');
    remove = pages.remove;
    breakIt(pages.dir);
    const found = (await issuesIn(pages.dir)).filter((issue) => issue.code === 'file-unreadable');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ file: path.join(pages.dir, name), line: 1, col: 1, pointer: '/' });
    expect(found[0]!.message).toMatch(reason);
    expect(found[0]!.hint).not.toBe('');
  });

  it('fails validate with its normal report', async () => {
    const pages = writeFixturePages('unreadable-report');
    remove = pages.remove;
    fs.rmSync(path.join(pages.dir, 'routes.json'));
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    expect(await validateAndReport({ pagesDir: pages.dir, skipTypes: true })).toBe(false);
    expect(printed.join('\n')).toMatch(/routes\.json:1:1 .*\[file-unreadable\]/);
    expect(printed.join('\n')).toMatch(/✖ \d+ problems? — /);
  });
});

function replaceWithFolder(file: string): void {
  fs.rmSync(file);
  fs.mkdirSync(file);
}
