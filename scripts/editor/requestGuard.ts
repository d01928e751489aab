import type { IncomingMessage } from 'node:http';
import { EditorRequestError } from './editablePage.ts';

/** Largest request body the editor accepts: a page file is tens of kilobytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Refuses a request that a page of another site could have sent: the editor's endpoints write
 * files, so they answer only the dev server's own pages. A write must carry an Origin equal to the
 * address it was sent to (browsers always send Origin on a POST and a page cannot forge it), and a
 * JSON content type (which another site cannot send without a CORS preflight). Fetch metadata, when
 * the browser sends it, must say same-origin as well. The dev server itself refuses unknown Host
 * names before this runs (Vite's allowedHosts), which keeps DNS rebinding out.
 */
export function guardRequest(req: IncomingMessage, { write }: { write: boolean }): void {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin')
    throw new EditorRequestError(403, 'the page editor answers requests from its own pages only');
  if (!write) return;
  const origin = req.headers.origin;
  const host = req.headers.host;
  let sameOrigin = false;
  try {
    const url = new URL(origin ?? '');
    sameOrigin =
      (url.protocol === 'http:' || url.protocol === 'https:') && host !== undefined && url.host === host && url.origin === origin;
  } catch {
    sameOrigin = false;
  }
  if (!sameOrigin) throw new EditorRequestError(403, 'the page editor saves only from its own pages (Origin must match the server)');
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') throw new EditorRequestError(415, 'send JSON (content-type: application/json)');
}

/** The request's body parsed as JSON, at most MAX_BODY_BYTES. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new EditorRequestError(413, `the request is larger than ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new EditorRequestError(400, 'the request body is not JSON');
  }
}
