import { unknownTokens } from '../../../engine/content/tokens.ts';
import { siteFacts } from '../../lib/site/siteFacts.ts';
import type { StringValue } from '../documentStrings.ts';
import type { Report } from '../issue.ts';
import { closest } from '../suggest.ts';

/** Every {token} in a string must be one of the site's (its content tokens); each unknown one is reported where it stands. */
export function checkContentTokens(strings: readonly StringValue[], report: Report, prefix = ''): void {
  const known = Object.keys(siteFacts.tokens);
  for (const { pointer, key, value } of strings) {
    if (key === '$schema' || !value.includes('{')) continue; // most strings hold no token: skip the pattern
    const names = unknownTokens(value, siteFacts.tokens);
    if (!names.length) continue;
    tokenIndexes(value, names).forEach((index, i) => {
      const name = names[i]!;
      const suggestion = closest(name, known);
      report('unknown-token', prefix + pointer, { name, ...(suggestion ? { suggestion } : {}), known }, { within: index });
    });
  }
}

/**
 * Where each of `names` (tokens of `text`, in order) stands in it. '{{name}}' is not a token (it
 * is left for run-time placeholders), so such an occurrence is passed over.
 */
function tokenIndexes(text: string, names: readonly string[]): number[] {
  let from = 0;
  return names.map((name) => {
    const token = `{${name}}`;
    let index = text.indexOf(token, from);
    while (index >= 0 && (text[index - 1] === '{' || text[index + token.length] === '}')) index = text.indexOf(token, index + 1);
    from = index + token.length;
    return index;
  });
}
