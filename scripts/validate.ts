/**
 * npm run validate — checks every content file against the schemas and the site's rules, prints each
 * problem as `file:line:col  /pointer  message  [code]`, and exits 1 if there is any.
 */
import { validateAndReport } from './validate/report.ts';

if (!(await validateAndReport())) process.exit(1);
