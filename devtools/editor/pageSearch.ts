import type { PageSummary } from './editorClient';

/** The most rows the page list shows at once: a site of ten thousand pages is searched, not scrolled. */
export const PAGE_LIST_LIMIT = 200;

/** What a page is found by: its file's id, its title as written and as visitors read it, and its addresses, in lower case. */
function searchText(page: PageSummary): string {
  return `${page.id} ${page.title} ${page.shownTitle ?? ''} ${page.paths.join(' ')}`.toLowerCase();
}

/**
 * The pages whose file, title or addresses hold every word of `query`, in any case and any order;
 * all of them for an empty query. A page the query names exactly (its file, `about`, or one of its
 * addresses, `/about`) comes first, so Enter in the search opens it; the rest keep their order.
 */
export function findPages(pages: readonly PageSummary[], query: string): PageSummary[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...pages];
  const found = pages.filter((page) => {
    const text = searchText(page);
    return words.every((word) => text.includes(word));
  });
  const wanted = query
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '');
  const named = (page: PageSummary) => page.id === wanted || page.paths.some((path) => path.slice(1).toLowerCase() === wanted);
  return [...found.filter(named), ...found.filter((page) => !named(page))];
}

const count = (n: number) => n.toLocaleString('en-US');

/** What the list says of a search: how many pages match of how many, and whether it shows them all. */
export function searchSummary(found: number, total: number, query: string): string {
  const words = query.trim();
  const all = `${count(total)} page${total === 1 ? '' : 's'}`;
  const cut = found > PAGE_LIST_LIMIT ? `, showing the first ${PAGE_LIST_LIMIT}: type ${words ? 'more ' : ''}to narrow the list` : '';
  if (!words) return all + cut;
  if (!found) return `No page matches “${words}” (of ${all})`;
  return `${found === 1 ? '1 page matches' : `${count(found)} pages match`} “${words}” (of ${all})${cut}`;
}
