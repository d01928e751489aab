import type { Prefetcher } from './navigationHandlers';
import { prefetchableUrl } from './linkIntent';
import { whenIdle } from '../scheduling/whenIdle';

/** At most this many pages are fetched ahead of any sign of intent: the main navigation's, about 13 KB each. */
export const IDLE_PREFETCH_LIMIT = 6;
/** Longest wait for an idle moment between two of them. */
const STEP_TIMEOUT_MS = 2000;

/** What the Network Information API tells of the connection (Chromium browsers; Safari and Firefox say nothing). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

const browserConnection = (): ConnectionHints | undefined => (navigator as Navigator & { connection?: ConnectionHints }).connection;

/**
 * Whether the visitor's connection can spare the bytes of pages they may never open: only where the
 * browser says it is fast (effective type 4g) and the visitor has not asked it to save data. Where
 * the browser says nothing, nothing is fetched ahead: the visitor's intent still is.
 */
export function bytesAllowIdlePrefetch(connection: ConnectionHints | undefined = browserConnection()): boolean {
  return connection !== undefined && connection.saveData !== true && connection.effectiveType === '4g';
}

/**
 * Fetches the pages behind `links` (the main navigation's: the pages a visitor most often opens
 * next) one after another while the browser is idle, where the connection allows, so a click on
 * one finds it there without a hover first. They are only fetched; the one the visitor then points
 * at is parsed. A page fetched already, the page on screen and a file are skipped.
 */
export async function prefetchWhileIdle(links: Iterable<HTMLAnchorElement>, prefetch: Prefetcher): Promise<void> {
  if (!bytesAllowIdlePrefetch()) return;
  const pages = new Map<string, URL>();
  for (const link of links) {
    const url = prefetchableUrl(link);
    if (url) pages.set(url.pathname + url.search, url);
    if (pages.size === IDLE_PREFETCH_LIMIT) break;
  }
  for (const url of pages.values()) {
    await new Promise<void>((resolve) => whenIdle(resolve, STEP_TIMEOUT_MS));
    await prefetch(url, { parseAhead: false });
  }
}
