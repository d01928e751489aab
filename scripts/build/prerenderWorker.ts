/**
 * A prerender worker (a thread of the worker pool, workerPool.ts): loads the site's server entry
 * once, then renders and writes each batch of pages it is given, and reports how many it wrote,
 * which pages link a stylesheet and which were over the HTML budget. See prerender.ts.
 */
import { createPageWriter, type PageJob, type PageWriterSettings } from './pageWriter.ts';
import type { BatchReport } from './prerender.ts';
import { workerPoolData } from '../lib/processes/workerPool.ts';

const write = await createPageWriter(workerPoolData<PageWriterSettings>());

export default async function writeBatch(batch: PageJob[]): Promise<BatchReport> {
  const report: BatchReport = { written: 0, stylesheets: {}, overBudget: {} };
  for (const job of batch) {
    const page = await write(job);
    if (page.written) report.written++;
    if (page.stylesheet) report.stylesheets[job.file] = page.stylesheet;
    if (page.overBudget !== undefined) report.overBudget[job.file] = page.overBudget;
  }
  return report;
}
