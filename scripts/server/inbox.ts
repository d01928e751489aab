import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ROOT } from '../lib/paths.ts';

/**
 * The local inbox: with no webhook or Supabase configured, forms and the error log POST to
 * same-origin /__inbox/<name>, and each body is appended as one JSON line to .inbox/<name>.jsonl.
 * GET returns what has been received, newest last.
 */
export const INBOX_PREFIX = '/__inbox/';
const NAME = /^[a-z0-9_-]{1,40}$/;
const MAX_BODY = 64 * 1024;

export function inboxDir(): string {
  return process.env.INBOX_DIR ?? path.join(ROOT, '.inbox');
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Handles an /__inbox/ request; returns false when the URL is not the inbox's. */
export async function handleInbox(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const url = new URL(req.url ?? '/', 'http://inbox.local');
  if (!url.pathname.startsWith(INBOX_PREFIX)) return false;
  // supabase-js inserts into /rest/v1/<table>; the inbox accepts that shape too, under the table's name.
  const name = url.pathname.slice(INBOX_PREFIX.length).replace(/^rest\/v1\//, '');
  if (!NAME.test(name)) {
    send(res, 404, { error: 'Unknown inbox' });
    return true;
  }
  const file = path.join(inboxDir(), `${name}.jsonl`);
  if (req.method === 'GET') {
    const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
    send(res, 200, lines.map((line) => JSON.parse(line)));
    return true;
  }
  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'GET, POST' });
    res.end();
    return true;
  }
  let body: unknown;
  try {
    body = JSON.parse(await readBody(req));
  } catch {
    send(res, 400, { error: 'Expected a JSON body of at most 64 KB' });
    return true;
  }
  fs.mkdirSync(inboxDir(), { recursive: true });
  const rows = Array.isArray(body) ? body : [body];
  fs.appendFileSync(file, rows.map((row) => JSON.stringify(row)).join('\n') + '\n');
  send(res, 201, { ok: true });
  return true;
}
