import { resolveText, resolveTokens, tokenValuesIfWhole, type TokenValues } from '../../../engine/content/tokens.ts';
import { siteFacts } from '../../lib/site/siteFacts.ts';
import type { Finding, Report } from '../issue.ts';
import type { SchemaValidator } from '../schemaValidator.ts';
import type { ContentDocument } from './contentDocument.ts';

/**
 * A string that is an address: a scheme the schemas' address patterns take first ('https:',
 * 'mailto:', 'tel:'), a path or an anchor. Any other "word:" is text ("Insights: Market Reports").
 */
const ADDRESS = /^(?:https?:|mailto:|tel:|\/|#)/i;

/** The token values site.json gives, or undefined if it is not whole enough to give them (its own checks say why). */
export function siteTokenValues(site: unknown): TokenValues | undefined {
  return tokenValuesIfWhole(siteFacts.tokens, site);
}

/**
 * Addresses with tokens in them ("https://{brand}", "tel:{phone}") are published with the tokens
 * filled from site.json, so their schema rules (the address patterns) are checked on the filled
 * value too: "https://{brand}" passes the pattern as written, but "https://Redbud Asset Group" is
 * no address. A problem found so is reported at the address, naming it as written and as filled;
 * an address already refused as written is not reported twice. Text with tokens that is not an
 * address is checked as written (its length is the author's, as they see it).
 */
export function checkFilledAddresses(
  document: ContentDocument,
  validator: SchemaValidator,
  tokens: TokenValues | undefined,
  findings: readonly Finding[],
  report: Report,
): void {
  if (!tokens) return;
  const addresses = new Map<string, { raw: string; filled: string }>();
  for (const { pointer, key, value } of document.strings) {
    if (!value.includes('{') || key === '$schema' || !ADDRESS.test(value)) continue;
    const filled = resolveText(value, tokens);
    if (filled !== value) addresses.set(pointer, { raw: value, filled });
  }
  if (!addresses.size) return;
  const reported = new Set(findings.map((finding) => finding.pointer));
  const data = resolveTokens(document.data, tokens);
  const problems =
    document.kind === 'site'
      ? validator.validateSite(data)
      : document.kind === 'routes'
        ? validator.validateRoutes(data)
        : validator.validatePage(data);
  for (const problem of problems) {
    const address = addresses.get(problem.pointer);
    // Its length is the author's, as written: only what the filled value breaks as an address counts.
    if (!address || reported.has(problem.pointer) || problem.key !== undefined || problem.code === 'too-long') continue;
    const params = problem.params as { value?: unknown };
    const named =
      typeof params.value === 'string'
        ? { ...params, value: `string ${JSON.stringify(address.raw)}, filled in as ${JSON.stringify(address.filled)},` }
        : params;
    report(problem.code, problem.pointer, named as never);
    reported.add(problem.pointer);
  }
}
