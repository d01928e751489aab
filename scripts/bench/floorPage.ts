/**
 * The benches' floor: a bare page measured the same way as the site, so that each figure of the
 * site can be read against what this machine and this Chromium give a page with nothing in it. A
 * slow host shows in the floor before it shows in the site's rows.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { headersFor, parseHeadersFile } from '../serve/headersFile.ts';

/**
 * The home page's heading and a button that does nothing: no styles, no script, no images. The
 * button is there for the interaction bench to press: what a press costs when no code answers it.
 */
export const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Static floor</title><meta name="description" content="A bare page to measure the floor against."></head>' +
  '<body><main><h1>Commercial real estate, run on data and done by people who answer the phone</h1>' +
  '<button type="button">Press me: nothing happens</button></main></body></html>';

/** The same page, served with the headers the site's pages go out with. */
export const FLOOR_WITH_HEADERS = '/with-site-headers';

/**
 * Serves the floor page on a free port of 127.0.0.1: bare at `/`, and at FLOOR_WITH_HEADERS with
 * the headers the build's _headers gives `/`, so what those headers cost by themselves shows.
 */
export async function serveFloor(distDir: string): Promise<{ origin: string; server: http.Server }> {
  const siteHeaders = headersFor(parseHeadersFile(fs.readFileSync(path.join(distDir, '_headers'), 'utf8')), '/');
  const server = http.createServer((request, response) => {
    if (request.url === '/speculation-rules.json') {
      // The site's headers name it; the bare page has no links for its rules to match.
      response.writeHead(200, { 'content-type': 'application/speculationrules+json' }).end('{}');
      return;
    }
    const headers = request.url === FLOOR_WITH_HEADERS ? siteHeaders : {};
    response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(FLOOR_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
