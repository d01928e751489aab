import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../../engine/forms/postJson';

/**
 * The webhook post, against real servers on 127.0.0.1: a webhook that redirects, and the address it
 * redirects to, which records whatever reaches it.
 */
const servers: http.Server[] = [];
const reachedElsewhere: string[] = [];
let webhook = '';

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const elsewhere = await listen((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      reachedElsewhere.push(`${request.method} ${body}`);
      response.writeHead(200).end();
    });
  });
  webhook = await listen((request, response) => {
    request.resume();
    // '/hang' never answers; any other path is the status to answer with.
    if (request.url === '/hang') return;
    request.on('end', () => response.writeHead(Number(request.url!.slice(1)), { location: `${elsewhere}/collect` }).end());
  });
});

afterAll(() =>
  Promise.all(
    servers.map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  ),
);

describe('posting a form to its webhook', () => {
  it.each([307, 308, 302])('takes a %i redirect for a failure of its own, and sends nothing on to where it points', async (status) => {
    const result = await postJson(`${webhook}/${status}`, { email: 'visitor@example.test' }, 5000);
    // A cause of its own, not a refusal: a browser does not even say which status it was (an opaque
    // redirect, status 0), so the visitor must not be told "error 0" (e2e: formsNetwork.spec.ts).
    expect(result).toEqual({ ok: false, kind: 'redirect', status });
    expect(reachedElsewhere).toEqual([]);
  });

  it('takes an error status for a refusal, with its number', async () => {
    expect(await postJson(`${webhook}/503`, {}, 5000)).toEqual({ ok: false, kind: 'http', status: 503, statusText: 'Service Unavailable' });
  });

  it('gives up on a webhook that does not answer in time, saying how long it waited', async () => {
    const result = await postJson(`${webhook}/hang`, {}, 200);
    expect(result).toMatchObject({ ok: false, kind: 'timeout', timeoutMs: 200 });
  });

  it('takes a webhook that cannot be reached for a network failure', async () => {
    // A port nothing listens on: the connection is refused.
    const closed = await listen(() => {});
    await new Promise((resolve) => servers.pop()!.close(resolve));
    expect(await postJson(`${closed}/`, {}, 5000)).toMatchObject({ ok: false, kind: 'network' });
  });
});
