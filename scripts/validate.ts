/**
 * npm run validate — checks every content file against the schemas and the site's rules, prints each
 * problem as `file:line:col  /pointer  message`, and exits 1 if there is any.
 *
 *   --json         print {"problems": ["file:line:col  /pointer  message", …]} instead (the dev overlay)
 *   --skip-types   do not regenerate the types to compare (authors cannot make them stale)
 */
import { validateAndReport } from './validate/report.ts';
import { validateContent } from './validate/validateContent.ts';
import { rel } from './lib/paths.ts';

const args = new Set(process.argv.slice(2));
const skipTypes = args.has('--skip-types');
if (args.has('--json')) {
  const { issues } = await validateContent({ skipTypes });
  console.log(JSON.stringify({ problems: issues.map((i) => `${rel(i.file)}:${i.line}:${i.col}  ${i.pointer}  ${i.message}`) }));
  process.exit(issues.length ? 1 : 0);
}
if (!(await validateAndReport({ skipTypes }))) process.exit(1);
