import type { SearchEntry } from '../siteTypes';

/** Lower case, without accents: 'Réseau' and 'reseau' are one word to a reader searching. */
export function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The sections that hold every word of the query, best first: a section whose heading holds a
 * word before one that only mentions it. An empty query matches every section, in the index's order.
 */
export function matchSections(index: readonly SearchEntry[], query: string): SearchEntry[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...index];
  return index
    .map((entry, order) => {
      const heading = folded(`${entry.page} ${entry.heading}`);
      const all = `${heading} ${folded(entry.text)}`;
      if (!words.every((word) => all.includes(word))) return null;
      return { entry, order, score: words.filter((word) => heading.includes(word)).length };
    })
    .filter((found) => found !== null)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ entry }) => entry);
}
