import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createStaticServer, type StaticServerOptions } from '../../scripts/serve/staticServer.ts';
import { ENGINE_HEADERS_FILE } from '../../scripts/build/responseHeaders.ts';
import { SPECULATION_RULES_FILE, speculationRules } from '../../engine/navigation/speculationRules.ts';

/**
 * A small built-site look-alike in a temporary folder: pages, a 404 page, hashed assets with their
 * precompressed twins, the engine's real _headers, and the files a static server must
 * never publish (dot-files, keys, .jsonl inbox files, the _headers file itself).
 */
export function writeSiteFixture(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-site-'));
  const write = (name: string, content: string | Buffer) => {
    const file = path.join(root, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  };
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;
  write('index.html', '<!doctype html><title>Home</title><h1>Home</h1>');
  write('about/index.html', '<!doctype html><title>About</title><h1>About</h1>');
  write('about/index.html.br', zlib.brotliCompressSync('<!doctype html><title>About</title><h1>About</h1>'));
  write('404.html', '<!doctype html><title>Not found</title><h1>Oops! Page not found</h1>');
  write('assets/app-abc123.js', script);
  write('assets/app-abc123.js.br', zlib.brotliCompressSync(script));
  write('assets/app-abc123.js.gz', zlib.gzipSync(script));
  write('images/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('robots.txt', 'User-agent: *\n');
  write(SPECULATION_RULES_FILE, JSON.stringify(speculationRules()));
  write('_headers', fs.readFileSync(ENGINE_HEADERS_FILE));
  write('.vite/manifest.json', '{"secret":"build internals"}');
  write('.env', 'TOKEN=do-not-publish\n');
  write('images/.hidden/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('keys/site.pem', 'TOKEN=do-not-publish\n');
  write('images/contact.jsonl', '{"message":"do-not-publish"}\n');
  write('id_rsa', 'TOKEN=do-not-publish\n');
  return root;
}

export interface RunningServer {
  base: string;
  port: number;
  close: () => Promise<void>;
}

/** Starts the preview server on 127.0.0.1, on a port the system picks. */
export async function startPreviewServer(root: string, options: Omit<StaticServerOptions, 'root'> = {}): Promise<RunningServer> {
  const server = createStaticServer({ root, ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ServedFixture {
  server: RunningServer;
  /** The fixture site's folder. */
  root: string;
  /** The temporary folder its inbox writes to. */
  inbox: string;
}

/**
 * For a test file: the fixture site (writeSiteFixture) served by the preview server, its inbox in a
 * temporary folder, from before the file's first test until after its last. The returned function
 * gives them once they are there.
 */
export function servedSiteFixture(options: Omit<StaticServerOptions, 'root'> = {}): () => ServedFixture {
  let served: ServedFixture | undefined;
  const inbox = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-inbox-'));
  beforeAll(async () => {
    process.env.INBOX_DIR = inbox;
    const root = writeSiteFixture();
    served = { server: await startPreviewServer(root, options), root, inbox };
  });
  afterAll(async () => {
    delete process.env.INBOX_DIR;
    await served?.server.close();
    if (served) fs.rmSync(served.root, { recursive: true, force: true });
    fs.rmSync(inbox, { recursive: true, force: true });
  });
  return () => served!;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request with the request target sent exactly as given: fetch would normalise paths such as
 * '/\evil.example/' before sending, and an attacker's client does not.
 */
export function rawRequest(
  port: number,
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: target, method: options.method ?? 'GET', headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
