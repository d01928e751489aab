import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../scripts/lib/processes/devServer.ts';
import { PAGES_DIR, PUBLIC_DIR } from '../../scripts/lib/site/paths.ts';
import { rawRequest } from '../support/previewServer.ts';

/**
 * The dev server's error answers, whoever writes them (its own handlers, or Vite's), are never
 * kept by a cache: each is of its moment, and the file or page may be there at the next request.
 */
let dev: DevServer | undefined;
let port = 0;

beforeAll(async () => {
  dev = await startDevServer({ pagesDir: PAGES_DIR, label: 'errors' });
  port = Number(new URL(dev.base).port);
}, 120_000);

afterAll(() => dev?.stop());

describe('dev server: error answers are never stored', () => {
  const size = () => fs.statSync(path.join(PUBLIC_DIR, 'favicon.svg')).size;
  it.each([
    [
      'a range past the end of a public file (Vite’s sirv)',
      () => rawRequest(port, '/favicon.svg', { headers: { range: `bytes=${size() + 100}-` } }),
      416,
    ],
    // Vite's own refusal (a 403 page printing the project's folder) is preempted by the site's
    // not-found page (scripts/vite/publicGuard.ts).
    ['a file outside the project (the not-found page, in place of Vite’s refusal)', () => rawRequest(port, '/@fs/etc/passwd'), 404],
    [
      'the file opener asked by another site',
      () => rawRequest(port, '/__open-in-editor?file=package.json', { headers: { 'sec-fetch-site': 'cross-site' } }),
      403,
    ],
    ['an unknown page', () => rawRequest(port, '/no/such/page'), 404],
    ['an unknown editor endpoint', () => rawRequest(port, '/__editor/nothing'), 404],
  ] as const)('%s: Cache-Control no-store', async (_label, request, status) => {
    const response = await request();
    expect(response.status).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('dev server: the page editor’s draft preview', () => {
  it('refuses a draft nested a thousand levels deep with 400 and the reason', async () => {
    const page = `{"meta":{"title":"x","description":"x"},"blocks":[{"type":"hero","title":${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}}]}`;
    const response = await rawRequest(port, '/__editor/preview', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: dev!.base },
      body: `{"pageId":"about","paths":["/about"],"page":${page}}`,
    });
    expect(response.status, response.body.toString().slice(0, 300)).toBe(400);
    expect(response.body.toString()).toMatch(/nests objects or arrays more than \d+ levels deep/);
  });
});
