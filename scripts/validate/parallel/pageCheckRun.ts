import { startWorkerPool, type WorkerPool } from '../../lib/processes/workerPool.ts';
import type { DocumentEnv, DocumentSummary } from '../checkDocument.ts';
import { ChunkClaims, chunksOf, type PageEntry } from './pageChunks.ts';
import { checkPages, type PageCheckSetup } from './pageChecker.ts';
import type { CheckedChunk, PageWorkerData } from './pageWorker.ts';

const WORKER_MODULE = new URL('./pageWorker.ts', import.meta.url);

/**
 * Checking every page, shared between worker threads and (optionally) the main thread. Workers
 * start first, so they boot and compile the schemas while the main thread does its own work;
 * then `finish` has the main thread claim chunks too, and collects the results in page order, so
 * the outcome is the same however the chunks were shared out.
 */
export class PageCheckRun {
  private readonly chunks: PageEntry[][];
  private readonly claims: ChunkClaims;
  private readonly results: (DocumentSummary[] | undefined)[];
  private readonly pool: WorkerPool<void, CheckedChunk[]> | undefined;
  /** One run per worker thread: it claims chunks until none is left. */
  private readonly runs: Promise<void>[] = [];
  private failure: Error | undefined;

  private constructor(pages: readonly PageEntry[], setup: PageCheckSetup, workerCount: number) {
    this.chunks = chunksOf(pages);
    this.claims = new ChunkClaims(this.chunks.length);
    this.results = new Array(this.chunks.length);
    if (!this.chunks.length || workerCount < 1) return;
    const data: PageWorkerData = { setup, chunks: this.chunks, claims: this.claims.buffer };
    this.pool = startWorkerPool(WORKER_MODULE, { threads: workerCount, data });
    for (let i = 0; i < workerCount; i++) {
      this.runs.push(
        this.pool.run().then(
          (checked) => checked.forEach(({ chunk, summaries }) => this.store(chunk, summaries)),
          (error: Error) => void (this.failure ??= error),
        ),
      );
    }
  }

  static start(pages: readonly PageEntry[], setup: PageCheckSetup, workerCount: number): PageCheckRun {
    return new PageCheckRun(pages, setup, workerCount);
  }

  /** Every page's summary, in the order the pages were given. */
  async finish(env: DocumentEnv, { pagesOnMainThread = true } = {}): Promise<DocumentSummary[]> {
    if (pagesOnMainThread || !this.pool) {
      for (let chunk = this.claims.claim(); chunk !== undefined; chunk = this.claims.claim())
        this.store(chunk, checkPages(this.chunks[chunk]!, env));
    }
    await Promise.all(this.runs);
    await this.pool?.close();
    if (this.failure) console.warn(`validate: a worker thread failed (${this.failure.message}); the main thread checked its pages instead`);
    // A worker that failed may have claimed chunks it never returned: check those here.
    this.chunks.forEach((pages, chunk) => this.results[chunk] ?? this.store(chunk, checkPages(pages, env)));
    return this.results.flatMap((summaries) => summaries!);
  }

  private store(chunk: number, summaries: DocumentSummary[]): void {
    this.results[chunk] ??= summaries;
  }
}
