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

  constructor(
    readonly buffer: SharedArrayBuffer = new SharedArrayBuffer(4),
    private readonly count = Number.MAX_SAFE_INTEGER,
  ) {
    this.next = new Int32Array(buffer);
  }

  /** The index of a chunk no other thread has claimed, or undefined once all are claimed. */
  claim(): number | undefined {
    const index = Atomics.add(this.next, 0, 1);
    return index < this.count ? index : undefined;
  }

  static forChunks(count: number): ChunkClaims {
    return new ChunkClaims(new SharedArrayBuffer(4), count);
  }

  static shared(buffer: SharedArrayBuffer, count: number): ChunkClaims {
    return new ChunkClaims(buffer, count);
  }
}
