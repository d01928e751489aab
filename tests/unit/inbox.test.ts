import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleInbox, INBOX_FILE_LIMIT } from '../../scripts/server/inbox.ts';
import { rawRequest } from '../support/previewServer.ts';

let server: http.Server;
let base = '';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inbox-'));
const port = () => (server.address() as AddressInfo).port;

beforeAll(async () => {
  process.env.INBOX_DIR = dir;
  server = http.createServer((req, res) => {
    void handleInbox(req, res).then((handled) => {
      if (!handled) res.writeHead(418).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${port()}`;
});

afterAll(async () => {
  delete process.env.INBOX_DIR;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('local inbox', () => {
  it('appends each POST as one JSON line', async () => {
    for (const email of ['a@example.com', 'b@example.com']) {
      const response = await fetch(`${base}/__inbox/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(response.status).toBe(201);
    }
    const lines = fs.readFileSync(path.join(dir, 'newsletter.jsonl'), 'utf8').trim().split('\n');
    expect(lines.map((line) => JSON.parse(line))).toEqual([{ email: 'a@example.com' }, { email: 'b@example.com' }]);
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
      expect((await fetch(`${base}/__inbox/${name}`, { method: 'POST', body: '{}' })).status, name).toBe(201);
    }
    for (const name of ['other', 'contacts', 'rest/v1/other', 'rest/v1/contact', 'error_logs/x']) {
      expect((await fetch(`${base}/__inbox/${name}`, { method: 'POST', body: '{}' })).status, name).toBe(404);
    }
    expect(fs.existsSync(path.join(dir, 'other.jsonl'))).toBe(false);
  });

  it('answers a body over 64 KB with 413, whether its length is declared or not', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(70 * 1024) });
    const declared = await fetch(`${base}/__inbox/error_logs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: expect.stringMatching(/64 KB/) });
    // Chunked (no Content-Length): the inbox finds out while reading, and still answers.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 8; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(16 * 1024)));
        controller.close();
      },
    });
    const chunked = await fetch(`${base}/__inbox/error_logs`, { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(fs.readFileSync(path.join(dir, 'error_logs.jsonl'), 'utf8')).not.toContain('xxxx');
    // Much larger than the limit: still an answer, not a reset.
    const huge = await rawRequest(port(), '/__inbox/contact', { method: 'POST', body: Buffer.alloc(4 * 1024 * 1024, 'y') });
    expect(huge.status).toBe(413);
  });

  it(`keeps each inbox file under ${INBOX_FILE_LIMIT / 1024 / 1024} MB: when full it answers 507 and leaves the file as it is`, async () => {
    const file = path.join(dir, 'newsletter.jsonl');
    fs.writeFileSync(file, `${JSON.stringify({ email: 'x'.repeat(INBOX_FILE_LIMIT - 200) })}\n`);
    const before = fs.readFileSync(file);
    const response = await fetch(`${base}/__inbox/newsletter`, { method: 'POST', body: JSON.stringify({ email: 'y'.repeat(400) }) });
    expect(response.status).toBe(507);
    expect(fs.readFileSync(file).equals(before)).toBe(true);
    // A row that still fits is accepted.
    expect((await fetch(`${base}/__inbox/newsletter`, { method: 'POST', body: JSON.stringify({ email: 'z' }) })).status).toBe(201);
    expect(fs.statSync(file).size).toBeLessThanOrEqual(INBOX_FILE_LIMIT);
  });

  it('accepts the supabase-js insert path for the error log', async () => {
    const response = await fetch(`${base}/__inbox/rest/v1/error_logs`, { method: 'POST', body: JSON.stringify({ error_message: 'x' }) });
    expect(response.status).toBe(201);
    expect(fs.readFileSync(path.join(dir, 'error_logs.jsonl'), 'utf8')).toContain('"error_message":"x"');
  });

  it('refuses bodies that are not JSON, and unknown names', async () => {
    expect((await fetch(`${base}/__inbox/contact`, { method: 'POST', body: 'not json' })).status).toBe(400);
    expect((await fetch(`${base}/__inbox/../etc`, { method: 'POST', body: '{}' })).status).not.toBe(201);
    expect((await fetch(`${base}/elsewhere`)).status).toBe(418);
  });
});
