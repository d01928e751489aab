import { NOT_FOUND_DATA_URL, pageDataUrl, type PageData } from '../content/pageData';
import { normalizePath } from './manifest';

/** Where the router gets a path's page data: fetched in the browser, from memory when prerendering. */
export interface PageSource {
  load(path: string): Promise<PageData>;
}

async function fetchJson(url: string): Promise<Response> {
  return fetch(url, { headers: { accept: 'application/json' } });
}

/** Browser page source: one request per path, shared by prefetches and navigations. */
export function createFetchPageSource(): PageSource & { invalidate(): void } {
  const cache = new Map<string, Promise<PageData>>();

  async function fetchPage(path: string): Promise<PageData> {
    const response = await fetchJson(pageDataUrl(path));
    if (response.ok) return (await response.json()) as PageData;
    if (response.status !== 404) throw new Error(`Could not load ${path}: HTTP ${response.status}`);
    const notFound = await fetchJson(NOT_FOUND_DATA_URL);
    if (!notFound.ok) throw new Error(`Could not load the not-found page: HTTP ${notFound.status}`);
    return { ...((await notFound.json()) as PageData), path };
  }

  return {
    load(rawPath) {
      const path = normalizePath(rawPath);
      let pending = cache.get(path);
      if (!pending) {
        pending = fetchPage(path);
        cache.set(path, pending);
        // A failed request must not poison later attempts (Try Again, or coming back online).
        pending.catch(() => cache.delete(path));
      }
      return pending;
    },
    invalidate() {
      cache.clear();
    },
  };
}

/** Page source over data already in memory (prerendering, tests). */
export function createMemoryPageSource(lookup: (path: string) => PageData): PageSource {
  return { load: async (path) => lookup(normalizePath(path)) };
}
