/**
 * A prerender worker thread: loads the site's server entry once, then renders and writes the pages
 * it is sent, a batch at a time, and says how many it wrote, which pages link a stylesheet and which
 * were over the HTML budget. See prerender.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createPageWriter, type PageJob, type PageWriterSettings } from './pageWriter.ts';
import type { WorkerReport } from './prerender.ts';

const write = await createPageWriter(workerData as PageWriterSettings);
parentPort!.on('message', async (batch: PageJob[]) => {
  try {
    let written = 0;
    const stylesheets: Record<string, string> = {};
    const overBudget: Record<string, number> = {};
    for (const job of batch) {
      const page = await write(job);
      if (page.written) written++;
      if (page.stylesheet) stylesheets[job.file] = page.stylesheet;
      if (page.overBudget !== undefined) overBudget[job.file] = page.overBudget;
    }
    parentPort!.postMessage({ written, stylesheets, overBudget } satisfies WorkerReport);
  } catch (error) {
    parentPort!.postMessage({
      error: error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error),
    } satisfies WorkerReport);
  }
});
parentPort!.postMessage({ ready: true } satisfies WorkerReport);
