import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { servedSiteFixture, type RunningServer } from '../support/previewServer.ts';

/**
 * A client that sends its request a byte at a time must not hold a connection of the preview server
 * for minutes (Node's own bounds). The bounds are shortened here so the test is quick; the server's
 * are REQUEST_TIMEOUTS.
 */
const fixture = servedSiteFixture({ headersTimeoutMs: 400, requestTimeoutMs: 800 });
let server: RunningServer;

beforeAll(() => ({ server } = fixture()));

/**
 * Sends `head`, then `drip` every 100 ms until the server closes the connection or `giveUpMs` have
 * passed; resolves with what the server answered and whether it closed.
 */
function slowClient(head: string, drip: string, giveUpMs: number): Promise<{ answer: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(server.port, '127.0.0.1');
    let answer = '';
    let dripping: NodeJS.Timeout | undefined;
    const finish = (closed: boolean) => {
      clearInterval(dripping);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ answer, closed });
    };
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('close', () => finish(true));
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.write(head);
      dripping = setInterval(() => socket.writable && socket.write(drip), 100);
    });
  });
}

describe('preview server: a request that takes too long to arrive', () => {
  it('is answered 408 and closed when its headers dribble in', async () => {
    const { answer, closed } = await slowClient('GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: 1\r\n', 5000);
    expect(closed).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // With the headers of every other answer (staticServerParserErrors.test.ts has the other refusals).
    expect(answer).toMatch(/\r\nx-frame-options: DENY\r\n/i);
    expect(answer).toMatch(/\r\ncache-control: no-store\r\n/i);
  });

  it('is answered 408 and closed when its body dribbles in', async () => {
    const head = [
      'POST /__inbox/contact HTTP/1.1',
      `Host: 127.0.0.1:${server.port}`,
      `Origin: ${server.base}`,
      'Content-Type: application/json',
      'Content-Length: 60000',
      '',
      '{"message":"',
    ].join('\r\n');
    const { answer, closed } = await slowClient(head, 'x', 5000);
    expect(closed).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/\r\nx-frame-options: DENY\r\n/i);
  });
});
