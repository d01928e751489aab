import type { IncomingMessage } from 'node:http';
import { isCrossSiteFetch, isJsonRequest, isSameOriginRequest } from '../../../scripts/serve/sameOrigin.ts';
import { nestedDeeperThan } from '../../../scripts/serve/jsonDepth.ts';
import { EditorRequestError } from './editablePage.ts';

/** Largest request body the editor accepts: a page file is tens of kilobytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Refuses a request that a page of another site could have sent: the editor's endpoints write
 * files, so they answer only the dev server's own pages. Reads must not come from another site
 * (fetch metadata); writes must carry their own Origin and a JSON content type (see sameOrigin.ts).
 */
export function guardRequest(req: IncomingMessage, { write }: { write: boolean }): void {
  if (isCrossSiteFetch(req)) throw new EditorRequestError(403, 'the page editor answers requests from its own pages only');
  if (!write) return;
  if (!isSameOriginRequest(req))
    throw new EditorRequestError(403, 'the page editor saves only from its own pages (Origin must match the server)');
  if (!isJsonRequest(req)) throw new EditorRequestError(415, 'send JSON (content-type: application/json)');
}

/**
 * Deepest nesting of objects and arrays a request may have, far beyond any content file's (the
 * deepest page today is 7 levels deep; a request wraps it in one or two more). Deeper is refused
 * before anything reads it: a merge, a text edit or a schema check of a thousand levels overflowed
 * the stack, a 500 instead of a reason.
 */
export const MAX_BODY_DEPTH = 64;

/** The request's body parsed as JSON, at most `limit` bytes (MAX_BODY_BYTES unless the endpoint says) and MAX_BODY_DEPTH levels. */
export async function readJsonBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new EditorRequestError(413, `the request is larger than ${limit} bytes`);
    chunks.push(chunk);
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new EditorRequestError(400, 'the request body is not JSON');
  }
  if (nestedDeeperThan(body, MAX_BODY_DEPTH))
    throw new EditorRequestError(
      400,
      `the request nests objects or arrays more than ${MAX_BODY_DEPTH} levels deep; no content file is nearly that deep`,
    );
  return body;
}
