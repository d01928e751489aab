// Entry of a page-checking worker thread. The worker starts as plain Node (no loader flags are
// passed on), so it registers tsx itself before loading the TypeScript: the same under
// `tsx scripts/validate.ts`, the build and Vitest.
import { register } from 'tsx/esm/api';

register();
await import('./pageWorker.ts');
