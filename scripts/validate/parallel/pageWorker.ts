/**
 * A thread of the worker pool (scripts/lib/processes/workerPool.ts) that checks pages: it compiles the
 * schemas once, then, when run, claims chunks of pages from the counter it shares with the other
 * threads until none is left, and returns each chunk's summaries.
 */
import os from 'node:os';
import { workerPoolData } from '../../lib/processes/workerPool.ts';
import { ChunkClaims, type PageEntry } from './pageChunks.ts';
import { checkPages, documentEnv, type PageCheckSetup } from './pageChecker.ts';

/** A background job's nice value: above the default (0), so a lower priority. */
const BACKGROUND_PRIORITY = 10;

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
// Checking in the background of a process that answers requests (the dev server's): this thread
// gives way to the one that answers. On Linux a priority set for "process 0" is this thread's own.
if (setup.background && process.platform === 'linux') {
  try {
    os.setPriority(BACKGROUND_PRIORITY);
  } catch {
    // Not allowed here: the thread checks at the priority it has.
  }
}
const env = documentEnv(setup);
const counter = new ChunkClaims(chunks.length, claims);

export default function checkClaimedChunks(): CheckedChunk[] {
  const checked: CheckedChunk[] = [];
  for (let chunk = counter.claim(); chunk !== undefined; chunk = counter.claim())
    checked.push({ chunk, summaries: checkPages(chunks[chunk]!, env) });
  return checked;
}
