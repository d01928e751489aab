import { startDevServer } from '../lib/processes/devServer.ts';
import { median } from './inpStats.ts';

/**
 * The dev server and the page editor on a content folder of many pages (bench-scale.ts generates
 * it): a page as the dev server renders it, the editor's page list, its live check of a draft
 * (the first one, which reads every page, then the next ones), whether the server keeps answering
 * during that first check, and Save. Over real HTTP, to a dev server of its own.
 */
export interface DevServerFigures {
  /** GET /about: the first request, then the median of the next four. */
  page: { first: number; median: number };
  /** GET /__editor/pages: the first listing, then the median of the next three. */
  pageList: { first: number; median: number };
  /** POST /__editor/check of an unchanged page: the first, then the median of the next three. */
  check: { first: number; median: number };
  /** The slowest GET /about while the first check ran (one every 100 ms). */
  pageDuringFirstCheck: number;
  /** The GET /about that got no answer while the first check ran. */
  failedDuringFirstCheck: number;
  /** POST /__editor/save of a one-line change, twice. */
  saves: number[];
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: Math.round(performance.now() - started), value };
}

export async function measureDevServer(pagesDir: string, editedPageId: string): Promise<DevServerFigures> {
  const server = await startDevServer({ pagesDir, label: 'bench-scale', ready: '/__editor/page?id=about' });
  const origin = server.base;
  try {
    const get = async (url: string) => {
      const response = await fetch(origin + url);
      if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
      return response.text();
    };
    const post = async (endpoint: string, body: unknown) => {
      const response = await fetch(`${origin}/__editor/${endpoint}`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`POST /__editor/${endpoint} answered ${response.status}: ${await response.text()}`);
      return response.json() as Promise<Record<string, unknown>>;
    };

    const pageTimes = [];
    for (let i = 0; i < 5; i++) pageTimes.push((await timed(() => get('/about'))).ms);
    const listTimes = [];
    for (let i = 0; i < 4; i++) listTimes.push((await timed(() => get('/__editor/pages'))).ms);

    const about = JSON.parse(await get('/__editor/page?id=about')) as { document: { meta: { description: string } } };
    // Each check of another text: the dev server answers a text it checked already, with nothing
    // changed on disk since, without checking it again (devtools/editor/server/checkOnce.ts).
    let checks = 0;
    const check = () => {
      const document = structuredClone(about.document);
      document.meta.description = `${document.meta.description} Draft ${++checks}.`;
      return post('check', { id: 'about', document });
    };
    let checking = true;
    const firstCheck = timed(check).finally(() => (checking = false));
    const during: number[] = [];
    let failedDuring = 0;
    while (checking) {
      try {
        during.push((await timed(() => get('/about'))).ms);
      } catch {
        failedDuring++; // a server held long enough drops the connection
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const checkTimes = [(await firstCheck).ms];
    for (let i = 0; i < 3; i++) checkTimes.push((await timed(check)).ms);

    const saves = [];
    let opened = JSON.parse(await get(`/__editor/page?id=${encodeURIComponent(editedPageId)}`)) as {
      version: string;
      document: { meta: { description: string } };
    };
    for (let i = 0; i < 2; i++) {
      const document = structuredClone(opened.document);
      document.meta.description = `${document.meta.description} Edited ${i}.`;
      const { ms, value } = await timed(() => post('save', { id: editedPageId, version: opened.version, document }));
      if (value.saved !== true) throw new Error(`Save did not save: ${JSON.stringify(value).slice(0, 300)}`);
      saves.push(ms);
      opened = { version: String(value.version), document };
    }
    return {
      page: { first: pageTimes[0]!, median: median(pageTimes.slice(1)) },
      pageList: { first: listTimes[0]!, median: median(listTimes.slice(1)) },
      check: { first: checkTimes[0]!, median: median(checkTimes.slice(1)) },
      pageDuringFirstCheck: Math.max(0, ...during),
      failedDuringFirstCheck: failedDuring,
      saves,
    };
  } finally {
    server.stop();
  }
}
