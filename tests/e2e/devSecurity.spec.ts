import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { ROOT } from '../../scripts/lib/site/paths.ts';
import { test, expect } from './devServerFixture.ts';

/**
 * The dev server (vite) as a stranger on the same machine meets it: private files are refused
 * however they are asked for, no page of another origin may read its answers, and the page editor
 * never loads inside another page's frame.
 */
let stranger: http.Server | undefined;
let strangerBase = '';
const tag = `${process.pid}-${Date.now().toString(36)}`;
const SECRET = `visitor-secret-${tag}`;
/** Files a dev server must never hand out, planted in the project for the test. */
const planted = {
  inbox: path.join(ROOT, '.inbox', `contact-${tag}.jsonl`),
  env: path.join(ROOT, `.env.probe-${tag}`),
  key: path.join(ROOT, `.tmp-keys-${tag}`, 'server.key'),
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  for (const file of Object.values(planted)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `{"message":"${SECRET}"}\n`);
  }
  // A page of another origin on the same machine: another local port.
  stranger = http.createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Stranger</title>'),
  );
  await new Promise<void>((resolve) => stranger!.listen(0, '127.0.0.1', resolve));
  strangerBase = `http://127.0.0.1:${(stranger.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (stranger ? stranger.close(() => resolve()) : resolve()));
  fs.rmSync(planted.inbox, { force: true });
  if (fs.existsSync(path.dirname(planted.inbox)) && fs.readdirSync(path.dirname(planted.inbox)).length === 0)
    fs.rmdirSync(path.dirname(planted.inbox));
  fs.rmSync(planted.env, { force: true });
  fs.rmSync(path.dirname(planted.key), { recursive: true, force: true });
});

test('private files are refused however they are asked for', async ({ devServer: server }) => {
  const inbox = path.relative(ROOT, planted.inbox);
  const env = path.relative(ROOT, planted.env);
  const key = path.relative(ROOT, planted.key);
  const targets = [
    `/${inbox}`,
    `/${inbox}?raw`,
    `/${inbox}?import`,
    `/${inbox}?url`,
    `/${inbox.replace('.inbox', '%2einbox')}`,
    `/./${inbox}`,
    `/blocks/../${inbox}?raw`,
    `/@fs${planted.inbox}`,
    `/@fs${planted.inbox}?raw`,
    `/${env}`,
    `/${env}?raw`,
    `/@fs${planted.env}?import`,
    `/${key}`,
    `/${key}?raw`,
    '/.git/config',
    '/.git/HEAD?raw',
  ];
  for (const target of targets) {
    const response = await fetch(`${server.base}${target}`);
    const body = await response.text();
    expect(body, target).not.toContain(SECRET);
    expect(body, target).not.toMatch(/\[core\]|ref: refs\//);
  }
});

test('answers carry no CORS grant, and a page of another origin cannot read them', async ({ page, devServer: server }) => {
  const response = await fetch(`${server.base}/blocks/theme.ts`, { headers: { origin: strangerBase } });
  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBeNull();
  await page.goto(strangerBase);
  const read = await page.evaluate(async (url) => {
    try {
      return `read ${(await (await fetch(url)).text()).length} characters`;
    } catch (error) {
      return `refused: ${String(error)}`;
    }
  }, `${server.base}/blocks/theme.ts`);
  expect(read).toMatch(/^refused/);
});

test('the page editor refuses to be framed', async ({ page, devServer: server }) => {
  for (const target of ['/__edit', '/__edit/about', '/__editor/pages']) {
    const response = await fetch(`${server.base}${target}`);
    expect(response.headers.get('x-frame-options'), target).toBe('DENY');
    expect(response.headers.get('content-security-policy'), target).toContain("frame-ancestors 'none'");
  }
  // The site's pages themselves may still be previewed in a frame during development.
  expect((await fetch(`${server.base}/about`)).headers.get('x-frame-options')).toBeNull();

  await page.goto(strangerBase);
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.name = 'editor';
    document.body.append(frame);
  }, `${server.base}/__edit`);
  const frame = await expect
    .poll(() => page.frame({ name: 'editor' })?.url() ?? '', { timeout: 15_000 })
    .not.toBe('')
    .then(() => page.frame({ name: 'editor' })!);
  await expect.poll(() => frame.url(), { timeout: 15_000 }).toMatch(/^chrome-error:/);
});

test('the editor’s draft preview renders for the editor’s own pages only, and its refusals name no file', async ({ devServer: server }) => {
  const url = `${server.base}/__editor/preview`;
  const draft = { pageId: 'about', paths: ['/about'], page: { meta: { title: 'Draft', description: 'A draft.' }, blocks: [] } };
  const post = (body: string, headers: Record<string, string>) => fetch(url, { method: 'POST', headers, body });
  const json = { 'content-type': 'application/json', origin: server.base };

  const rendered = await post(JSON.stringify(draft), json);
  expect(rendered.status).toBe(200);
  expect(await rendered.text()).toContain('<main id="main-content"');
  expect(rendered.headers.get('x-frame-options')).toBe('DENY');

  const refusals = [
    await post(JSON.stringify(draft), { ...json, origin: strangerBase }),
    await post(JSON.stringify(draft), { ...json, 'sec-fetch-site': 'cross-site' }),
    await post(JSON.stringify(draft), { 'content-type': 'application/json' }),
    await post(JSON.stringify(draft), { ...json, 'content-type': 'text/plain' }),
    await post(`{"pad":"${'x'.repeat(1024 * 1024)}"}`, json),
    await post('{"pageId":"about","page":{"meta":{},"blocks":"not a list"}}', json),
    await post('not json', json),
    await fetch(url),
  ];
  expect(refusals.map((response) => response.status)).toEqual([403, 403, 403, 415, 413, 400, 400, 405]);
  for (const response of refusals) expect(await response.text()).not.toContain(ROOT);
});

test('Vite’s opener of files in the editor answers the dev server’s own pages only', async ({ page, devServer: server }) => {
  // Without a file to open, Vite's opener answers 500: a request that reaches it says so.
  const ask = (target: string, headers: Record<string, string> = {}) => fetch(`${server.base}${target}`, { headers }).then((r) => r.status);
  expect(await ask('/__open-in-editor', { 'sec-fetch-site': 'same-origin' })).toBe(500);
  expect(await ask('/__open-in-editor')).toBe(500);
  const refused = [
    await ask('/__open-in-editor', { 'sec-fetch-site': 'cross-site' }),
    await ask('/__open-in-editor', { 'sec-fetch-site': 'same-site' }),
    await ask('/__OPEN-IN-EDITOR/x', { 'sec-fetch-site': 'cross-site' }),
    await ask('/__open-in-editor', { referer: `${strangerBase}/` }),
  ];
  expect(refused).toEqual([403, 403, 403, 403]);

  // What a page of another origin would do: an image whose address opens one of the project's files.
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/__open-in-editor')) statuses.push(response.status());
  });
  await page.goto(strangerBase);
  await page.evaluate(
    (src) => {
      const image = document.createElement('img');
      image.src = src;
      document.body.append(image);
    },
    `${server.base}/__open-in-editor?file=${encodeURIComponent(path.join(ROOT, 'package.json'))}`,
  );
  await expect.poll(() => statuses).toEqual([403]);
});
