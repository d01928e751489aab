import { commonSubsequence } from '../../scripts/lib/json/jsonCompare.ts';

/** Lines only in `before` and lines only in `after` (a line diff, as git shows it). */
export function lineDiff(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  const pairs = commonSubsequence(a, b, (x, y) => x === y);
  const keptA = new Set(pairs.map(([i]) => i));
  const keptB = new Set(pairs.map(([, j]) => j));
  return { removed: a.filter((_, i) => !keptA.has(i)), added: b.filter((_, j) => !keptB.has(j)) };
}
