import type { PostalAddressShape } from './shapes.ts';

/** The content tokens an author may write in any string, e.g. "Talk to {brand}". */
export const TOKEN_NAMES = ['brand', 'email', 'phone', 'address'] as const;
export type TokenName = (typeof TOKEN_NAMES)[number];
export type TokenValues = Record<TokenName, string>;

/** {name} is a content token; {{name}} is left alone (run-time placeholders such as a form's {{status}}). */
const TOKEN_PATTERN = /(?<!\{)\{([A-Za-z][A-Za-z0-9_-]*)\}(?!\})/g;

/** What the tokens are filled from: site.json's brand and contact details. */
export interface TokenSource {
  brand: string;
  contact: { email: string; phone: string; address: Pick<PostalAddressShape, 'street' | 'city' | 'region' | 'postalCode'> };
}

/** The token values of a site config (any config with a brand and contact details: the rest is not read). */
export function tokenValues<Site extends TokenSource>(site: Site): TokenValues {
  const { street, city, region, postalCode } = site.contact.address;
  return {
    brand: site.brand,
    email: site.contact.email,
    phone: site.contact.phone,
    address: `${street}, ${city}, ${region} ${postalCode}`,
  };
}

export function isTokenName(name: string): name is TokenName {
  return (TOKEN_NAMES as readonly string[]).includes(name);
}

/** Names of tokens in `text` that are not known content tokens. */
export function unknownTokens(text: string): string[] {
  return [...text.matchAll(TOKEN_PATTERN)].map((m) => m[1]!).filter((name) => !isTokenName(name));
}

export function resolveText(text: string, values: TokenValues): string {
  return text.replace(TOKEN_PATTERN, (whole, name: string) => (isTokenName(name) ? values[name] : whole));
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
