import type { IncomingMessage } from 'node:http';

/**
 * Whether a request came from a page of the server it was sent to. Browsers send Origin on every
 * POST and a page cannot forge it, so a write must carry an Origin whose host is the Host it was
 * sent to. Fetch metadata, when the browser sends it, must say same-origin as well. (Vite's
 * allowedHosts, and the preview server's allowedHost.ts, keep rebound Host names out first.)
 */
export function isSameOriginRequest(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = req.headers.origin;
  const host = req.headers.host;
  if (!origin || !host) return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host && url.origin === origin;
  } catch {
    return false;
  }
}

/** Fetch metadata says another site sent it (a request without the header passes: older clients). */
export function isCrossSiteFetch(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin';
}

/**
 * Whether a request came from one of the server's own pages, or from no page at all (an address
 * typed, a tool): for a GET that acts (Vite's opener of files in the editor), which carries no
 * Origin. Fetch metadata where the browser sends it, else the page it names as its referrer.
 */
export function isFromOwnPage(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const referrer = req.headers.referer;
  if (!referrer) return true;
  try {
    return new URL(referrer).host === req.headers.host;
  } catch {
    return false;
  }
}

/** Whether the body is declared as JSON, which a page of another site cannot send without a preflight. */
export function isJsonRequest(req: IncomingMessage): boolean {
  return (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';
}
