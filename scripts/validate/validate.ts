/**
 * npm run validate — checks every content file against the schemas and the site's rules, prints each
 * problem as `file:line:col  /pointer  message  [code]`, and exits 1 if there is any.
 *
 *   --json              print {"problems": ["file:line:col  /pointer  message  [code]", …], "issues": [{file, line, col, pointer, code, message, hint}, …]}
 *                       instead (the dev overlay, the page editor)
 *   --skip-types        do not regenerate the types to compare (authors cannot make them stale)
 *   --candidate <file>  with --json: check the content as it would be with <file>'s text replaced by
 *                       standard input (the page editor, before it saves), and add "baseline": the
 *                       issues of the content as it is, so the editor can tell which ones the change brings
 */
import fs from 'node:fs';
import path from 'node:path';
import { validateAndReport } from './report.ts';
import { PageSummaryCache } from './summaryCache.ts';
import { validateContent } from './validateContent.ts';
import { PAGES_DIR, rel } from '../lib/site/paths.ts';
import { formatIssue } from './formatIssue.ts';

const argv = process.argv.slice(2);
const args = new Set(argv);
const skipTypes = args.has('--skip-types');
const candidateAt = argv.indexOf('--candidate');
if (args.has('--json')) {
  let overrides: Map<string, string> | undefined;
  if (candidateAt >= 0) {
    const file = argv[candidateAt + 1];
    if (!file) throw new Error('--candidate needs the file whose text standard input replaces');
    // A file outside the content folder would never be read, and the check would pass unseen.
    if (!path.resolve(file).startsWith(PAGES_DIR + path.sep))
      throw new Error(`--candidate ${file} is not a file of the content folder ${rel(PAGES_DIR)}`);
    overrides = new Map([[path.resolve(file), fs.readFileSync(0, 'utf8')]]);
  }
  // The baseline run takes the pages the candidate run checked from disk, and checks only the
  // candidate file as it is on disk.
  const summaryCache = overrides ? new PageSummaryCache() : undefined;
  const { issues } = await validateContent({ skipTypes, overrides, summaryCache });
  const baseline = overrides ? (await validateContent({ skipTypes, summaryCache })).issues : undefined;
  const problems = issues.map(formatIssue);
  console.log(JSON.stringify({ problems, issues, baseline }));
  process.exit(issues.length ? 1 : 0);
}
if (candidateAt >= 0) throw new Error('--candidate works with --json only');
if (!(await validateAndReport({ skipTypes }))) process.exit(1);
