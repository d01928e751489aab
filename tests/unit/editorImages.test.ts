import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleEditorRequest } from '../../devtools/editor/server/editorApi.ts';
import { safeName, UPLOAD_MAX_BYTES } from '../../devtools/editor/server/imageLibrary.ts';
import { copyPages } from '../support/tempPages.ts';
import { pngFile } from '../support/pngFile.ts';
import { avifHeader, jpegHeader, pngHeader, webpHeader } from '../support/imageHeaders.ts';

/**
 * The page editor's image library over real HTTP, on a disposable images folder: what the picker
 * lists, what an upload writes, and every upload it refuses (type, size, folder, origin), writing
 * nothing for those.
 */
let server: http.Server;
let base = '';
let pages: ReturnType<typeof copyPages>;
let images = '';

beforeAll(async () => {
  pages = copyPages('editor-images');
  images = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-images-'));
  fs.mkdirSync(path.join(images, 'people'));
  fs.writeFileSync(path.join(images, 'people', 'ana.png'), pngFile(40, 30));
  fs.writeFileSync(path.join(images, 'card.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"></svg>');
  server = http.createServer((req, res) => {
    if (!handleEditorRequest(req, res, pages.dir, images)) res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  pages.remove();
  fs.rmSync(images, { recursive: true, force: true });
});

function upload(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}/__editor/images`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const filesIn = (dir: string): string[] =>
  fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((e) => (e.isFile() ? [path.join(e.parentPath, e.name)] : []));

describe("the editor's image library", () => {
  it('lists every image with its size, and the folders an upload may go into', async () => {
    const response = await fetch(`${base}/__editor/images`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      images: [
        { src: '/images/card.svg', width: 1200, height: 630, bytes: expect.any(Number) },
        { src: '/images/people/ana.png', width: 40, height: 30, bytes: expect.any(Number) },
      ],
      folders: ['', 'people'],
      maxBytes: UPLOAD_MAX_BYTES,
    });
  });

  it('saves an upload under a safe name, its size read from the file, and never over another file', async () => {
    const png = pngFile(64, 48);
    const first = await upload({ name: 'Team Photo (Ána) – 2024.PNG', folder: 'people', data: png.toString('base64') });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ src: '/images/people/team-photo-ana-2024.png', width: 64, height: 48, bytes: png.length });
    expect(fs.readFileSync(path.join(images, 'people/team-photo-ana-2024.png')).equals(png)).toBe(true);

    const again = await upload({ name: 'team photo ana 2024.png', folder: 'people', data: pngFile(10, 10).toString('base64') });
    expect(((await again.json()) as { src: string }).src).toBe('/images/people/team-photo-ana-2024-2.png');
    expect(fs.readFileSync(path.join(images, 'people/team-photo-ana-2024.png')).equals(png)).toBe(true);
  });

  it('refuses what is too big, not an image, an SVG, outside its folders or from another origin, and writes nothing', async () => {
    const before = filesIn(images).sort();
    const png = pngFile(8, 8).toString('base64');
    const refusals: Array<[unknown, Record<string, string>, number, RegExp]> = [
      [{ name: 'huge.png', data: Buffer.alloc(UPLOAD_MAX_BYTES + 1, 1).toString('base64') }, {}, 413, /at most 2\.0 MB/],
      [
        { name: 'photo.png', data: Buffer.from('just some text, not a picture').toString('base64') },
        {},
        415,
        /not a PNG, JPEG, WebP or AVIF/,
      ],
      [
        {
          name: 'logo.svg',
          data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>').toString(
            'base64',
          ),
        },
        {},
        415,
        /SVG drawing/,
      ],
      [{ name: 'a.png', folder: '../..', data: png }, {}, 400, /choose a folder/],
      [{ name: 'a.png', folder: 'people/../..', data: png }, {}, 400, /choose a folder/],
      [{ name: 'a.png', folder: 'nowhere', data: png }, {}, 400, /choose a folder/],
      [{ name: 'a.png', data: 'not base64 at all!' }, {}, 400, /not base64/],
      [{ name: 'a.png', data: png }, { origin: 'http://evil.example' }, 403, /own pages/],
      [{ name: 'a.png', data: png }, { 'content-type': 'text/plain' }, 415, /send JSON/],
    ];
    for (const [body, headers, status, message] of refusals) {
      const response = await upload(body, headers);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
    expect(filesIn(images).sort()).toEqual(before);
  });

  it('refuses an image of more than 40 megapixels, its size read from its header, however few bytes it weighs', async () => {
    const before = filesIn(images).sort();
    const refusals: [string, Buffer, string][] = [
      ['bomb.png', pngHeader(100_000, 100_000), '100,000 × 100,000 pixels'],
      ['wide.jpg', jpegHeader(10_000, 4_001), '10,000 × 4,001 pixels'],
      ['canvas.webp', webpHeader(16_384, 16_384), '16,384 × 16,384 pixels'],
      ['tall.avif', avifHeader(5_000, 20_000), '5,000 × 20,000 pixels'],
    ];
    for (const [name, bytes, size] of refusals) {
      const response = await upload({ name, data: bytes.toString('base64') });
      const { error } = (await response.json()) as { error: string };
      expect(response.status, name).toBe(422);
      expect(error, name).toContain(`${name} is ${size}`);
      expect(error, name).toMatch(/at most 40 megapixels/);
    }
    // A header that declares no size cannot be measured: refused too.
    const unsized = await upload({ name: 'unsized.png', data: pngHeader(0, 0).toString('base64') });
    expect(unsized.status).toBe(415);
    expect(((await unsized.json()) as { error: string }).error).toMatch(/gives no width and height/);
    expect(filesIn(images).sort()).toEqual(before);
    // 40 megapixels exactly is taken.
    const largest = await upload({ name: 'largest.png', data: pngHeader(8_000, 5_000).toString('base64') });
    expect(largest.status).toBe(201);
    expect(await largest.json()).toMatchObject({ width: 8_000, height: 5_000 });
  });

  it('names the file cut to 80 characters in a refusal, never echoing all of a long name', async () => {
    const name = `${'n'.repeat(100_000)}.png`;
    for (const data of [Buffer.from('not a picture'), pngHeader(100_000, 100_000)]) {
      const response = await upload({ name, data: data.toString('base64') });
      const { error } = (await response.json()) as { error: string };
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(error).toContain(`${name.slice(0, 79)}…`);
      expect(error).not.toContain(name.slice(0, 80));
    }
  });

  it('keeps a name with path tricks inside the images folder', async () => {
    const response = await upload({ name: '../../../etc/evil.png', data: pngFile(2, 2).toString('base64') });
    expect(((await response.json()) as { src: string }).src).toBe('/images/etc-evil.png');
    expect(fs.existsSync(path.join(images, 'etc-evil.png'))).toBe(true);
    expect(safeName('...')).toBe('image');
    expect(safeName('Ünïcödé Büro.jpeg')).toBe('unicode-buro');
  });
});
