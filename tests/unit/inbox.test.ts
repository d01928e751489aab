import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handleInbox, INBOX_FILE_LIMIT, inboxDir, MAX_BODY, MAX_DEPTH } from '../../scripts/serve/inbox.ts';
import { ROTATED_FILES, rotatedName } from '../../scripts/serve/inboxFile.ts';
import { ROOT } from '../../scripts/lib/site/paths.ts';
import { rawRequest } from '../support/previewServer.ts';

let server: http.Server;
let base = '';
let dir = '';
const port = () => (server.address() as AddressInfo).port;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    void handleInbox(req, res).then((handled) => {
      if (!handled) res.writeHead(418).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${port()}`;
});

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inbox-'));
  process.env.INBOX_DIR = dir;
  return () => {
    delete process.env.INBOX_DIR;
    fs.rmSync(dir, { recursive: true, force: true });
  };
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A POST as the site's own pages send it: JSON, with the server's own Origin. */
function post(name: string, body: BodyInit, headers: Record<string, string> = {}) {
  return fetch(`${base}/__inbox/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...headers },
    body,
  });
}

const read = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');

describe('local inbox', () => {
  it('appends each POST as one JSON line', async () => {
    for (const email of ['a@example.com', 'b@example.com']) {
      expect((await post('newsletter', JSON.stringify({ email }))).status).toBe(201);
    }
    const lines = read('newsletter.jsonl').trim().split('\n');
    expect(lines.map((line) => JSON.parse(line))).toEqual([{ email: 'a@example.com' }, { email: 'b@example.com' }]);
  });

  it('keeps its files outside the project, which the dev server serves', () => {
    delete process.env.INBOX_DIR;
    const relative = path.relative(ROOT, inboxDir());
    expect(relative.startsWith('..') || path.isAbsolute(relative), inboxDir()).toBe(true);
  });

  it('lists nothing over HTTP: only POST is allowed', async () => {
    fs.writeFileSync(path.join(dir, 'contact.jsonl'), '{"email":"private@example.com"}\n');
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']) {
      const response = await fetch(`${base}/__inbox/contact`, { method });
      const body = await response.text();
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow'), method).toBe('POST');
      expect(body, method).not.toContain('private@example.com');
    }
  });

  it('has only the inboxes the site posts to', async () => {
    for (const name of ['contact', 'newsletter', 'error_logs', 'rest/v1/error_logs']) {
      expect((await post(name, '{}')).status, name).toBe(201);
    }
    for (const name of ['other', 'contacts', 'rest/v1/other', 'rest/v1/contact', 'error_logs/x']) {
      expect((await post(name, '{}')).status, name).toBe(404);
    }
    expect(fs.existsSync(path.join(dir, 'other.jsonl'))).toBe(false);
  });

  it('accepts posts only from pages of its own origin', async () => {
    const refused: [string, Record<string, string>][] = [
      ['no Origin', { origin: '' }],
      ['another site', { origin: 'https://evil.example' }],
      ['another local port', { origin: 'http://127.0.0.1:1' }],
      ['an opaque origin', { origin: 'null' }],
      ['fetch metadata of another site', { 'sec-fetch-site': 'cross-site' }],
    ];
    for (const [label, headers] of refused) {
      const response = await post('contact', '{"name":"x"}', headers);
      expect(response.status, label).toBe(403);
    }
    expect(fs.existsSync(path.join(dir, 'contact.jsonl'))).toBe(false);
    expect((await post('contact', '{"name":"x"}', { 'sec-fetch-site': 'same-origin' })).status).toBe(201);
  });

  it('accepts only application/json', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
      expect((await post('contact', '{"name":"x"}', { 'content-type': type })).status, type).toBe(415);
    }
    expect((await post('contact', '{"name":"x"}', { 'content-type': 'application/json; charset=utf-8' })).status).toBe(201);
  });

  it('stores only JSON objects', async () => {
    for (const body of ['null', '1', '"str"', 'true', '[]', '[{"name":"x"}]', 'not json', '']) {
      const response = await post('contact', body);
      expect(response.status, body).toBe(400);
      expect(await response.json(), body).toEqual({ error: expect.stringMatching(/JSON object/) });
    }
    expect(fs.existsSync(path.join(dir, 'contact.jsonl'))).toBe(false);
  });

  it('refuses an object nested deeper than the site ever posts, with 400 rather than a server error', async () => {
    const deep = (levels: number) => '{"a":'.repeat(levels - 1) + '{}' + '}'.repeat(levels - 1);
    for (const levels of [MAX_DEPTH + 1, 10_000]) {
      const response = await post('contact', deep(levels));
      expect(response.status, `${levels} levels`).toBe(400);
      expect(await response.json()).toEqual({ error: expect.stringMatching(/nested at most/) });
    }
    const arrays = await post('contact', `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`);
    expect(arrays.status).toBe(400);
    expect(fs.existsSync(path.join(dir, 'contact.jsonl'))).toBe(false);
    expect((await post('contact', deep(MAX_DEPTH))).status).toBe(201);
  });

  it('answers a body over 64 KB with 413, whether its length is declared or not', async () => {
    const declared = await post('error_logs', JSON.stringify({ message: 'x'.repeat(70 * 1024) }));
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: expect.stringMatching(/64 KB/) });
    // Chunked (no Content-Length): the inbox finds out while reading, and still answers.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 8; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(16 * 1024)));
        controller.close();
      },
    });
    const chunked = await fetch(`${base}/__inbox/error_logs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(fs.existsSync(path.join(dir, 'error_logs.jsonl'))).toBe(false);
    // Much larger than the limit: still an answer, not a reset.
    const huge = await rawRequest(port(), '/__inbox/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: Buffer.alloc(4 * 1024 * 1024, 'y'),
    });
    expect(huge.status).toBe(413);
  });

  it('holds up under a flood: a real visitor is still accepted, and the disk used stays bounded', async () => {
    const flood = JSON.stringify({ name: 'flood', message: 'x'.repeat(MAX_BODY - 200) });
    // Four times what fills one file: before, about 87 such posts locked every later visitor out (507).
    const posts = Math.ceil((4 * INBOX_FILE_LIMIT) / flood.length) + 10;
    for (let i = 0; i < posts; i++) expect((await post('contact', flood)).status).toBe(201);
    const visitor = await post('contact', JSON.stringify({ name: 'Real Visitor', email: 'visitor@example.com' }));
    expect(visitor.status).toBe(201);
    expect(read('contact.jsonl')).toContain('visitor@example.com');
    const files = fs.readdirSync(dir).filter((name) => name.startsWith('contact.'));
    expect(files.sort()).toEqual(
      ['contact.jsonl', ...Array.from({ length: ROTATED_FILES }, (_, i) => path.basename(rotatedName('contact.jsonl', i + 1)))].sort(),
    );
    for (const name of files) expect(fs.statSync(path.join(dir, name)).size, name).toBeLessThanOrEqual(INBOX_FILE_LIMIT);
  });

  it('accepts the supabase-js insert path for the error log', async () => {
    expect((await post('rest/v1/error_logs', JSON.stringify({ error_message: 'x' }))).status).toBe(201);
    expect(read('error_logs.jsonl')).toContain('"error_message":"x"');
  });

  it('refuses unknown names and paths outside it', async () => {
    expect((await post('../etc', '{}')).status).not.toBe(201);
    expect((await fetch(`${base}/elsewhere`)).status).toBe(418);
  });
});
