import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { ownValue } from '../../engine/content/ownValue.ts';

/**
 * The answer to a request Node's HTTP parser refuses before any handler sees it: headers over its
 * limit (431), a request line that is not HTTP, a body framed both by Content-Length and by
 * Transfer-Encoding (400), a request that took too long to arrive (408). Node's own answer is a
 * bare status line; this one carries `headers` (the site's, as every other answer of the server),
 * a short text, no-store, and closes the connection. The status for each cause is Node's.
 */
const STATUS_FOR: Readonly<Record<string, number>> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/** For `server.on('clientError', …)`: answers on the raw socket, as Node would, then closes it. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex, headers: Record<string, string>): void {
  // As Node does: nothing is written over an answer already on its way, nor to a client gone.
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const status = ownValue(STATUS_FOR, error.code ?? '') ?? 400;
  const reason = STATUS_CODES[status]!;
  const body = `${reason}\n`;
  const fields = {
    ...headers,
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const head = Object.entries(fields).map(([name, value]) => `${name}: ${value}\r\n`);
  // Closed once the answer is out: the rest of what the client sends is not read.
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head.join('')}\r\n${body}`, () => socket.destroy());
}
