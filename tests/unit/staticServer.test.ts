import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, servedSiteFixture, startPreviewServer, type RunningServer } from '../support/previewServer.ts';
import { SPECULATION_RULES_FILE, SPECULATION_RULES_TYPE, speculationRules } from '../../engine/navigation/speculationRules.ts';

const fixture = servedSiteFixture();
let root = '';
let inbox = '';
let server: RunningServer;

beforeAll(() => ({ server, root, inbox } = fixture()));

/** True when a Location header, resolved against the server, stays on the server's origin. */
function sameOrigin(location: string | undefined): boolean {
  return location !== undefined && new URL(location, server.base).origin === server.base;
}

describe('preview server: one address per page', () => {
  it('redirects a trailing slash to the address without it, keeping the query string', async () => {
    const about = await fetch(`${server.base}/about/`, { redirect: 'manual' });
    expect(about.status).toBe(301);
    expect(about.headers.get('location')).toBe('/about');
    const query = await fetch(`${server.base}/about/?utm_source=mail&x=a%2Fb`, { redirect: 'manual' });
    expect(query.status).toBe(301);
    expect(query.headers.get('location')).toBe('/about?utm_source=mail&x=a%2Fb');
    expect((await fetch(`${server.base}/about/`)).url).toBe(`${server.base}/about`);
  });

  it.each(['/%2fevil.example%2f/', '/%5cevil.example/', '/%2F%2Fevil.example/', '/%5C%5Cevil.example/'])(
    'never redirects %s off the site',
    async (target) => {
      const response = await rawRequest(server.port, target);
      if (response.status === 301) {
        const location = response.headers.location;
        expect(location, `Location: ${location}`).toMatch(/^\/(?![/\\])/);
        expect(sameOrigin(location), `Location: ${location}`).toBe(true);
      } else {
        expect(response.status).toBe(404);
      }
    },
  );

  it.each(['//evil.example/', '/\\evil.example/', '/\\/evil.example/', '///evil.example//'])(
    'answers %s with 404, not a redirect',
    async (target) => {
      const response = await rawRequest(server.port, target);
      expect(response.status, `Location: ${response.headers.location}`).toBe(404);
      expect(response.headers.location).toBeUndefined();
    },
  );

  it('redirects a page’s file name to its address, and answers the not-found page’s name with 404', async () => {
    for (const [target, location] of [
      ['/about/index.html', '/about'],
      ['/about/index?ref=old-site', '/about?ref=old-site'],
      ['/index.html', '/'],
    ]) {
      const response = await rawRequest(server.port, target!);
      expect(response.status, target).toBe(301);
      expect(response.headers.location, target).toBe(location);
    }
    for (const target of ['/404', '/404.html']) {
      const response = await fetch(`${server.base}${target}`);
      expect(response.status, target).toBe(404);
      expect(await response.text()).toContain('Oops! Page not found');
    }
  });

  it('answers a precompressed copy asked for by name with 404, not compressed bytes labelled as HTML', async () => {
    for (const target of ['/about/index.html.br', '/assets/app-abc123.js.gz']) {
      const response = await rawRequest(server.port, target, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.status, target).toBe(404);
      expect(response.headers['content-encoding'], target).toBeUndefined();
    }
  });

  it('answers a path of thousands of slashes without burning CPU', async () => {
    // Old code: a backtracking regex took ~0.1-0.5 s of CPU per request like this, so a few in
    // parallel stalled the server. Compare with plain requests made alongside, with a wide margin.
    const slashes = `/x${'/'.repeat(15_000)}y/`;
    const time = async (target: string) => {
      const started = performance.now();
      await Promise.all(Array.from({ length: 5 }, () => rawRequest(server.port, target)));
      return performance.now() - started;
    };
    await time('/robots.txt');
    const plain = await time('/robots.txt');
    const attack = await time(slashes);
    expect(attack - plain).toBeLessThan(250);
    const answer = await rawRequest(server.port, slashes);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(slashes.slice(0, -1));
  });
});

describe('preview server: files', () => {
  it('serves pages with no-cache and hashed assets as immutable for a year', async () => {
    const home = await fetch(`${server.base}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    const about = await fetch(`${server.base}/about`);
    expect(await about.text()).toContain('<h1>About</h1>');
    expect(about.headers.get('cache-control')).toBe('no-cache');
    const asset = await fetch(`${server.base}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it('serves the precompressed brotli or gzip file the client accepts', async () => {
    const original = fs.readFileSync(path.join(root, 'assets/app-abc123.js'), 'utf8');
    const br = await rawRequest(server.port, '/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(original);
    const gz = await rawRequest(server.port, '/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(original);
    const identity = await rawRequest(server.port, '/assets/app-abc123.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(original);
  });

  it('answers a matching If-None-Match with 304, and a byte range with 206', async () => {
    const first = await rawRequest(server.port, '/robots.txt');
    const etag = first.headers.etag!;
    expect(etag).toBeTruthy();
    const again = await rawRequest(server.port, '/robots.txt', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const range = await rawRequest(server.port, '/robots.txt', { headers: { range: 'bytes=0-9' } });
    expect(range.status).toBe(206);
    expect(range.body.toString()).toBe('User-agent');
  });

  it.each(['bytes=5-2', 'bytes=-5', 'bytes=0-1,5-6', 'bytes=x-y', 'items=0-9'])(
    'answers a Range of %s it cannot serve exactly with the whole file and 200',
    async (range) => {
      const whole = fs.readFileSync(path.join(root, 'robots.txt'), 'utf8');
      const response = await rawRequest(server.port, '/robots.txt', { headers: { range } });
      expect(response.status).toBe(200);
      expect(response.headers['content-range']).toBeUndefined();
      expect(response.body.toString()).toBe(whole);
    },
  );

  it('serves an open-ended byte range from its first byte to the end', async () => {
    const whole = fs.readFileSync(path.join(root, 'robots.txt'), 'utf8');
    const response = await rawRequest(server.port, '/robots.txt', { headers: { range: 'bytes=5-' } });
    expect(response.status).toBe(206);
    expect(response.body.toString()).toBe(whole.slice(5));
  });

  it('serves 404.html with status 404 for unknown paths, never cached as an asset', async () => {
    const missing = await fetch(`${server.base}/no/such/page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Oops! Page not found');
    expect(missing.headers.get('cache-control')).toBe('no-store');
    const asset = await fetch(`${server.base}/assets/missing-123.js`);
    expect(asset.status).toBe(404);
    expect(asset.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a byte range past the end of a file with 416, which no cache keeps', async () => {
    const size = fs.statSync(path.join(root, 'robots.txt')).size;
    const response = await rawRequest(server.port, '/robots.txt', { headers: { range: `bytes=${size + 100}-` } });
    expect(response.status).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${size}`);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    '/.vite/manifest.json',
    '/.env',
    '/images/.hidden/logo.svg',
    '/%2evite/manifest.json',
    '/_headers',
    // What public/ may not publish (publicFiles.ts), in a folder built some other way.
    '/keys/site.pem',
    '/images/contact.jsonl',
    '/id_rsa',
  ])('refuses to publish %s', async (target) => {
    const response = await rawRequest(server.port, target);
    expect(response.status).toBe(404);
    expect(response.body.toString()).not.toMatch(/build internals|do-not-publish|Content-Security-Policy/);
  });

  // Browsers never send a fragment, but a proxy in front may pass one through; sirv reads the path
  // only up to '#' while our checks read all of it, so the two must never disagree on the file.
  it.each(['/_headers#', '/404.html#', '/index.html#x', '/about#%0a', '/.env#'])('answers %s with 400 and nothing else', async (target) => {
    const response = await rawRequest(server.port, target);
    expect(response.status).toBe(400);
    expect(response.body.toString()).toBe('Bad request');
  });

  it.each(['/about%00', '/%0a', '/about%0d%0aSet-Cookie:x=1', '/%7f', '/%E2%80%A8'])(
    'answers %s, a control or line-break character, with 400',
    async (target) => {
      const response = await rawRequest(server.port, target);
      expect(response.status).toBe(400);
      expect(response.headers['set-cookie']).toBeUndefined();
    },
  );

  it('names the speculation rules on every page, and serves them with the only type browsers accept', async () => {
    for (const target of ['/', '/about', '/no/such/page']) {
      expect((await fetch(`${server.base}${target}`)).headers.get('speculation-rules'), target).toBe(`"${SPECULATION_RULES_FILE}"`);
    }
    const rules = await fetch(`${server.base}${SPECULATION_RULES_FILE}`);
    expect(rules.status).toBe(200);
    expect(rules.headers.get('content-type')).toBe(SPECULATION_RULES_TYPE);
    expect(rules.headers.get('cache-control')).toBe('no-cache');
    expect(await rules.json()).toEqual(speculationRules());
  });

  it('answers methods other than GET and HEAD with 405', async () => {
    const response = await fetch(`${server.base}/about`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('preview server: security headers on every response', () => {
  const requests: [string, () => Promise<{ status: number; get: (name: string) => string | undefined }>][] = [
    ['a page', () => viaFetch('/about')],
    ['a 404', () => viaFetch('/no/such/page')],
    ['a redirect', () => viaFetch('/about/')],
    ['a 405', () => viaFetch('/about', { method: 'PUT' })],
    ['a refused dot-file', () => viaFetch('/.env')],
    [
      'an inbox answer',
      () =>
        viaFetch('/__inbox/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.base },
          body: '{"name":"x"}',
        }),
    ],
    ['an inbox refusal of another origin', () => viaFetch('/__inbox/contact', { method: 'POST', body: '{"name":"x"}' })],
    ['an inbox refusal', () => viaFetch('/__inbox/contact')],
    ['a malformed path', () => viaFetch('/%E0%A4%A')],
    // A rule's '*' must match every character: a path decoding to a line break once matched no
    // rule at all, so its 404 came without frame-ancestors and the site could be framed from it.
    ['a path with an encoded line feed', () => viaFetch('/%0a')],
    ['a path with an encoded carriage return', () => viaFetch('/about%0d')],
    ['a path with an encoded line separator', () => viaFetch('/%E2%80%A8')],
    ['a path with an encoded paragraph separator', () => viaFetch('/x/%E2%80%A9/y')],
    ['a request target with a raw fragment', () => viaRaw('/index.html#%0a')],
  ];

  async function viaRaw(target: string) {
    const response = await rawRequest(server.port, target);
    const value = (name: string) => response.headers[name];
    return { status: response.status, get: (name: string) => [value(name)].flat()[0] };
  }

  async function viaFetch(target: string, init: RequestInit = {}) {
    const response = await fetch(`${server.base}${target}`, { ...init, redirect: 'manual' });
    await response.arrayBuffer();
    return { status: response.status, get: (name: string) => response.headers.get(name) ?? undefined };
  }

  it.each(requests)('%s carries the /* headers of _headers', async (_label, request) => {
    const response = await request();
    expect(response.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
    expect(response.get('x-content-type-options')).toBe('nosniff');
    expect(response.get('x-frame-options')).toBe('DENY');
    expect(response.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it.each(requests)('%s carries Strict-Transport-Security', async (_label, request) => {
    const response = await request();
    expect(response.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('preview server: error answers are never stored', () => {
  const post = (target: string, headers: Record<string, string>, body = '{"name":"x"}') =>
    rawRequest(server.port, target, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  const errors: [string, () => Promise<{ status: number; headers: Record<string, unknown> }>, number][] = [
    ['an unknown page', () => rawRequest(server.port, '/no/such/page'), 404],
    ['an unknown asset, whose folder _headers marks immutable', () => rawRequest(server.port, '/assets/missing-1.js'), 404],
    ['a range past the end', () => rawRequest(server.port, '/robots.txt', { headers: { range: 'bytes=99999-' } }), 416],
    ['another method', () => rawRequest(server.port, '/about', { method: 'DELETE' }), 405],
    ['a malformed path', () => rawRequest(server.port, '/%E0%A4%A'), 400],
    ['a name not answered', () => rawRequest(server.port, '/about', { headers: { host: 'evil.example' } }), 403],
    ['an unknown inbox', () => post('/__inbox/other', { origin: server.base }), 404],
    ['an inbox post from another site', () => post('/__inbox/contact', { origin: 'https://evil.example' }), 403],
    ['an inbox post that is not JSON', () => post('/__inbox/contact', { origin: server.base }, 'not json'), 400],
    [
      'an inbox post the disk cannot keep',
      async () => {
        // An inbox folder that cannot be made: a file stands where it should be.
        const blocked = path.join(inbox, 'not-a-folder');
        fs.writeFileSync(blocked, '');
        process.env.INBOX_DIR = path.join(blocked, 'inbox');
        try {
          return await post('/__inbox/contact', { origin: server.base });
        } finally {
          process.env.INBOX_DIR = inbox;
        }
      },
      503,
    ],
  ];

  it.each(errors)('%s: Cache-Control no-store', async (_label, request, status) => {
    const response = await request();
    expect(response.status).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('preview server: a page of another site rebound to this machine (DNS rebinding)', () => {
  const rebound = (port: number) => ({ host: `evil.example:${port}`, origin: `http://evil.example:${port}` });
  const inboxFile = () => path.join(inbox, 'contact.jsonl');
  const inboxSize = () => (fs.existsSync(inboxFile()) ? fs.statSync(inboxFile()).size : 0);

  it('is refused: no page, and nothing written to the inbox', async () => {
    const page = await rawRequest(server.port, '/about', { headers: rebound(server.port) });
    expect(page.status).toBe(403);
    expect(page.body.toString()).not.toContain('<h1>About</h1>');

    const before = inboxSize();
    const post = await rawRequest(server.port, '/__inbox/contact', {
      method: 'POST',
      headers: { ...rebound(server.port), 'content-type': 'application/json' },
      body: '{"name":"rebound"}',
    });
    expect(post.status).toBe(403);
    expect(inboxSize()).toBe(before);
  });

  it('still answers localhost and the loopback address', async () => {
    expect((await rawRequest(server.port, '/about', { headers: { host: `localhost:${server.port}` } })).status).toBe(200);
    expect((await rawRequest(server.port, '/about', { headers: { host: `127.0.0.1:${server.port}` } })).status).toBe(200);
  });

  it('answers a name listed in allowedHosts (PREVIEW_ALLOWED_HOSTS)', async () => {
    const listed = await startPreviewServer(root, { inbox: false, allowedHosts: ['preview.redbud.test'] });
    try {
      const response = await rawRequest(listed.port, '/about', { headers: { host: `preview.redbud.test:${listed.port}` } });
      expect(response.status).toBe(200);
      expect((await rawRequest(listed.port, '/about', { headers: rebound(listed.port) })).status).toBe(403);
    } finally {
      await listed.close();
    }
  });
});
