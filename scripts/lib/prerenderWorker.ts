/**
 * A prerender worker thread: loads the site's server entry once, then renders and writes the pages
 * it is sent, a batch at a time, and says how many it wrote and which pages link a stylesheet. See prerender.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createPageWriter, type PageJob, type PageWriterSettings } from './pageWriter.ts';

const write = await createPageWriter(workerData as PageWriterSettings);
parentPort!.on('message', async (batch: PageJob[]) => {
  try {
    let written = 0;
    const stylesheets: Record<string, string> = {};
    for (const job of batch) {
      const page = await write(job);
      if (page.written) written++;
      if (page.stylesheet) stylesheets[job.file] = page.stylesheet;
    }
    parentPort!.postMessage({ written, stylesheets });
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error) });
  }
});
parentPort!.postMessage({ ready: true });
