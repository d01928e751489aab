import { resolveText, type TokenValues } from '../../../engine/content/tokens.ts';
import type { Report } from '../issue.ts';

/** A page's title and description as written (tokens unresolved). */
export interface PageMeta {
  id: string;
  title?: unknown;
  description?: unknown;
}

/** Pages named in one message: a template copied to a thousand pages must not print a thousand names on each. */
const OTHERS_NAMED = 3;

/**
 * Titles and descriptions identify pages in search results and browser tabs: distinct pages need
 * distinct ones, or search engines show (and may fold together) look-alike results. Compared with
 * tokens resolved, as visitors see them. Every page that shares one is reported, naming the
 * others, since either may be the one to change.
 */
export function checkDuplicateMeta(pages: readonly PageMeta[], tokens: TokenValues, reportInPage: (id: string) => Report): void {
  for (const field of ['title', 'description'] as const) {
    const pagesWith = new Map<string, string[]>();
    for (const page of pages) {
      const text = page[field];
      if (typeof text !== 'string') continue;
      const resolved = resolveText(text, tokens);
      const ids = pagesWith.get(resolved);
      if (ids) ids.push(page.id);
      else pagesWith.set(resolved, [page.id]);
    }
    for (const [text, ids] of pagesWith) {
      if (ids.length < 2) continue;
      ids.forEach((id, index) => {
        // The pages nearest in order first: for a copy, its original.
        const others = [...ids.slice(index + 1), ...ids.slice(0, index)].reverse();
        const named = others.slice(0, OTHERS_NAMED);
        const params = { text, others: named, ...(others.length > named.length ? { more: others.length - named.length } : {}) };
        reportInPage(id)(field === 'title' ? 'duplicate-title' : 'duplicate-description', `/meta/${field}`, params);
      });
    }
  }
}
