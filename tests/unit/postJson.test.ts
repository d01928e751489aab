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
    request.on('end', () => response.writeHead(Number(request.url!.slice(1)), { location: `${elsewhere}/collect` }).end());
  });
});

afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

describe('posting a form to its webhook', () => {
  it.each([307, 308, 302])("takes a %i redirect for the webhook's failure, and sends nothing on to where it points", async (status) => {
    const result = await postJson(`${webhook}/${status}`, { email: 'visitor@example.test' }, 5000);
    expect(result).toMatchObject({ ok: false, kind: 'http' });
    expect(reachedElsewhere).toEqual([]);
  });
});
