import { Worker } from 'node:worker_threads';
import type { DocumentEnv, DocumentSummary } from '../checkDocument.ts';
import { ChunkClaims, chunksOf, type PageEntry } from './pageChunks.ts';
import { checkPages, type PageCheckSetup } from './pageChecker.ts';
import type { PageWorkerData, PageWorkerMessage } from './pageWorker.ts';

const WORKER_ENTRY = new URL('./pageWorkerEntry.mjs', import.meta.url);

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
  private readonly workers: Worker[] = [];
  private received = 0;
  private running = 0;
  private settle: (() => void) | undefined;
  private failure: Error | undefined;

  private constructor(pages: readonly PageEntry[], setup: PageCheckSetup, workerCount: number) {
    this.chunks = chunksOf(pages);
    this.claims = new ChunkClaims(this.chunks.length);
    this.results = new Array(this.chunks.length);
    if (!this.chunks.length) return;
    for (let i = 0; i < workerCount; i++) this.startWorker({ setup, chunks: this.chunks, claims: this.claims.buffer });
  }

  static start(pages: readonly PageEntry[], setup: PageCheckSetup, workerCount: number): PageCheckRun {
    return new PageCheckRun(pages, setup, workerCount);
  }

  /** Every page's summary, in the order the pages were given. */
  async finish(env: DocumentEnv, { pagesOnMainThread = true } = {}): Promise<DocumentSummary[]> {
    if (pagesOnMainThread || !this.workers.length) {
      for (let chunk = this.claims.claim(); chunk !== undefined; chunk = this.claims.claim())
        this.store(chunk, checkPages(this.chunks[chunk]!, env));
    }
    if (!this.complete() && this.running > 0) await new Promise<void>((resolve) => (this.settle = resolve));
    await Promise.all(this.workers.map((worker) => worker.terminate()));
    if (this.failure) console.warn(`validate: a worker thread failed (${this.failure.message}); the main thread checked its pages instead`);
    // A worker that failed may have claimed chunks it never returned: check those here.
    this.chunks.forEach((pages, chunk) => this.results[chunk] ?? this.store(chunk, checkPages(pages, env)));
    return this.results.flatMap((summaries) => summaries!);
  }

  private startWorker(data: PageWorkerData): void {
    // No loader flags are passed on: the entry registers what it needs (see pageWorkerEntry.mjs).
    const worker = new Worker(WORKER_ENTRY, { workerData: data, execArgv: [] });
    this.workers.push(worker);
    this.running++;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      this.running--;
      this.check();
    };
    worker.on('message', (message: PageWorkerMessage) => {
      if ('done' in message) end();
      else this.store(message.chunk, message.summaries);
    });
    worker.on('error', (error) => {
      this.failure ??= error;
      end();
    });
    worker.on('exit', end);
  }

  private store(chunk: number, summaries: DocumentSummary[]): void {
    if (this.results[chunk]) return;
    this.results[chunk] = summaries;
    this.received++;
    this.check();
  }

  private complete(): boolean {
    return this.received === this.chunks.length;
  }

  private check(): void {
    if (this.settle && (this.complete() || this.running === 0)) this.settle();
  }
}
