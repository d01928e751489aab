import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { servedSiteFixture, type RunningServer } from '../support/previewServer.ts';

/**
 * Requests that Node's HTTP parser refuses before the preview server sees them (headers too large,
 * a request line that is not HTTP, a body framed two ways at once): their answers carry the
 * site's headers like every other answer, sent over a raw socket exactly as an attacker's client
 * would send them.
 */
const fixture = servedSiteFixture();
let server: RunningServer;

beforeAll(() => ({ server } = fixture()));

interface RawAnswer {
  statusLine: string;
  headers: Record<string, string>;
  body: string;
  /** Whether the server closed the connection after answering. */
  closed: boolean;
}

/** Sends `request` as bytes and reads what comes back until the server closes the connection. */
function send(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    // The server may close before it has read all of a large request: the answer is what counts.
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error),
    );
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const [statusLine = '', ...fields] = head.split('\r\n');
      const headers = Object.fromEntries(
        fields.map((field) => [field.slice(0, field.indexOf(':')).toLowerCase(), field.slice(field.indexOf(':') + 1).trim()]),
      );
      resolve({ statusLine, headers, body, closed: true });
    });
    socket.write(request);
  });
}

const host = () => `Host: 127.0.0.1:${server.port}`;

describe('preview server: requests its HTTP parser refuses', () => {
  it.each([
    ['a header of 20,000 bytes', () => `GET /about HTTP/1.1\r\n${host()}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ['a request line that is not HTTP', () => 'NOT HTTP AT ALL\r\n\r\n', 400],
    ['a request line of control bytes', () => '\u0016\u0003\u0001\u0000\u00a5\u0001\u0000\r\n\r\n', 400],
    [
      'a body with both Content-Length and Transfer-Encoding',
      () =>
        `POST /__inbox/contact HTTP/1.1\r\n${host()}\r\nContent-Type: application/json\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
      400,
    ],
  ])('answers %s with its status, the site’s headers and no-store, then closes', async (_label, request, status) => {
    const answer = await send(request());
    expect(answer.statusLine).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(answer.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.headers.connection).toBe('close');
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    expect(answer.closed).toBe(true);
  });

  it('still answers the next connection as usual', async () => {
    await send('NOT HTTP AT ALL\r\n\r\n');
    const answer = await send(`GET /about HTTP/1.1\r\n${host()}\r\nConnection: close\r\n\r\n`);
    expect(answer.statusLine).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.body).toContain('<h1>About</h1>');
  });
});
