import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validateAndReport } from '../../scripts/validate/report.ts';
import { validateContent } from '../../scripts/validate/validateContent.ts';
import { baseContent } from '../support/contentFixture.ts';
import { writeFixturePages } from '../support/fixturePages.ts';

const ROUTES = JSON.stringify(baseContent()['routes.json'], null, 2);

describe('a routes.json that gives no routes', () => {
  let remove = () => {};
  afterEach(() => {
    remove();
    vi.restoreAllMocks();
  });

  it.each([
    ['starts with a byte-order mark', `\uFEFF${ROUTES}`],
    ['is an empty object', '{}'],
    ['is missing', null],
  ])('%s: its own problem is reported, not a wall of links and pages said to be unrouted', async (_name, text) => {
    const pages = writeFixturePages('broken-manifest');
    remove = pages.remove;
    const file = path.join(pages.dir, 'routes.json');
    if (text === null) fs.rmSync(file);
    else fs.writeFileSync(file, text);
    const result = await validateContent({ pagesDir: pages.dir, skipTypes: true });
    expect(result.issues.length).toBeGreaterThan(0);
    expect(result.issues.filter((issue) => issue.file !== file)).toEqual([]);
    expect(result.linksChecked).toBe(false);
  });

  it('says in one line that links were not checked until routes.json is fixed', async () => {
    const pages = writeFixturePages('broken-manifest-report');
    remove = pages.remove;
    fs.writeFileSync(path.join(pages.dir, 'routes.json'), '{}');
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    expect(await validateAndReport({ pagesDir: pages.dir, skipTypes: true })).toBe(false);
    expect(printed.filter((line) => /links.*not checked.*routes\.json/i.test(line))).toHaveLength(1);
  });

  it('checks links as usual when routes.json gives routes', async () => {
    const pages = writeFixturePages('manifest-ok');
    remove = pages.remove;
    const result = await validateContent({ pagesDir: pages.dir, skipTypes: true });
    expect(result.issues).toEqual([]);
    expect(result.linksChecked).toBe(true);
  });
});
