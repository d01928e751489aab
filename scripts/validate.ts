/**
 * npm run validate — checks every content file against the schemas and the site's rules, prints each
 * problem as `file:line:col  /pointer  message`, and exits 1 if there is any.
 */
import { rel } from './lib/paths.ts';
import { validateContent } from './validate/validateContent.ts';

const started = performance.now();
const result = await validateContent();
for (const issue of result.issues) {
  console.log(`${rel(issue.file)}:${issue.line}:${issue.col}  ${issue.pointer}  ${issue.message}`);
}
const seconds = ((performance.now() - started) / 1000).toFixed(2);
const summary = `${result.pages} pages, ${result.routes} routes, ${result.blocks} blocks checked in ${seconds} s`;
if (result.issues.length) {
  console.log(`\n✖ ${result.issues.length} problem${result.issues.length === 1 ? '' : 's'} — ${summary}`);
  process.exit(1);
}
console.log(`✔ content is valid — ${summary}`);
