import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleInbox } from '../../scripts/server/inbox.ts';

let server: http.Server;
let base = '';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inbox-'));

beforeAll(async () => {
  process.env.INBOX_DIR = dir;
  server = http.createServer((req, res) => {
    void handleInbox(req, res).then((handled) => {
      if (!handled) res.writeHead(418).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete process.env.INBOX_DIR;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('local inbox', () => {
  it('appends each POST as one JSON line and lists them', async () => {
    for (const email of ['a@example.com', 'b@example.com']) {
      const response = await fetch(`${base}/__inbox/newsletter`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
      expect(response.status).toBe(201);
    }
    const lines = fs.readFileSync(path.join(dir, 'newsletter.jsonl'), 'utf8').trim().split('\n');
    expect(lines.map((line) => JSON.parse(line))).toEqual([{ email: 'a@example.com' }, { email: 'b@example.com' }]);
    expect(await (await fetch(`${base}/__inbox/newsletter`)).json()).toEqual([{ email: 'a@example.com' }, { email: 'b@example.com' }]);
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
