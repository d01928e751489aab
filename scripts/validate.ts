/**
 * npm run validate — checks every content file against the schemas and the site's rules, prints each
 * problem as `file:line:col  /pointer  message  [code]`, and exits 1 if there is any.
 *
 *   --json         print {"problems": ["file:line:col  /pointer  message  [code]", …]} instead (the dev overlay)
 *   --skip-types   do not regenerate the types to compare (authors cannot make them stale)
 */
import { validateAndReport } from './validate/report.ts';
import { validateContent } from './validate/validateContent.ts';
import { formatIssue } from './validate/formatIssue.ts';

const args = new Set(process.argv.slice(2));
const skipTypes = args.has('--skip-types');
if (args.has('--json')) {
  const { issues } = await validateContent({ skipTypes });
  console.log(JSON.stringify({ problems: issues.map(formatIssue) }));
  process.exit(issues.length ? 1 : 0);
}
if (!(await validateAndReport({ skipTypes }))) process.exit(1);
