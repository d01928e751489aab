import type { IncomingMessage, ServerResponse } from 'node:http';
import { EditorRequestError } from './editablePage.ts';
import { guardRequest } from './requestGuard.ts';

/**
 * Answers a GET of the editor's with JSON, never stored: the editor's own pages only (guardRequest),
 * a refusal as `{ error }` with its status, else what `answer` gives.
 */
export async function replyGuardedJson(req: IncomingMessage, res: ServerResponse, answer: () => Promise<unknown>): Promise<void> {
  const reply = (status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
  try {
    guardRequest(req, { write: false });
  } catch (error) {
    if (error instanceof EditorRequestError) return void reply(error.status, { error: error.message });
    throw error;
  }
  reply(200, await answer());
}
