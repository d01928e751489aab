import type { Report } from '../issue.ts';
import { joinPointer } from '../../lib/json/jsonPointer.ts';
import type { BlockFacts } from '../options.ts';
import { nearest } from '../suggest.ts';
import { blocksOf, fieldOf, type ContentDocument } from './contentDocument.ts';

/**
 * Block fields that name an entry of site.json (a tab bar's "tabs" names a key of "tabSets") must
 * name one that exists. Which fields do is a block fact, passed in.
 */
export function checkSiteReferences(page: ContentDocument, facts: ReadonlyArray<BlockFacts>, site: unknown, report: Report): void {
  if (!site || typeof site !== 'object') return; // site.json did not parse: its own issue says so
  const factsOf = new Map(facts.map((fact) => [fact.type, fact]));
  blocksOf(page.data).forEach((block, index) => {
    const siteKeys = factsOf.get(String(fieldOf(block, 'type')))?.siteKeys;
    if (!siteKeys) return;
    for (const [field, siteKey] of Object.entries(siteKeys)) {
      const value = fieldOf(block, field);
      if (typeof value !== 'string') continue; // the schema reports a missing or mistyped field
      const entries = fieldOf(site, siteKey);
      const known = entries && typeof entries === 'object' ? Object.keys(entries) : [];
      if (known.includes(value)) continue;
      const suggestion = nearest(value, known);
      report('unknown-site-key', joinPointer('/blocks', index, field), { siteKey, value, ...(suggestion ? { suggestion } : {}), known });
    }
  });
}
