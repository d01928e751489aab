// @vitest-environment jsdom
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPage, PageLoadError } from '../../engine/navigation/pageCache';

/**
 * The navigator's failed page loads are logged (the crash screen reports them), so what they say
 * must not carry the address's query: a prefilled or campaign link can hold what a visitor typed.
 * A real server on 127.0.0.1 answers every page with a server error.
 */
let server: http.Server;
let origin = '';

beforeAll(async () => {
  server = http.createServer((_request, response) => {
    response.writeHead(503, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>Busy</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('a page that fails to load', () => {
  it('is named by its path alone, never its query or fragment', async () => {
    const failure = await loadPage(`${origin}/contact?email=visitor%40example.test&note=call+me`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(PageLoadError);
    expect((failure as Error).message).toBe('Could not load /contact: HTTP 503');
  });
});
