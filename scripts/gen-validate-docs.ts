/**
 * npm run gen:validate-docs — rewrites the table of validate's issues in docs/authoring.md ("What
 * validate tells you") from the catalogue in scripts/validate/catalogue/, so the guide lists every
 * code with its real wording. A unit test fails while the table is out of date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, rel } from './lib/paths.ts';
import { withIssueTable } from './validate/catalogue/issueTable.ts';

const guide = path.join(ROOT, 'docs/authoring.md');
const before = fs.readFileSync(guide, 'utf8');
const after = withIssueTable(before);
if (after === before) console.log(`${rel(guide)}: the issue table is up to date`);
else {
  fs.writeFileSync(guide, after);
  console.log(`${rel(guide)}: rewrote the issue table`);
}
