import { TOKEN_NAMES, unknownTokens } from '../../../engine/content/tokens.ts';
import type { StringValue } from '../documentStrings.ts';
import type { Report } from '../issue.ts';
import { closest } from '../suggest.ts';

/** Every {token} in a string must be one site.json can fill. */
export function checkContentTokens(strings: readonly StringValue[], report: Report, prefix = ''): void {
  for (const { pointer, key, value } of strings) {
    if (key === '$schema' || !value.includes('{')) continue; // most strings hold no token: skip the pattern
    for (const name of unknownTokens(value)) {
      const suggestion = closest(name, TOKEN_NAMES);
      report('unknown-token', prefix + pointer, { name, ...(suggestion ? { suggestion } : {}), known: [...TOKEN_NAMES] });
    }
  }
}
