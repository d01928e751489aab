/**
 * A thread of the worker pool (scripts/lib/processes/workerPool.ts) that checks pages: it compiles the
 * schemas once, then, when run, claims chunks of pages from the counter it shares with the other
 * threads until none is left, and returns each chunk's summaries.
 */
import { workerPoolData } from '../../lib/processes/workerPool.ts';
import { ChunkClaims, type PageEntry } from './pageChunks.ts';
import { checkPages, documentEnv, type PageCheckSetup } from './pageChecker.ts';

export interface PageWorkerData {
  setup: PageCheckSetup;
  chunks: PageEntry[][];
  claims: SharedArrayBuffer;
}

export interface CheckedChunk {
  chunk: number;
  summaries: ReturnType<typeof checkPages>;
}

const { setup, chunks, claims } = workerPoolData<PageWorkerData>();
const env = documentEnv(setup);
const counter = new ChunkClaims(chunks.length, claims);

export default function checkClaimedChunks(): CheckedChunk[] {
  const checked: CheckedChunk[] = [];
  for (let chunk = counter.claim(); chunk !== undefined; chunk = counter.claim())
    checked.push({ chunk, summaries: checkPages(chunks[chunk]!, env) });
  return checked;
}
