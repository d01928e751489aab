import type { Report } from '../issue.ts';
import type { BlockFacts } from '../options.ts';
import { blocksOf, fieldOf, type ContentDocument } from './contentDocument.ts';

/** A page shows exactly one main heading (h1): exactly one of its blocks is a page-heading block. */
export function checkPageHeading(page: ContentDocument, facts: ReadonlyArray<BlockFacts>, report: Report): void {
  const blocks = blocksOf(page.data);
  if (!blocks.length) return; // an empty or missing block list is the schema's to report
  const headingTypes = facts.filter((fact) => fact.rendersPageHeading).map((fact) => fact.type);
  const count = blocks.filter((block) => headingTypes.includes(String(fieldOf(block, 'type')))).length;
  if (count !== 1) report('page-heading-count', '/blocks', { types: headingTypes, count });
}
