/** One page to check: its id ('services/consulting') and file. */
export type PageEntry = readonly [id: string, file: string];

/**
 * Pages are handed out in chunks: big enough that claiming one costs nothing next to checking it,
 * small enough that two threads finish at about the same time.
 */
export const PAGES_PER_CHUNK = 50;

export function chunksOf(pages: readonly PageEntry[], size = PAGES_PER_CHUNK): PageEntry[][] {
  const chunks: PageEntry[][] = [];
  for (let start = 0; start < pages.length; start += size) chunks.push(pages.slice(start, start + size));
  return chunks;
}

/**
 * A counter shared by every thread (SharedArrayBuffer): each thread claims the next unclaimed
 * chunk with one atomic add, so the work balances itself whatever each thread's speed, and no
 * chunk is handed out twice.
 */
export class ChunkClaims {
  private readonly next: Int32Array;

  /** Claims on `count` chunks; pass the `buffer` of another thread's claims to share its counter. */
  constructor(
    private readonly count: number,
    readonly buffer = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT),
  ) {
    this.next = new Int32Array(buffer);
  }

  /** The index of a chunk no other thread has claimed, or undefined once all are claimed. */
  claim(): number | undefined {
    const index = Atomics.add(this.next, 0, 1);
    return index < this.count ? index : undefined;
  }
}
