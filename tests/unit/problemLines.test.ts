import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMA_DIR } from '../../scripts/lib/site/paths.ts';
import { problemLines } from '../../scripts/validate/problemLines.ts';
import { baseContent, writeValidatableContent } from '../support/contentFixture.ts';

/** The dev overlay's lines follow each edit on disk, though the pages not edited are taken from the last run. */
describe('problemLines', () => {
  it('shows a problem an edit brings, and drops it once the edit is undone', async () => {
    const pagesDir = writeValidatableContent(baseContent(), SCHEMA_DIR);
    const about = path.join(pagesDir, 'about.json');
    const original = fs.readFileSync(about, 'utf8');
    expect((await problemLines(pagesDir)).problems).toEqual([]);

    fs.writeFileSync(about, original.replace('"About {brand}"', '"About {brnad}"'));
    const { problems } = await problemLines(pagesDir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/about\.json:\d+:\d+ .*brnad/);

    fs.writeFileSync(about, original);
    expect((await problemLines(pagesDir)).problems).toEqual([]);
  });
});
