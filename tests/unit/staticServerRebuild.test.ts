import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endOnSourceError } from '../../scripts/serve/staticServer.ts';
import { rawRequest, startPreviewServer, type RunningServer } from '../support/previewServer.ts';

// The site is built into the folder the server is serving (npm run build while npm start runs, a
// deploy that replaces dist/): what it answers must be the files as they are now, and no request
// may stop it.

let parent = '';
let root = '';
let server: RunningServer;
const write = (name: string, content: string) => {
  const file = path.join(root, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

beforeAll(async () => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-rebuild-'));
  root = path.join(parent, 'site');
  write('index.html', '<!doctype html><title>Home</title><h1>Home</h1>');
  write('about/index.html', '<!doctype html><title>About</title><h1>About</h1>');
  write('404.html', '<!doctype html><title>Not found</title><h1>Oops! Page not found</h1>');
  write('assets/old-111.js', 'console.log("old");\n');
  write('_headers', "/*\n  Content-Security-Policy: script-src 'self' 'sha256-first-build'\n");
  fs.writeFileSync(path.join(parent, 'secret.txt'), 'outside the site\n');
  server = await startPreviewServer(root, { inbox: false });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(parent, { recursive: true, force: true });
});

describe('preview server: a site rebuilt while it runs', () => {
  it('serves a rewritten page whole, with its new length and a new ETag', async () => {
    const before = await rawRequest(server.port, '/about');
    const rebuilt = '<!doctype html><title>About</title><h1>About Redbud Asset Group, rebuilt</h1>';
    write('about/index.html', rebuilt);
    // A different mtime as well as a different size, as a real rebuild gives.
    fs.utimesSync(path.join(root, 'about/index.html'), new Date(), new Date(Date.now() + 5000));
    const after = await rawRequest(server.port, '/about');
    expect(after.status).toBe(200);
    expect(after.body.toString()).toBe(rebuilt);
    expect(after.headers['content-length']).toBe(String(Buffer.byteLength(rebuilt)));
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('serves a file added by the rebuild, and answers one it removed with 404', async () => {
    write('assets/new-222.js', 'console.log("new");\n');
    const added = await rawRequest(server.port, '/assets/new-222.js');
    expect(added.status).toBe(200);
    expect(added.body.toString()).toBe('console.log("new");\n');

    fs.rmSync(path.join(root, 'assets/old-111.js'));
    const removed = await rawRequest(server.port, '/assets/old-111.js');
    expect(removed.status).toBe(404);
    // … and the server is still there for the next visitor.
    expect((await rawRequest(server.port, '/')).status).toBe(200);
  });

  it('sends the headers of the rebuilt _headers file: a new build’s inline script hash is allowed', async () => {
    const csp = async (target: string) => (await rawRequest(server.port, target)).headers['content-security-policy'];
    expect(await csp('/')).toBe("script-src 'self' 'sha256-first-build'");
    // The inline loader names the boot script's hashed file, so its hash in the policy changes with
    // the boot script: the old policy would block the new pages' loader (form guard, error buffer).
    write('_headers', "/*\n  Content-Security-Policy: script-src 'self' 'sha256-second-build'\n");
    fs.utimesSync(path.join(root, '_headers'), new Date(), new Date(Date.now() + 5000));
    expect(await csp('/')).toBe("script-src 'self' 'sha256-second-build'");
    expect(await csp('/no/such/page')).toBe("script-src 'self' 'sha256-second-build'");
  });

  it('answers 404 with a plain body while the 404 page itself is missing', async () => {
    const notFoundPage = fs.readFileSync(path.join(root, '404.html'), 'utf8');
    fs.rmSync(path.join(root, '404.html'));
    try {
      const missing = await rawRequest(server.port, '/no/such/page');
      expect(missing.status).toBe(404);
      expect((await rawRequest(server.port, '/')).status).toBe(200);
    } finally {
      write('404.html', notFoundPage);
    }
  });

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/about/../../secret.txt', '/..%2fsecret.txt', '/%2e%2e%2fsecret.txt'])(
    'never serves a file outside the site for %s',
    async (target) => {
      const response = await rawRequest(server.port, target);
      expect(response.body.toString()).not.toContain('outside the site');
      expect([301, 400, 404]).toContain(response.status);
    },
  );
});

describe('endOnSourceError', () => {
  it('ends the one response whose file cannot be read, and the server goes on', async () => {
    const missing = path.join(os.tmpdir(), `never-written-${process.pid}-${Date.now()}.html`);
    const plainServer = http.createServer((req, res) => {
      if (req.url === '/gone') {
        endOnSourceError(res);
        // What sirv does: the headers first, then the file piped in, with no listener for errors.
        res.writeHead(200, { 'content-type': 'text/html', 'content-length': '120' });
        fs.createReadStream(missing).pipe(res);
      } else {
        res.end('still here');
      }
    });
    await new Promise<void>((resolve) => plainServer.listen(0, '127.0.0.1', resolve));
    const { port } = plainServer.address() as AddressInfo;
    try {
      await expect(rawRequest(port, '/gone')).rejects.toThrow();
      const next = await rawRequest(port, '/');
      expect(next.body.toString()).toBe('still here');
    } finally {
      await new Promise<void>((resolve) => plainServer.close(() => resolve()));
    }
  });
});
