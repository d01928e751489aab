import { formatIssue, hintLines } from './formatIssue.ts';
import { validateContent, type ValidateOptions } from './validateContent.ts';

/**
 * Validates the content and prints the report of `npm run validate`: each problem as
 * `file:line:col  /pointer  message  [code]`, what to do about each kind of problem found, then a
 * one-line summary. The build runs the same check first, so what validate rejects is never
 * published. Returns whether the content is valid.
 */
export async function validateAndReport(options: ValidateOptions = {}): Promise<boolean> {
  const started = performance.now();
  const result = await validateContent(options);
  for (const issue of result.issues) console.log(formatIssue(issue));
  if (!result.linksChecked)
    console.log('\nLinks and page routes were not checked, as routes.json gives no routes; fix it and run validate again.');
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const summary = `${result.pages} pages, ${result.routes} routes, ${result.blocks} blocks checked in ${seconds} s`;
  if (result.issues.length) {
    console.log(['', 'How to fix:', ...hintLines(result.issues)].join('\n'));
    console.log(`\n✖ ${result.issues.length} problem${result.issues.length === 1 ? '' : 's'} — ${summary}`);
    return false;
  }
  console.log(`✔ content is valid — ${summary}`);
  return true;
}
