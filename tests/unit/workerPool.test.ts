import { describe, expect, it } from 'vitest';
import { startWorkerPool } from '../../scripts/lib/processes/workerPool.ts';

const TASK = new URL('../support/workerPoolTask.ts', import.meta.url);

describe('the worker pool (prerender and validate)', () => {
  it('runs a TypeScript task module in its threads, with the data it was started with', async () => {
    const pool = startWorkerPool<number, number>(TASK, { threads: 2, data: { factor: 3 } });
    try {
      expect(await Promise.all([1, 2, 3, 4, 5].map((n) => pool.run(n)))).toEqual([3, 6, 9, 12, 15]);
    } finally {
      await pool.close();
    }
  });

  it("rejects a run with the task's own error, and the other runs still answer", async () => {
    const pool = startWorkerPool<number, number>(TASK, { threads: 1, data: { factor: 2 } });
    try {
      await expect(pool.run(-1)).rejects.toThrow('cannot scale -1');
      expect(await pool.run(21)).toBe(42);
    } finally {
      await pool.close();
    }
  });
});
