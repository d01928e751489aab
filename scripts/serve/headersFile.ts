import fs from 'node:fs';

/**
 * The `_headers` file format read by Netlify and Cloudflare Pages: a path pattern on its own line,
 * then indented `Name: value` lines. '*' in a pattern matches any run of characters.
 */
export interface HeaderRule {
  pattern: RegExp;
  headers: Record<string, string>;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | null = null;
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      const source = raw
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      // 's': '*' must match line breaks too, or a path decoding to one would escape every rule.
      current = { pattern: new RegExp(`^${source}$`, 's'), headers: {} };
      rules.push(current);
      continue;
    }
    const colon = raw.indexOf(':');
    if (current && colon > 0) current.headers[raw.slice(0, colon).trim().toLowerCase()] = raw.slice(colon + 1).trim();
  }
  return rules;
}

/**
 * The rules of a `_headers` file as it is now: read again whenever its size or modification time
 * changes (a rebuild into the served folder rewrites it, and each build's Content-Security-Policy
 * allows only that build's inline script), and none while it is missing.
 */
export function headersFileReader(file: string): () => HeaderRule[] {
  let seen = '';
  let rules: HeaderRule[] = [];
  return () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    const version = stat ? `${stat.size}:${stat.mtimeMs}` : '';
    if (version !== seen) {
      rules = stat ? parseHeadersFile(fs.readFileSync(file, 'utf8')) : [];
      seen = version;
    }
    return rules;
  };
}

export function headersFor(rules: HeaderRule[], urlPath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) if (rule.pattern.test(urlPath)) Object.assign(headers, rule.headers);
  return headers;
}
