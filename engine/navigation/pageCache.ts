import { whenIdle } from '../scheduling/whenIdle';
import { PAGE_STYLES_ATTRIBUTE } from './pageStyles';

/**
 * The navigator's pages: fetched once on the visitor's intent (see linkIntent.ts), parsed while
 * nothing else is happening, and kept a short while, so a click finds the next page ready to swap.
 */

/** How long a fetched page is used before it is fetched again: an edit published a minute ago shows. */
export const PAGE_TTL_MS = 30_000;
const CACHE_LIMIT = 30;

/** The page could not be fetched (offline, or a server error): the navigator shows the crash screen. */
export class PageLoadError extends Error {}

export type LoadedPage =
  /** One of this site's pages: `url` is its final address, after any redirect. */
  | { kind: 'page'; url: URL; html: string }
  /** Anything else (a PDF, an image, a redirect to another site): the browser's to load, from `url`. */
  | { kind: 'elsewhere'; url: URL };

/** A page parsed into a document to take nodes from, and the text of its own style elements. */
export interface ParsedPage {
  document: Document;
  styles: string[];
}

interface Entry {
  at: number;
  page: Promise<LoadedPage>;
  /** Parsed ahead of the click, once the browser is idle; taken (and so emptied) by the swap. */
  parsed?: ParsedPage;
  /**
   * A parse ahead is asked for and not yet taken (a page fetched while idle is parsed only once a
   * visitor points at it). The swap clears it: a parse still waiting for an idle moment is then not
   * needed, and the visitor's next intent asks again.
   */
  parseAsked?: boolean;
}

const cache = new Map<string, Entry>();

/** 'text/html; charset=utf-8' → true. */
const isHtml = (response: Response) => /^text\/html\b/i.test(response.headers.get('content-type') ?? '');

const PAGE_REQUEST: RequestInit = { headers: { accept: 'text/html' }, credentials: 'same-origin', mode: 'same-origin' };

/**
 * Whether `address` answers with a redirect, its target unread. Asked only once a same-origin
 * fetch of it has failed: that fails for a redirect to another site as it does for a dropped
 * connection, and only a dropped connection is the crash screen's to show.
 */
async function redirectsAway(address: string): Promise<boolean> {
  try {
    const response = await fetch(address, { ...PAGE_REQUEST, redirect: 'manual' });
    return response.type === 'opaqueredirect';
  } catch {
    return false;
  }
}

async function fetchPage(address: string): Promise<LoadedPage> {
  const controller = new AbortController();
  // Same origin only: a redirect to another site is the browser's to follow (nothing is requested
  // from that site ahead of the visitor's click, and its page is never swapped into this one).
  let response: Response;
  try {
    response = await fetch(address, { ...PAGE_REQUEST, signal: controller.signal });
  } catch (error) {
    if (await redirectsAway(address)) return { kind: 'elsewhere', url: new URL(address, window.location.href) };
    throw error;
  }
  const url = new URL(response.url || address, window.location.href);
  if (!isHtml(response)) {
    // Not a page: stop reading it here (only its headers came), and let the browser load it.
    controller.abort();
    return { kind: 'elsewhere', url };
  }
  // An unknown address answers 404 with the not-found page: that is a page to show.
  // Named by its path alone: the error is logged, and an address's query can hold what a visitor typed.
  if (!response.ok && response.status !== 404) throw new PageLoadError(`Could not load ${url.pathname}: HTTP ${response.status}`);
  return { kind: 'page', url, html: await response.text() };
}

function fresh(entry: Entry | undefined): entry is Entry {
  return entry !== undefined && Date.now() - entry.at < PAGE_TTL_MS;
}

/**
 * The page at `address` (path and query), fetched if it is not cached or its copy has expired. A
 * failed fetch is forgotten at once, so the next attempt (Try Again, or back online) fetches again.
 */
export function loadPage(address: string, { parseAhead = false } = {}): Promise<LoadedPage> {
  let entry = cache.get(address);
  if (!fresh(entry)) {
    const created: Entry = { at: Date.now(), page: fetchPage(address) };
    entry = created;
    cache.delete(address);
    cache.set(address, created);
    created.page.catch(() => cache.get(address) === created && cache.delete(address));
    if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  }
  if (parseAhead && !entry.parseAsked) {
    const ready = entry;
    ready.parseAsked = true;
    void ready.page.then(
      (page) =>
        page.kind === 'page' &&
        !ready.parsed &&
        whenIdle(() => {
          if (ready.parseAsked) ready.parsed ??= parse(page.html);
        }, 500),
      () => undefined,
    );
  }
  return entry.page;
}

/** The page's own style elements, as the build writes them (scripts/lib/pages/pageStyles.ts). */
const PAGE_STYLE = new RegExp(`<style ${PAGE_STYLES_ATTRIBUTE}>([\\s\\S]*?)</style>`, 'g');

/**
 * Parses a page. Its style elements' text is taken out first and kept as text: the navigator puts
 * it in a style element of the current document (the one place it applies), and a parsed copy in
 * the detached document would be parsed as CSS there for nothing (7 of a 30 ms parse at 4x).
 */
function parse(html: string): ParsedPage {
  const styles: string[] = [];
  const rest = html.replace(PAGE_STYLE, (_tag, text: string) => {
    styles.push(text);
    return '';
  });
  return { document: new DOMParser().parseFromString(rest, 'text/html'), styles };
}

/**
 * The page as a document to take nodes from: the copy parsed ahead of time if there is one (taken,
 * so the next visit parses its own), or parsed now.
 */
export function documentOf(address: string, page: Extract<LoadedPage, { kind: 'page' }>): ParsedPage {
  const entry = cache.get(address);
  const parsed = entry?.parsed;
  if (entry) {
    entry.parsed = undefined;
    entry.parseAsked = false;
  }
  return parsed ?? parse(page.html);
}

/** Whether `address` is fetched (or on its way) and fresh: a prefetch of it would add nothing. */
export function isCached(address: string): boolean {
  return fresh(cache.get(address));
}
