import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/lib/site/contentStore.ts';
import { PAGES_DIR } from '../../scripts/lib/site/paths.ts';
import { buildSite } from '../support/builtSite.ts';
import { startDevServer, type DevServer } from '../../scripts/lib/processes/devServer.ts';
import { rawRequest, startPreviewServer, type RunningServer } from '../support/previewServer.ts';
import { SPECULATION_RULES_FILE, SPECULATION_RULES_TYPE, speculationRules } from '../../engine/navigation/speculationRules.ts';

/**
 * One runtime: the dev server serves every page as the build writes it. For every route of the
 * site and for an address that is no page, the dev server (vite, on pages/) and the built site
 * (served by the preview server) answer with the same status and the same document, once these
 * are set aside, and nothing else:
 *
 * 1. dev-only scripts: the dev server's module scripts in <head> (Vite's client, React Refresh's
 *    preamble, the dev tools' script). A built page has no module script at all (its inline loader
 *    starts the boot script), which the comparison checks.
 * 2. asset addresses: the boot script's address in the inline loader (the site's client entry as
 *    written on the dev server, its content-hashed bundle when built), the build id derived from
 *    it, and the modules a built page preloads after its first paint (the dev server serves
 *    modules as they are asked for, and preloads none).
 * 3. where the page's CSS is: a built page too heavy to carry its CSS inline links a stylesheet of
 *    the same rules (pageWriter's INLINE_CSS_MAX_PAGE_BYTES); the dev server always inlines them.
 *    The linked stylesheet's text is compared in its place.
 */

const MODULE_SCRIPT = /<script type="module"[^>]*>[\s\S]*?<\/script>\s*/g;
const LOADER_ENTRY = /(\bentry:`)([^`]+)(`)/;
const BUILD_ID = /(<meta name="build-id" content=")([0-9a-f]+)(")/;
const DEFERRED_PRELOADS = /<template id="deferred-preloads">[\s\S]*?<\/template>\s*/;
const LINKED_CSS = /<link rel="stylesheet" href="(\/assets\/page-[0-9a-f]+\.css)" data-page-styles>/;

/** A page's document with the differences named above set aside; `stylesheet` reads a linked stylesheet. */
function comparable(html: string, stylesheet: (href: string) => string): string {
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(LOADER_ENTRY, (_, before: string, _entry: string, after: string) => `${before}BOOT-SCRIPT${after}`)
    .replace(BUILD_ID, (_, before: string, _id: string, after: string) => `${before}BUILD-ID${after}`)
    .replace(DEFERRED_PRELOADS, '')
    .replace(LINKED_CSS, (_, href: string) => `<style data-page-styles>${stylesheet(href)}</style>`);
}

let dist = '';
let built: RunningServer | undefined;
let dev: DevServer | undefined;

beforeAll(async () => {
  dist = buildSite();
  built = await startPreviewServer(dist, { inbox: false });
  dev = await startDevServer({ pagesDir: PAGES_DIR, label: 'parity' });
}, 180_000);

afterAll(async () => {
  dev?.stop();
  await built?.close();
});

const fetchPage = async (base: string, address: string) => {
  const response = await fetch(`${base}${address}`);
  return { status: response.status, html: await response.text() };
};

const routes = [...loadContent().manifest.allPaths(), '/no-such-page'];

describe('the dev server and the build serve the same pages', () => {
  it.each(routes)('%s', async (address) => {
    const [fromDev, fromBuild] = await Promise.all([fetchPage(dev!.base, address), fetchPage(built!.base, address)]);
    expect(fromDev.status).toBe(address === '/no-such-page' ? 404 : 200);
    expect(fromDev.status).toBe(fromBuild.status);
    // What is set aside is really there, and only where it is expected.
    expect(fromBuild.html).not.toMatch(MODULE_SCRIPT);
    expect(fromDev.html).toMatch(MODULE_SCRIPT);
    expect(fromBuild.html).toMatch(LOADER_ENTRY);
    expect(fromDev.html).toMatch(LOADER_ENTRY);

    const stylesheet = (href: string) => fs.readFileSync(path.join(dist, href), 'utf8');
    const devPage = comparable(fromDev.html, () => {
      throw new Error('the dev server inlines every page’s CSS');
    });
    expect(devPage).toBe(comparable(fromBuild.html, stylesheet));
  });
});

describe('the dev server and the build answer the same to a page’s other names', () => {
  const answer = async (base: string, address: string) => {
    const response = await fetch(`${base}${address}`, { redirect: 'manual' });
    return { status: response.status, location: response.headers.get('location') };
  };

  it.each([
    ['/about/', { status: 301, location: '/about' }],
    ['/about/index.html', { status: 301, location: '/about' }],
    ['/services/consulting/index?ref=old-site', { status: 301, location: '/services/consulting?ref=old-site' }],
    ['/index.html', { status: 301, location: '/' }],
    ['/404', { status: 404, location: null }],
    ['/404.html', { status: 404, location: null }],
  ])('%s', async (address, expected) => {
    const [fromDev, fromBuild] = await Promise.all([answer(dev!.base, address), answer(built!.base, address)]);
    expect(fromBuild).toEqual(expected);
    expect(fromDev).toEqual(expected);
  });
});

describe('the dev server and the build name the same speculation rules', () => {
  it.each(['/', '/about', '/no-such-page'])('%s names them in its Speculation-Rules header', async (address) => {
    for (const base of [dev!.base, built!.base]) {
      expect((await fetch(`${base}${address}`)).headers.get('speculation-rules'), base).toBe(`"${SPECULATION_RULES_FILE}"`);
    }
  });

  it('serves them with the only type browsers accept', async () => {
    for (const base of [dev!.base, built!.base]) {
      const rules = await fetch(`${base}${SPECULATION_RULES_FILE}`);
      expect(rules.headers.get('content-type'), base).toBe(SPECULATION_RULES_TYPE);
      expect(await rules.json(), base).toEqual(speculationRules());
    }
  });
});

describe('the dev server and the build answer an address that climbs out of the inbox alike', () => {
  // Sent as written: fetch would resolve the dots before sending. The dev server once left such a
  // request unanswered, holding its connection open for as long as the client waited.
  it.each(['/__inbox/%2e%2e/x', '/__inbox/../x', '/__inbox/%2E%2E/contact'])('%s: 404, at once', async (target) => {
    for (const base of [dev!.base, built!.base]) {
      const port = Number(new URL(base).port);
      const answer = await Promise.race([
        rawRequest(port, target),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000).unref()),
      ]);
      expect(answer?.status, `${base}${target}`).toBe(404);
    }
  });
});
