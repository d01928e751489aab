/** A task module for tests/unit/workerPool.test.ts: TypeScript, as the build's are, with the pool's data. */
import { workerPoolData } from '../../scripts/lib/processes/workerPool.ts';

const { factor } = workerPoolData<{ factor: number }>();

export default function scale(n: number): number {
  if (n < 0) throw new Error(`cannot scale ${n}`);
  return n * factor;
}
