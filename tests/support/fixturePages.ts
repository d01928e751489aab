import { validateContent, type Issue } from '../../scripts/validate/validateContent.ts';
import { baseContent } from './contentFixture.ts';
import { writePages } from './tempPages.ts';

/**
 * The small valid fixture site (contentFixture's) as files in a disposable pages folder, with some
 * files given as raw text: what a JSON object cannot hold (a duplicate key, a byte-order mark, a
 * byte that is not UTF-8) is written as text or bytes by the test.
 */
export function writeFixturePages(label: string, texts: Record<string, string> = {}): { dir: string; remove: () => void } {
  const files = Object.fromEntries(Object.entries(baseContent()).map(([name, json]) => [name, JSON.stringify(json, null, 2) + '\n']));
  return writePages(label, { ...files, ...texts });
}

/** The issues validate reports for a pages folder (the generated types are not compared: they are the repository's). */
export async function issuesIn(dir: string): Promise<Issue[]> {
  return (await validateContent({ pagesDir: dir, skipTypes: true })).issues;
}
