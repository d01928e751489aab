import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { appendRotating } from './inboxFile.ts';
import { nestedDeeperThan } from './jsonDepth.ts';
import { isJsonRequest, isSameOriginRequest } from './sameOrigin.ts';

/**
 * The local inbox: with no webhook or Supabase configured, forms and the error log POST to
 * same-origin /__inbox/<name>, and each body is appended as one JSON line to <name>.jsonl in the
 * inbox folder (see inboxDir).
 *
 * It is write-only over HTTP: anyone who can reach the server can post, so nobody may read what
 * others posted (read the files instead). Only the inboxes the site posts to exist; each accepts a
 * JSON object of at most 64 KB and MAX_DEPTH levels, sent as application/json by a page of the
 * same origin; each file is rotated at INBOX_FILE_LIMIT, so a flood can neither fill the disk nor
 * lock real visitors out.
 */
export const INBOX_PREFIX = '/__inbox/';
/** The inboxes the site posts to: the two forms, and the error log in place of its table. */
const INBOXES = new Set(['contact', 'newsletter', 'error_logs']);
/** supabase-js inserts into /rest/v1/<table>; only the error log's table has that shape. */
const SUPABASE_PATH = 'rest/v1/error_logs';
export const MAX_BODY = 64 * 1024;
/**
 * Deepest nesting accepted (objects and arrays): the site's posts are two or three levels deep.
 * Deeper is refused before it is written: 64 KB of `{"a":` parsed fine but overflowed the stack of
 * JSON.stringify, a 500 for every such post.
 */
export const MAX_DEPTH = 32;
/**
 * Largest size of one inbox file (5 MB): thousands of submissions. A full file is moved aside (see
 * inboxFile.ts), so an inbox holds at most (ROTATED_FILES + 1) × 5 MB.
 */
export const INBOX_FILE_LIMIT = 5 * 1024 * 1024;
/**
 * How much of an oversized body is read and discarded before answering 413, so an ordinary client
 * (which sends its whole body before reading the answer) sees the 413 instead of a reset. A body
 * still arriving past this is cut off.
 */
const DRAIN_LIMIT = 8 * 1024 * 1024;

/**
 * Where the inbox files go: INBOX_DIR, or a folder of the user's state directory. Never inside the
 * project, whose files the dev server serves: what visitors send must not be one URL away.
 */
export function inboxDir(): string {
  if (process.env.INBOX_DIR) return path.resolve(process.env.INBOX_DIR);
  const state = process.env.XDG_STATE_HOME || path.join(os.homedir(), '.local', 'state');
  return path.join(state, 'redbud-site', 'inbox');
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

/** Answers 413 once the whole body has been read (up to DRAIN_LIMIT), then closes the connection. */
function refuseTooLarge(req: IncomingMessage, res: ServerResponse, alreadyRead: number): void {
  let drained = alreadyRead;
  const answer = () =>
    send(res, 413, { error: 'Payload too large: the inbox accepts JSON bodies of at most 64 KB' }, { connection: 'close' });
  req.removeAllListeners('data');
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT) {
      // Not worth reading further: answer now; the client may see a reset if it is still sending.
      req.removeAllListeners('data');
      req.pause();
      if (!res.headersSent) answer();
      res.once('finish', () => req.socket.destroy());
    }
  });
  req.once('end', () => {
    if (!res.headersSent) answer();
  });
  req.resume();
}

/** The body as text, or null when it was too large (the 413 is then already on its way). */
function readBody(req: IncomingMessage, res: ServerResponse): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY) {
      refuseTooLarge(req, res, 0);
      resolve(null);
      return;
    }
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        chunks.length = 0;
        refuseTooLarge(req, res, size);
        resolve(null);
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      if (size <= MAX_BODY) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', reject);
  });
}

/** The inbox a path names ('contact', 'error_logs' …), or null for any other path. */
function inboxName(pathname: string): string | null {
  const name = pathname.slice(INBOX_PREFIX.length);
  if (name === SUPABASE_PATH) return 'error_logs';
  return INBOXES.has(name) ? name : null;
}

/** Handles an /__inbox/ request; returns false when the URL is not the inbox's. */
export async function handleInbox(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const url = new URL(req.url ?? '/', 'http://inbox.local');
  if (!url.pathname.startsWith(INBOX_PREFIX)) return false;
  const name = inboxName(url.pathname);
  if (!name) {
    send(res, 404, { error: 'Unknown inbox' });
    return true;
  }
  if (req.method !== 'POST') {
    send(res, 405, { error: 'The inbox only accepts POST; read its files in the inbox folder instead' }, { allow: 'POST' });
    return true;
  }
  // A page of another site (or a script without a browser's Origin) must not fill the inbox, and
  // only a JSON content type is accepted: a cross-origin form cannot send one without a preflight.
  if (!isSameOriginRequest(req)) {
    send(res, 403, { error: 'The inbox accepts posts from pages of this server only (Origin must match)' });
    return true;
  }
  if (!isJsonRequest(req)) {
    send(res, 415, { error: 'Send the body as JSON (content-type: application/json)' });
    return true;
  }
  const text = await readBody(req, res);
  if (text === null) return true;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body) || nestedDeeperThan(body, MAX_DEPTH)) {
    send(res, 400, { error: `Expected a JSON object of at most 64 KB, nested at most ${MAX_DEPTH} levels deep` });
    return true;
  }
  try {
    fs.mkdirSync(inboxDir(), { recursive: true });
    appendRotating(path.join(inboxDir(), `${name}.jsonl`), `${JSON.stringify(body)}\n`, INBOX_FILE_LIMIT);
  } catch (error) {
    // The post is not kept (appendRotating takes back a line written in part): the visitor is told
    // so in the form's words for a refusal, and may send again. The whole error is the server's log's.
    console.error(`The inbox could not keep a post to ${name}:`, error);
    send(res, 503, { error: storageFailure(error) }, { 'retry-after': '60' });
    return true;
  }
  send(res, 201, { ok: true });
  return true;
}

/** Errors of a disk (or a quota, or a file size limit) with no room left. */
const NO_ROOM = new Set(['ENOSPC', 'EFBIG', 'EDQUOT']);

/** What a 503 says when a post could not be written: the kind of failure, never a path of this machine. */
function storageFailure(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const cause = NO_ROOM.has(code ?? '') ? 'the disk has no room left' : 'the inbox folder could not be written';
  return `The post was not kept: ${cause}${typeof code === 'string' ? ` (${code})` : ''}. Try again later.`;
}
