/**
 * npm run gen:docs — rewrites the generated parts of docs/authoring.md: the table of validate's
 * issues (from scripts/validate/catalogue/), the fields of each card kind, the icon names and each
 * block type's examples (from the schemas). A unit test fails while any of them is out of date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, rel } from '../lib/site/paths.ts';
import { withIssueTable } from '../validate/catalogue/issueTable.ts';
import { schemaSections, withGuideSections } from './guideSections.ts';

const guide = path.join(ROOT, 'docs/authoring.md');
const before = fs.readFileSync(guide, 'utf8');
const after = withGuideSections(withIssueTable(before), schemaSections());
if (after === before) console.log(`${rel(guide)}: the generated sections are up to date`);
else {
  fs.writeFileSync(guide, after);
  console.log(`${rel(guide)}: rewrote the generated sections`);
}
