/** Edit distance between two strings (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0]!;
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j]!;
      previous[j] = Math.min(above + 1, previous[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length]!;
}

/** The candidate closest to `word`, if it is close enough to be a likely typo. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  const allowed = Math.max(2, Math.floor(word.length / 3));
  let bestDistance = allowed + 1;
  const lower = word.toLowerCase();
  for (const candidate of candidates) {
    // Lengths further apart than the allowed distance cannot be close: skip the full comparison
    // (a broken link is compared with every route, and a site may have ten thousand).
    if (Math.abs(candidate.length - word.length) >= bestDistance) continue;
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** Lower-case words of a name: 'open-roles' → ['open', 'roles'], '/images/land-hero.svg' → ['images', 'land', 'hero', 'svg']. */
function wordsOf(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3);
}

/**
 * How strongly `candidate` seems meant by `word` when they are not near-typos: one containing the
 * other ('open-roles' and 'roles') scores above 1, shared words ('pie-chart' and 'chart-pie') up
 * to 1, nothing in common 0.
 */
function relatedness(word: string, candidate: string): number {
  const a = word.toLowerCase();
  const b = candidate.toLowerCase();
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  if (shorter.length >= 3 && longer.includes(shorter)) return 1 + shorter.length / longer.length;
  const wordsA = new Set(wordsOf(a));
  const wordsB = new Set(wordsOf(b));
  const shared = [...wordsA].filter((w) => wordsB.has(w)).length;
  return shared / Math.max(1, new Set([...wordsA, ...wordsB]).size);
}

/**
 * The candidate most likely meant by `word`: a near-typo if there is one, else the one most
 * related by containment or shared words. For names people shorten or reorder (anchors, image
 * files, icon names), where edit distance alone is too strict: '#open-roles' means 'roles'.
 */
export function nearest(word: string, candidates: Iterable<string>): string | undefined {
  const list = [...candidates];
  const typo = closest(word, list);
  if (typo !== undefined) return typo;
  let best: string | undefined;
  let bestScore = 0;
  for (const candidate of list) {
    const score = relatedness(word, candidate);
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

/** The candidates from nearest to farthest from `word` (related ones first, then by edit distance). */
export function byNearness(word: string, candidates: Iterable<string>): string[] {
  const lower = word.toLowerCase();
  return [...candidates]
    .map((candidate) => ({ candidate, related: relatedness(word, candidate), distance: editDistance(lower, candidate.toLowerCase()) }))
    .sort((a, b) => b.related - a.related || a.distance - b.distance || a.candidate.localeCompare(b.candidate))
    .map(({ candidate }) => candidate);
}
