import Tinypool from 'tinypool';

/**
 * The build's one worker-thread pool (prerender and validate share it), on tinypool: each thread
 * loads a task module once, with `data` (plain, cloneable data, a SharedArrayBuffer shared), and
 * runs the tasks it is given, one at a time. A task that throws rejects its run() with the error.
 */
export interface WorkerPool<Task, Result> {
  run(task: Task): Promise<Result>;
  /** Stops the threads; call it however the runs ended. */
  close(): Promise<void>;
}

/**
 * Every thread starts here: TypeScript needs tsx's loader, which a worker thread does not inherit
 * (and no loader flags are passed on, so it is the same under tsx, the build and Vitest).
 */
const ENTRY = new URL('./workerPoolEntry.mjs', import.meta.url);

/**
 * Starts `threads` threads at once, each loading `module` (whose default export runs one task), so
 * they boot while the caller does other work; tasks given before a thread is ready wait for it.
 */
export function startWorkerPool<Task, Result>(
  module: URL,
  { threads, data }: { threads: number; data: unknown },
): WorkerPool<Task, Result> {
  const pool = new Tinypool({
    filename: ENTRY.href,
    minThreads: threads,
    maxThreads: threads,
    execArgv: [],
    workerData: { module: module.href, data },
  });
  return { run: (task) => pool.run(task) as Promise<Result>, close: () => pool.destroy() };
}

/** In a pool's thread: the `data` the pool was started with. */
export function workerPoolData<T>(): T {
  return (Tinypool.workerData as { data: T }).data;
}
