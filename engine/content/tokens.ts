/**
 * Content tokens: `{name}` in any string of a page or of the site config, filled from the site
 * config when the page is built, so a rebrand is one edit. Which tokens there are, and what fills
 * each, is the site's to say (its `contentTokens`); the engine resolves them and validate reports
 * a name the site does not define.
 */

/** A site's tokens: each name, with how its value is read off the site config. */
export type ContentTokens<Config = never> = Readonly<Record<string, (config: Config) => string>>;

/** The tokens' values, by name. */
export type TokenValues = Readonly<Record<string, string>>;

/** {name} is a content token; {{name}} is left alone (run-time placeholders such as a form's {{status}}). */
const TOKEN_PATTERN = /(?<!\{)\{([A-Za-z][A-Za-z0-9_-]*)\}(?!\})/g;

/** The token values of a site config. */
export function tokenValues<Config>(tokens: ContentTokens<Config>, config: Config): TokenValues {
  return Object.fromEntries(Object.entries(tokens).map(([name, read]) => [name, read(config)]));
}

/**
 * The token values of a config that may not be whole (one being checked): undefined where a token
 * cannot be read from it, or reads as something other than text. What is missing is the config's
 * own checks' to report.
 */
export function tokenValuesIfWhole<Config>(tokens: ContentTokens<Config>, config: unknown): TokenValues | undefined {
  try {
    const values = tokenValues(tokens, config as Config);
    return Object.values(values).every((value) => typeof value === 'string') ? values : undefined;
  } catch {
    return undefined;
  }
}

/** Own names only: a token named "constructor" or "__proto__" is one the site defined, or none. */
function isKnown(name: string, known: TokenValues | ContentTokens<never>): boolean {
  return Object.hasOwn(known, name);
}

/** Names of tokens in `text` that `known` (the site's tokens, or their values) does not define. */
export function unknownTokens(text: string, known: TokenValues | ContentTokens<never>): string[] {
  return [...text.matchAll(TOKEN_PATTERN)].map((m) => m[1]!).filter((name) => !isKnown(name, known));
}

export function resolveText(text: string, values: TokenValues): string {
  return text.replace(TOKEN_PATTERN, (whole, name: string) => (isKnown(name, values) ? values[name]! : whole));
}

/** Deep copy of a JSON value with every string's tokens resolved. */
export function resolveTokens<T>(value: T, values: TokenValues): T {
  if (typeof value === 'string') return resolveText(value, values) as T;
  if (Array.isArray(value)) return value.map((item) => resolveTokens(item, values)) as T;
  if (value && typeof value === 'object') {
    // fromEntries defines each key as the object's own, "__proto__" too (an assignment would set the prototype).
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, key === '$schema' ? item : resolveTokens(item, values)]),
    ) as T;
  }
  return value;
}
