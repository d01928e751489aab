// @vitest-environment jsdom
// (jsdom for its DOMParser: the component-id test reads each page as a browser would.)
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent, pageDataFor } from '../../scripts/lib/site/contentStore.ts';
import type { Page, SiteConfig } from '../../blocks/siteTypes.ts';
import { buildSite, cssOf, decode, filesUnder, htmlFor } from '../support/builtSite.ts';
import { componentChunk } from '../support/blockChunks.ts';
import { ISLANDS_MODULE, NAVIGATOR_MODULE, readViteManifest, viteManifestPath } from '../../scripts/lib/output/viteChunks.ts';
import { routePathProblem } from '../../scripts/lib/schemas/routePaths.ts';
import { blocks } from '../../blocks/registry.generated.ts';
import { COMPILE_HINT } from '../../scripts/vite/compileHints.ts';
import type { AnyBlockDefinition } from '../../engine';
import { SCENARIOS, targetOf, type Target } from '../../scripts/bench/inpScenarios.ts';

const definitions: AnyBlockDefinition[] = Object.values(blocks);
const PAGE_HEADING_BLOCK_TYPES = definitions.filter((d) => d.rendersPageHeading).map((d) => d.type);
const interactiveBlockTypes = new Set(definitions.filter((d) => d.interactive).map((d) => d.type));

const content = loadContent<SiteConfig, Page>();
let dist = '';

beforeAll(() => {
  dist = buildSite();
});

/** The text of the page's h1 as the content defines it. */
function expectedHeading(routePath: string): string {
  const data = pageDataFor(content, routePath);
  const block = data.page.blocks.find((b) => PAGE_HEADING_BLOCK_TYPES.includes(b.type)) as { title: string };
  return block.title;
}

describe('the production build', () => {
  it("prerenders every manifest path with that page's title and one h1", () => {
    const paths = content.manifest.allPaths();
    expect(paths.length).toBeGreaterThan(2);
    for (const routePath of paths) {
      const html = htmlFor(dist, routePath);
      const title = /<title>(.*?)<\/title>/s.exec(html)?.[1];
      expect(decode(title ?? ''), routePath).toBe(pageDataFor(content, routePath).page.meta.title);
      // A <template>'s content is inert, not part of the page (the crash screen waits there).
      const page = html.replace(/<template\b.*?<\/template>/gs, '');
      const headings = [...page.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((m) => decode(m[1]!));
      expect(headings, routePath).toEqual([expectedHeading(routePath)]);
    }
  });

  it('keeps page content out of the JavaScript, and page data out of the HTML and the build', () => {
    const marker = expectedHeading('/');
    const scripts = filesUnder(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) expect(fs.readFileSync(script, 'utf8'), script).not.toContain(marker);
    // The page is its HTML: no copy of its data beside it (islands carry only their own props).
    expect(htmlFor(dist, '/')).not.toContain('id="page-data"');
    expect(fs.existsSync(path.join(dist, '_page'))).toBe(false);
  });

  it('writes nothing at the top of dist/ at an address a route could take: each of its own names is reserved', () => {
    const routeFolders = new Set(content.manifest.allPaths().map((routePath) => routePath.split('/')[1]));
    const ownNames = fs.readdirSync(dist).filter((name) => !routeFolders.has(name));
    expect(ownNames).toEqual(expect.arrayContaining(['assets', 'images', '404.html', 'index.html']));
    for (const name of ownNames) {
      // sirv, like static hosts, serves 'x.html' at '/x'; a name with a dot or '_' is never a route.
      const address = `/${name.replace(/\.html$/, '')}`;
      const problem = routePathProblem(address);
      expect(problem === 'malformed' || problem?.code === 'reserved-route-path', `${name}: ${JSON.stringify(problem)}`).toBe(true);
    }
  });

  it('writes a 404.html with the not-found message and a way home', () => {
    const html = fs.readFileSync(path.join(dist, '404.html'), 'utf8');
    expect(html).toContain('Oops! Page not found');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>(?:(?!<\/a>).)*Return to Home/s);
    expect(html).toContain('<meta name="robots" content="noindex"');
  });

  it('runs one inline script, the boot loader, first in <head> and allowed by its hash in the policy', () => {
    const policy = fs.readFileSync(path.join(dist, '_headers'), 'utf8').match(/Content-Security-Policy:(.*)/)![1]!;
    const scriptSrc = policy
      .split(';')
      .find((d) => d.trim().startsWith('script-src'))!
      .trim()
      .split(/\s+/);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const loaders = new Set<string>();
    for (const file of filesUnder(dist).filter((f) => f.endsWith('.html'))) {
      const html = fs.readFileSync(file, 'utf8');
      const executable = [...html.matchAll(/<script\b([^>]*)>(.*?)<\/script>/gs)].filter(
        ([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!),
      );
      expect(
        executable.map(([, attributes]) => attributes),
        file,
      ).toEqual(['']);
      const [tag, , text] = executable[0]!;
      // Before every other element of <head> but the charset and viewport.
      expect(html.indexOf(tag), file).toBeLessThan(html.indexOf('<title>'));
      loaders.add(text!);
    }
    expect(loaders.size).toBe(1);
    const hash = `'sha256-${crypto
      .createHash('sha256')
      .update([...loaders][0]!, 'utf8')
      .digest('base64')}'`;
    expect(scriptSrc).toEqual(['script-src', "'self'", hash]);
  });

  it('loads nothing before the first paint: the inline loader starts the boot entry after it', () => {
    const manifest = readViteManifest(dist);
    const navigator = manifest[NAVIGATOR_MODULE]!.file;
    const islands = manifest[ISLANDS_MODULE]!.file;
    for (const routePath of content.manifest.allPaths()) {
      const html = htmlFor(dist, routePath);
      expect(html.match(/<script\b[^>]*\bsrc=/g), routePath).toBeNull();
      const loader = /<script>(.*?)<\/script>/s.exec(html)?.[1] ?? '';
      expect(loader, routePath).toContain(`/${manifest['index.html']!.file}`);
      // Script preloads only inside the inert template the boot entry releases after the first paint.
      const template = /<template id="deferred-preloads">(.*?)<\/template>/s.exec(html)?.[1] ?? '';
      const outside = html.replace(/<template id="deferred-preloads">.*?<\/template>/s, '');
      expect(outside, routePath).not.toMatch(/<link[^>]*rel="modulepreload"/);
      expect(outside, routePath).not.toMatch(/<link(?=[^>]*rel="preload")(?=[^>]*as="script")/);
      expect(template, routePath).toContain(`href="/${navigator}"`);
      // The island runtime and the interactive blocks' modules, only where the page has them; static
      // blocks' modules never.
      const types = new Set(pageDataFor(content, routePath).page.blocks.map((b) => b.type));
      const interactive = [...types].filter((type) => interactiveBlockTypes.has(type));
      if (interactive.length) expect(template, routePath).toContain(`href="/${islands}"`);
      else expect(template, routePath).not.toContain(`href="/${islands}"`);
      for (const type of types) {
        const chunk = componentChunk(manifest, type);
        if (interactive.includes(type)) expect(template, `${routePath} ${type}`).toContain(`href="/${chunk}"`);
        else expect(template, `${routePath} ${type}`).not.toContain(`href="/${chunk}"`);
        expect(html.includes('data-island="block"'), routePath).toBe(interactive.length > 0);
      }
    }
  });

  it("keeps styled-components' component-id classes only where a selector names them, and islands as rendered", () => {
    let inIslands = 0;
    for (const routePath of content.manifest.allPaths()) {
      const document = new DOMParser().parseFromString(htmlFor(dist, routePath), 'text/html');
      const css = cssOf(dist, document);
      // A <template>'s content is not in the document's tree; islands are looked at separately.
      for (const element of document.querySelectorAll('[class]')) {
        const ids = [...element.classList].filter((token) => /^sc-[\w]+-\d+$/.test(token));
        if (element.closest('[data-island]')) inIslands += ids.length;
        else for (const id of ids) expect(css, `${routePath}: ${id}`).toContain(`.${id}`);
      }
    }
    // An island keeps every class React rendered: hydration must find exactly that.
    expect(inIslands).toBeGreaterThan(20);
  });

  it("draws no SVG image of the site's own: none in a page's styles, none as an <img> of its header or footer", () => {
    // An SVG image is a document of its own, which the browser builds while the page loads (a page
    // and a frame each: 18–80 ms of the home page's first render at 4x for two arrows). The site's
    // icons are inline, from the page's sprite; content artwork an author places is not counted here.
    const svgUrl = /url\(\s*["']?(?:data:image\/svg|[^)"']*\.svg)/i;
    for (const routePath of [...content.manifest.allPaths(), '/404']) {
      const html = routePath === '/404' ? fs.readFileSync(path.join(dist, '404.html'), 'utf8') : htmlFor(dist, routePath);
      const document = new DOMParser().parseFromString(html, 'text/html');
      expect(svgUrl.exec(cssOf(dist, document))?.[0], `${routePath}: an SVG in its styles`).toBeUndefined();
      for (const img of document.querySelectorAll('header img, footer img'))
        expect(img.getAttribute('src'), `${routePath}: an <img> in its header or footer`).not.toMatch(/\.svg(?:[?#]|$)/i);
      for (const template of document.querySelectorAll('template')) {
        expect(svgUrl.exec(template.innerHTML)?.[0], `${routePath}: an SVG in an island's styles`).toBeUndefined();
      }
    }
  });

  it('publishes no dot-files: the Vite manifest is kept outside dist/', () => {
    const published = filesUnder(dist).map((file) => path.relative(dist, file).split(path.sep).join('/'));
    expect(published.filter((file) => file.split('/').some((segment) => segment.startsWith('.')))).toEqual([]);
    expect(path.relative(dist, viteManifestPath(dist))).toMatch(/^\.\./);
    expect(readViteManifest(dist)['index.html']?.file).toMatch(/^assets\//);
  });

  it("ships React DOM's code as module top-level code, not inside a CommonJS wrapper (scripts/vite/reactDomClientModule.ts)", () => {
    const chunks = filesUnder(path.join(dist, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => fs.readFileSync(file, 'utf8'));
    // Its module exports hydrateRoot by name; wrapped, it would export one CommonJS object instead.
    const reactDom = chunks.filter((code) => /export\{[^}]*\bas hydrateRoot\b/.test(code));
    expect(reactDom).toHaveLength(1);
    expect(reactDom[0]).toMatch(/version=`19\./);
  });

  it('asks V8 to compile the boot entry and the navigator as they stream in (scripts/vite/compileHints.ts), and nothing else', () => {
    const manifest = readViteManifest(dist);
    const hinted = filesUnder(path.join(dist, 'assets'))
      .filter((file) => file.endsWith('.js') && fs.readFileSync(file, 'utf8').startsWith(`${COMPILE_HINT}\n`))
      .map((file) => path.relative(dist, file).split(path.sep).join('/'));
    expect(hinted.sort()).toEqual([manifest['index.html']!.file, manifest[NAVIGATOR_MODULE]!.file].sort());
  });

  it('lists each indexable page once, at its canonical address, in sitemap.xml', () => {
    const sitemap = fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const expected = [
      ...new Set(
        content.manifest
          .allPaths()
          .map((p) => pageDataFor(content, p))
          .filter((d) => !d.notFound)
          .map((d) => d.canonicalPath),
      ),
    ];
    expect(locs).toEqual(expected);
    expect(locs).not.toContain('/resident-login');
    expect(fs.readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  });

  it("has on each interaction-bench scenario's page the elements its steps act on", () => {
    // The bench finds them with its own selectors (inpScenarios.ts); an edit to the content or the
    // markup that moved one would otherwise surface only as a failed bench run.
    const matches = (document: Document, target: Target) =>
      [...document.querySelectorAll(target.css)].filter(
        (element) => target.text === undefined || (element.textContent ?? '').replace(/\s+/g, ' ').trim() === target.text,
      ).length;
    for (const scenario of SCENARIOS) {
      const document = new DOMParser().parseFromString(htmlFor(dist, scenario.path), 'text/html');
      const targets = scenario.steps.map(targetOf);
      if (scenario.keeps) targets.push(scenario.keeps.field);
      for (const target of targets)
        expect(matches(document, target), `${scenario.name}: ${target.css} ${target.text ?? ''}`).toBeGreaterThan(0);
    }
  });
});
