import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyWithoutScripts, serveWithoutScripts, withoutScripts } from '../../scripts/bench/noScriptSite.ts';
import { brotli, HIGHEST_BROTLI, writeWithCompressed } from '../../scripts/lib/output/compress.ts';
import { createStaticServer } from '../../scripts/serve/staticServer.ts';
import type { AddressInfo } from 'node:net';

// A page laid out as the build writes one: the inline boot loader first in <head> (minified, with
// '>' in its arrow functions), the page's JSON-LD, then the body; and enough text to be compressed.
const LOADER =
  '<script>(function(e){let t=document;t.documentElement.setAttribute(e.a,``);let s=()=>{if(e.b>1)return}})({"a":"data-script"});</script>';
const JSON_LD = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Redbud"}</script>';
const BODY = `<main><h1>About us</h1>${'<p>We answer the phone, and we run the numbers before we run the building.</p>\n'.repeat(12)}</main>`;
const page = (head: string) =>
  `<!doctype html>\n<html lang="en">\n  <head>\n    ${head}\n    <meta charset="utf-8">\n    <title>About</title>\n  </head>\n  <body>${BODY}</body>\n</html>\n`;
const builtPage = page(`${LOADER}\n    ${JSON_LD}`);
/** What the rewrite must give: the same bytes, the loader's element alone gone. */
const rewrittenPage = page(`\n    ${JSON_LD}`);

describe('a page without its scripts', () => {
  it('loses every script element but the JSON-LD, and every other byte stays as it was', () => {
    expect(withoutScripts(builtPage)).toBe(rewrittenPage);
  });

  it('loses script elements with attributes and module scripts too, however the tag is written', () => {
    const html = `<head><SCRIPT type="module" src="/assets/a.js"></SCRIPT><script async src=/b.js></script >${JSON_LD}</head>`;
    expect(withoutScripts(html)).toBe(`<head>${JSON_LD}</head>`);
  });

  it('is left as it is when it has no script to lose', () => {
    expect(withoutScripts(rewrittenPage)).toBe(rewrittenPage);
  });
});

describe('the built site without its scripts', () => {
  let dist = '';
  let copy = '';
  const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file));

  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'no-scripts-dist-'));
    copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'no-scripts-copy-')), 'site');
    // The home page compressed at the pages' level, /about at brotli's highest (as the page writer
    // does for a page within reach of the inline-CSS limit), an asset, and the headers file.
    writeWithCompressed(path.join(dist, 'index.html'), builtPage, dist);
    writeWithCompressed(
      path.join(dist, 'about/index.html'),
      builtPage,
      dist,
      brotli(Buffer.from(builtPage), 'about/index.html', HIGHEST_BROTLI),
    );
    writeWithCompressed(path.join(dist, 'assets/boot-Ab12Cd34.js'), `export const boot = () => {};\n${'// padding\n'.repeat(40)}`, dist);
    fs.writeFileSync(path.join(dist, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n  X-Frame-Options: DENY\n');
    copyWithoutScripts(dist, copy);
  });
  afterAll(() => {
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(path.dirname(copy), { recursive: true, force: true });
  });

  it('has every page rewritten, and their compressed copies are of the rewritten page', () => {
    for (const file of ['index.html', 'about/index.html']) {
      expect(read(copy, file).toString(), file).toBe(rewrittenPage);
      expect(zlib.gunzipSync(read(copy, `${file}.gz`)).toString(), `${file}.gz`).toBe(rewrittenPage);
      expect(zlib.brotliDecompressSync(read(copy, `${file}.br`)).toString(), `${file}.br`).toBe(rewrittenPage);
    }
  });

  it("compresses each page at the brotli level the build gave it, so its delivery is the build's", () => {
    const rewritten = Buffer.from(rewrittenPage);
    expect(read(copy, 'index.html.br').equals(brotli(rewritten, 'index.html'))).toBe(true);
    expect(read(copy, 'about/index.html.br').equals(brotli(rewritten, 'about/index.html', HIGHEST_BROTLI))).toBe(true);
  });

  it('keeps every other file byte for byte, and leaves the build itself alone', () => {
    for (const file of ['assets/boot-Ab12Cd34.js', 'assets/boot-Ab12Cd34.js.br', 'assets/boot-Ab12Cd34.js.gz', '_headers']) {
      expect(read(copy, file).equals(read(dist, file)), file).toBe(true);
    }
    expect(read(dist, 'about/index.html').toString()).toBe(builtPage);
    expect(zlib.brotliDecompressSync(read(dist, 'index.html.br')).toString()).toBe(builtPage);
  });

  it("is served as the site is: the site's headers, the page's compressed copy, no script in it", async () => {
    const site = createStaticServer({ root: dist, inbox: false });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const bare = await serveWithoutScripts(dist);
    try {
      const ask = (origin: string) => fetch(`${origin}/about`, { headers: { 'accept-encoding': 'br' } });
      const [withScripts, withoutThem] = await Promise.all([
        ask(`http://127.0.0.1:${(site.address() as AddressInfo).port}`),
        ask(bare.origin),
      ]);
      const headers = (response: Response) =>
        Object.fromEntries([...response.headers].filter(([name]) => !['date', 'etag', 'last-modified', 'content-length'].includes(name)));
      expect(headers(withoutThem)).toEqual(headers(withScripts));
      expect(withoutThem.headers.get('content-encoding')).toBe('br');
      expect(await withoutThem.text()).toBe(rewrittenPage);
    } finally {
      site.close();
      bare.close();
    }
    expect(fs.existsSync(bare.root), 'the copy is removed when it is closed').toBe(false);
  });
});
