/**
 * A worker thread that checks pages: it compiles the schemas once, then claims chunks of pages
 * from the counter it shares with the other threads until none is left, sending each chunk's
 * summaries back as it goes.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ChunkClaims, type PageEntry } from './pageChunks.ts';
import { checkPages, documentEnv, type PageCheckSetup } from './pageChecker.ts';

export interface PageWorkerData {
  setup: PageCheckSetup;
  chunks: PageEntry[][];
  claims: SharedArrayBuffer;
}

export type PageWorkerMessage = { chunk: number; summaries: ReturnType<typeof checkPages> } | { done: true };

const { setup, chunks, claims } = workerData as PageWorkerData;
const env = documentEnv(setup);
const counter = new ChunkClaims(chunks.length, claims);
for (let chunk = counter.claim(); chunk !== undefined; chunk = counter.claim()) {
  parentPort!.postMessage({ chunk, summaries: checkPages(chunks[chunk]!, env) } satisfies PageWorkerMessage);
}
parentPort!.postMessage({ done: true } satisfies PageWorkerMessage);
