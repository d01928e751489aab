import { resolveText, type TokenValues } from '../../../engine/content/tokens.ts';
import type { Report } from '../issue.ts';

/** A page's title and description as written (tokens unresolved). */
export interface PageMeta {
  id: string;
  title?: unknown;
  description?: unknown;
}

/**
 * Titles and descriptions identify pages in search results and browser tabs: distinct pages need
 * distinct ones, or search engines show (and may fold together) look-alike results. Compared with
 * tokens resolved, as visitors see them.
 */
export function checkDuplicateMeta(pages: readonly PageMeta[], tokens: TokenValues, reportInPage: (id: string) => Report): void {
  for (const field of ['title', 'description'] as const) {
    const firstWith = new Map<string, string>();
    for (const page of pages) {
      const text = page[field];
      if (typeof text !== 'string') continue;
      const resolved = resolveText(text, tokens);
      const other = firstWith.get(resolved);
      if (other === undefined) firstWith.set(resolved, page.id);
      else reportInPage(page.id)(field === 'title' ? 'duplicate-title' : 'duplicate-description', `/meta/${field}`, { text: resolved, others: [other] });
    }
  }
}
