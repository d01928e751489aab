import type { Report } from '../issue.ts';
import { joinPointer } from '../../lib/json/jsonPointer.ts';
import { closest } from '../suggest.ts';
import { fieldOf } from './contentDocument.ts';

export interface Route {
  path: string;
  page: string;
}

/** The well-formed routes of a manifest (the schema check reports the others). */
export function routesOf(manifest: unknown): Route[] {
  const list = fieldOf(manifest, 'routes');
  if (!Array.isArray(list)) return [];
  return list.filter((route): route is Route => typeof fieldOf(route, 'path') === 'string' && typeof fieldOf(route, 'page') === 'string');
}

/**
 * The manifest against the page files: no path listed twice, every route's page and the not-found
 * page exist, and every page file is shown at some path (or is the not-found page).
 */
export function checkManifest(
  manifest: unknown,
  pageIds: ReadonlySet<string>,
  reportInRoutes: Report,
  reportInPage: (id: string) => Report,
): void {
  const list = fieldOf(manifest, 'routes');
  /** Each path's first route: its place in the list and its page. */
  const seen = new Map<string, { index: number; page: string }>();
  const routed = new Set<string>();
  (Array.isArray(list) ? list : []).forEach((route, index) => {
    const path = fieldOf(route, 'path');
    const page = fieldOf(route, 'page');
    if (typeof path !== 'string' || typeof page !== 'string') return;
    const first = seen.get(path);
    if (first) {
      reportInRoutes('path-listed-twice', joinPointer('/routes', index, 'path'), {
        path,
        page,
        otherPage: first.page,
        otherIndex: first.index,
      });
    } else seen.set(path, { index, page });
    routed.add(page);
    if (!pageIds.has(page)) {
      const suggestion = closest(page, pageIds);
      reportInRoutes('page-file-missing', joinPointer('/routes', index, 'page'), { page, path, ...(suggestion ? { suggestion } : {}) });
    }
  });
  const notFound = fieldOf(manifest, 'notFound');
  if (typeof notFound === 'string' && !pageIds.has(notFound)) {
    const suggestion = closest(notFound, pageIds);
    reportInRoutes('not-found-page-missing', '/notFound', { page: notFound, ...(suggestion ? { suggestion } : {}) });
  }
  for (const id of pageIds) {
    if (id !== notFound && !routed.has(id)) reportInPage(id)('page-not-routed', '', { id });
  }
}
