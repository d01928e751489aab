import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES_DIR, PUBLIC_DIR, ROOT } from '../../scripts/lib/site/paths.ts';
import { startDevServer, type DevServer } from '../../scripts/lib/processes/devServer.ts';
import { rawRequest } from '../support/previewServer.ts';

/**
 * The dev server (vite) and public/: it serves the files the build publishes, and answers anything
 * else in public/ (a path through a link, a private-looking file) with the site's not-found page,
 * however it is asked for. So does it a file Vite itself refuses, whose 403 page named the project's
 * folder. The server runs on a copy of public/ with the probe's files planted before it starts
 * (Vite reads the folder once at start, and a link in it changes how it serves every file).
 */
const tag = `${process.pid}-${Date.now().toString(36)}`;
const SECRET = `dev-secret-${tag}`;
const publicDir = path.join(ROOT, `.tmp-dev-public-${tag}`);
const keysDir = path.join(ROOT, `.tmp-dev-keys-${tag}`);
const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-public-outside-'));
let dev: DevServer | undefined;

function write(file: string, text = SECRET): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

beforeAll(async () => {
  fs.cpSync(PUBLIC_DIR, publicDir, { recursive: true });
  write(path.join(publicDir, '.env'));
  write(path.join(publicDir, 'key.pem'));
  write(path.join(publicDir, 'images/x.jsonl'));
  write(path.join(publicDir, '.git/config'));
  // The inbox folder and a home folder, outside the project, linked from public/images.
  write(path.join(outside, 'inbox/contact.jsonl'));
  write(path.join(outside, 'home/.ssh/id_rsa'));
  write(path.join(outside, 'home/notes.txt'));
  write(path.join(outside, 'logo.svg'));
  fs.symlinkSync(path.join(outside, 'inbox'), path.join(publicDir, 'images/inbox-link'));
  fs.symlinkSync(path.join(outside, 'home'), path.join(publicDir, 'images/home-link'));
  fs.symlinkSync(path.join(outside, 'logo.svg'), path.join(publicDir, 'images/logo-link.svg'));
  // Vite's file server answers a folder's address with its file named 'index'.
  fs.symlinkSync(path.join(outside, 'home/notes.txt'), path.join(publicDir, 'images/people/index'));
  // A key in the project, outside public/: Vite's own deny list refuses it.
  write(path.join(keysDir, 'server.key'));
  dev = await startDevServer({ pagesDir: PAGES_DIR, publicDir, label: 'public-files' });
}, 120_000);

afterAll(() => {
  dev?.stop();
  for (const dir of [publicDir, keysDir, outside]) fs.rmSync(dir, { recursive: true, force: true });
});

const get = (target: string) => rawRequest(Number(new URL(dev!.base).port), target);
const TITLE = /<title>([^<]*)<\/title>/;

describe('the dev server and public/', () => {
  const inProject = path.relative(ROOT, publicDir);
  const refused = [
    '/.env',
    '/%2eenv',
    '/%252eenv',
    '/.env?raw',
    '/key.pem',
    '/key.pem?raw',
    '/key.pem?import',
    '/key.pem?url',
    '/images/x.jsonl',
    '/images/x%2ejsonl?raw',
    '/.git/config',
    '/images/inbox-link/contact.jsonl',
    '/images/inbox-link/contact.jsonl?import',
    '/images/home-link/notes.txt',
    '/images/home-link/notes.txt?raw',
    '/images/home-link/.ssh/id_rsa',
    '/images//home-link/notes.txt',
    '/images/./home-link/notes.txt',
    '/images/people/../home-link/notes.txt',
    '/images%2Fhome-link%2Fnotes.txt',
    '/images/logo-link.svg',
    '/images/people',
    `/${inProject}/key.pem`,
    `/${inProject}/key.pem?raw`,
    `/${inProject}/images/home-link/notes.txt`,
    `/@fs${publicDir}/key.pem`,
    `/@fs${publicDir}/.env?import`,
    `/@fs${publicDir}/images/home-link/notes.txt?raw`,
    `/@fs${publicDir}/images/logo-link.svg?url`,
    // Refused by Vite itself, with a 403 page that named the project's folder.
    `/${path.relative(ROOT, keysDir)}/server.key`,
    `/${path.relative(ROOT, keysDir)}/server.key?raw`,
    '/@fs/etc/passwd',
  ];

  it.each(refused)('%s is the site’s not-found page, and names no folder of this machine', async (target) => {
    const notFound = await get('/no-such-page');
    expect(notFound.status).toBe(404);
    const response = await get(target);
    const body = response.body.toString();
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(TITLE.exec(body)?.[1]).toBe(TITLE.exec(notFound.body.toString())?.[1]);
    expect(body).toContain('Oops! Page not found');
    expect(body).not.toContain(SECRET);
    expect(body).not.toContain(ROOT);
    expect(body).not.toContain(outside);
  });

  it('serves the files the build publishes, and the project’s modules, as before', async () => {
    for (const file of ['favicon.svg', 'images/social-card.svg']) {
      const response = await get(`/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.body.equals(fs.readFileSync(path.join(publicDir, file))), file).toBe(true);
    }
    const module = await get('/engine/index.ts');
    expect(module.status).toBe(200);
    expect(module.headers['content-type']).toMatch(/javascript/);
  });
});
