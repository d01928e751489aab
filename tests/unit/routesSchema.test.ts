import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLanguageService, TextDocument, type CompletionItem, type MarkupContent } from 'vscode-json-languageservice';
import { buildFingerprint } from '../../scripts/build/buildCache.ts';
import { createPage } from '../../scripts/generate/newPage.ts';
import { PAGES_DIR, ROOT, SCHEMA_DIR } from '../../scripts/lib/site/paths.ts';
import { ROUTES_SCHEMA, routesSchema, routesSchemaFileFor, routesSchemaText } from '../../scripts/lib/schemas/routesSchema.ts';
import { readSchemaFiles } from '../../scripts/lib/schemas/schemas.ts';
import { createSchemaValidator } from '../../scripts/validate/schemaValidator.ts';
import { validateContent } from '../../scripts/validate/validateContent.ts';
import { copyPages } from '../support/tempPages.ts';

/**
 * The site's routes as a schema editors complete navigate targets from
 * (schema/routes.generated.schema.json): written by gen:routes and new-page, held to
 * pages/routes.json by validate, and invisible to everything that decides what is valid.
 */
let pages: ReturnType<typeof copyPages> | undefined;
const scratch: string[] = [];
afterEach(() => {
  pages?.remove();
  pages = undefined;
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const SITE_FILE = path.join(SCHEMA_DIR, ROUTES_SCHEMA);
const manifestPaths = (dir: string) =>
  (JSON.parse(fs.readFileSync(path.join(dir, 'routes.json'), 'utf8')) as { routes: { path: string }[] }).routes.map((r) => r.path);

/** A writable copy of the routes schema, for a check that must not touch the site's. */
function schemaCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'routes-schema-'));
  scratch.push(dir);
  const file = path.join(dir, ROUTES_SCHEMA);
  fs.copyFileSync(SITE_FILE, file);
  return file;
}

describe('completing a navigate target in VS Code (vscode-json-languageservice)', () => {
  const service = getLanguageService({
    schemaRequestService: async (uri) => fs.readFileSync(new URL(uri), 'utf8'),
    workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).href },
  });
  const docText = (item: CompletionItem) =>
    typeof item.documentation === 'string' ? item.documentation : ((item.documentation as MarkupContent | undefined)?.value ?? '');

  it('offers every route of pages/routes.json, once each, with its page’s title', async () => {
    const schemaRef = path.relative(PAGES_DIR, path.join(SCHEMA_DIR, 'page.schema.json')).split(path.sep).join('/');
    const text = `{ "$schema": "${schemaRef}", "meta": { "title": "Probe | {brand}", "description": "A page the completion test types a link into, as an author would." },\n  "blocks": [{ "type": "banner", "title": "Next", "primary": { "label": "Go", "action": { "navigate": "▮" } } }] }`;
    const document = TextDocument.create(pathToFileURL(path.join(PAGES_DIR, 'routes-probe.json')).href, 'json', 1, text.replace('▮', ''));
    const list = await service.doComplete(document, document.positionAt(text.indexOf('▮')), service.parseJSONDocument(document));
    const items = list?.items ?? [];
    const routes = manifestPaths(PAGES_DIR);
    expect(items.map((item) => item.label)).toEqual(expect.arrayContaining(routes.map((p) => JSON.stringify(p))));
    expect(new Set(items.map((item) => item.label)).size).toBe(items.length);
    const about = items.find((item) => item.label === '"/about"')!;
    expect(docText(about)).toMatch(/^About .*Redbud Asset Group.* \(page about\)$/);
    // An alias names the page and its first address.
    const alias = items.find((item) => item.label === '"/management"')!;
    expect(docText(alias)).toMatch(/\(page services, also at \/services\)$/);
  });
});

describe('the routes schema', () => {
  it('belongs to pages/ alone: no other content folder writes or checks one', () => {
    expect(routesSchemaFileFor(path.join(ROOT, 'pages'))).toBe(SITE_FILE);
    expect(routesSchemaFileFor(path.join(ROOT, '.tmp-some-copy'))).toBeNull();
    expect(routesSchemaFileFor(path.join(ROOT, 'pages'), path.join(os.tmpdir(), 'schema'))).toBeNull();
  });

  it('lists the site’s routes in order, as gen:routes writes them', () => {
    const listed = (JSON.parse(fs.readFileSync(SITE_FILE, 'utf8')) as { defaultSnippets: { body: string }[] }).defaultSnippets;
    expect(listed.map((snippet) => snippet.body)).toEqual(manifestPaths(path.join(ROOT, 'pages')));
  });

  it('describes each route by its page’s title, tokens filled in', () => {
    pages = copyPages('routes-schema');
    const snippets = routesSchema(pages.dir).defaultSnippets as { label: string; description: string; body: string }[];
    const contact = snippets.find((snippet) => snippet.body === '/contact')!;
    const title = (JSON.parse(fs.readFileSync(path.join(pages.dir, 'contact.json'), 'utf8')) as { meta: { title: string } }).meta.title;
    expect(contact).toEqual({
      label: '"/contact"',
      description: `${title.replace('{brand}', 'Redbud Asset Group')} (page contact)`,
      body: '/contact',
    });
  });

  it('is brought up to date by new-page, with the new route where the manifest has it', () => {
    pages = copyPages('routes-schema');
    const file = schemaCopy();
    createPage({ path: '/asset-types/land', title: 'Land', pagesDir: pages.dir, routesSchemaFile: file });
    expect(fs.readFileSync(file, 'utf8')).toBe(routesSchemaText(pages.dir));
    const snippets = (JSON.parse(fs.readFileSync(file, 'utf8')) as { defaultSnippets: { body: string; description: string }[] })
      .defaultSnippets;
    expect(snippets.map((s) => s.body)).toEqual(manifestPaths(pages.dir));
    expect(snippets.find((s) => s.body === '/asset-types/land')!.description).toBe('Land | Redbud Asset Group (page asset-types/land)');
  });

  it('is left alone by new-page in another content folder', () => {
    pages = copyPages('routes-schema');
    const before = fs.readFileSync(SITE_FILE, 'utf8');
    createPage({ path: '/asset-types/land', pagesDir: pages.dir });
    expect(fs.readFileSync(SITE_FILE, 'utf8')).toBe(before);
  });
});

describe('validate', () => {
  it('reports a routes schema that misses a route or lists one that is gone, and nothing once regenerated', async () => {
    pages = copyPages('routes-schema');
    const file = schemaCopy();
    const routesFile = path.join(pages.dir, 'routes.json');
    const manifest = JSON.parse(fs.readFileSync(routesFile, 'utf8')) as { routes: { path: string; page: string }[] };
    manifest.routes.push({ path: '/about-us', page: 'about' });
    fs.writeFileSync(routesFile, JSON.stringify(manifest, null, 2));
    const added = await validateContent({ pagesDir: pages.dir, skipTypes: true, routesSchemaFile: file });
    expect(added.issues.map((i) => `${i.file}:${i.line}:${i.col} ${i.pointer} ${i.code} ${i.message}`)).toEqual([
      `${file}:9:3 /defaultSnippets stale-route-list the routes editors complete are not those of pages/routes.json ("/about-us" is missing); run \`npm run gen:routes\``,
    ]);
    expect(added.issues[0]!.hint).toMatch(/run `npm run gen:routes`/);

    manifest.routes = manifest.routes.filter((route) => route.path !== '/about-us' && route.path !== '/management');
    fs.writeFileSync(routesFile, JSON.stringify(manifest, null, 2));
    const removed = await validateContent({ pagesDir: pages.dir, skipTypes: true, routesSchemaFile: file });
    expect(removed.issues.map((i) => i.message)).toEqual([
      'the routes editors complete are not those of pages/routes.json ("/management" is no longer a route); run `npm run gen:routes`',
    ]);

    fs.writeFileSync(file, routesSchemaText(pages.dir));
    expect((await validateContent({ pagesDir: pages.dir, skipTypes: true, routesSchemaFile: file })).issues).toEqual([]);
  });

  it('reports a path listed twice once, in routes.json, naming both pages: the routes editors complete list each path once', async () => {
    pages = copyPages('routes-schema');
    const file = schemaCopy();
    const routesFile = path.join(pages.dir, 'routes.json');
    const manifest = JSON.parse(fs.readFileSync(routesFile, 'utf8')) as { routes: { path: string; page: string }[] };
    const aboutIndex = manifest.routes.findIndex((route) => route.path === '/about');
    manifest.routes.push({ path: '/about', page: 'contact' });
    fs.writeFileSync(routesFile, JSON.stringify(manifest, null, 2));
    const { issues } = await validateContent({ pagesDir: pages.dir, skipTypes: true, routesSchemaFile: file });
    expect(issues.map((i) => `${path.basename(i.file)} ${i.code} ${i.message}`)).toEqual([
      `routes.json path-listed-twice "/about" is listed twice, for two pages: "about" (routes[${aboutIndex}]) and "contact" (here); one address shows one page, so keep the route to the page it should show and give the other page an address of its own`,
    ]);
    expect(routesSchemaText(pages.dir)).toBe(fs.readFileSync(file, 'utf8'));
  });

  it('does not hold the routes schema to a title: editing one needs no command', async () => {
    pages = copyPages('routes-schema');
    const file = schemaCopy();
    const about = path.join(pages.dir, 'about.json');
    fs.writeFileSync(about, fs.readFileSync(about, 'utf8').replace(/"title": "About[^"]*"/, '"title": "Who we are | {brand}"'));
    expect((await validateContent({ pagesDir: pages.dir, skipTypes: true, routesSchemaFile: file })).issues).toEqual([]);
  });

  it('says of a bad navigate target exactly what it said before the routes schema: one message each', async () => {
    const files = readSchemaFiles();
    // The same schemas without the routes reference: what the messages were before it.
    const before = files.map((file) => {
      if (file.relPath !== 'defs.schema.json') return file;
      const schema = structuredClone(file.schema) as { $defs: { navigateAction: { properties: { navigate: Record<string, unknown> } } } };
      const navigate = schema.$defs.navigateAction.properties.navigate;
      expect(navigate.allOf).toEqual([{ $ref: ROUTES_SCHEMA }]);
      delete navigate.allOf;
      return { ...file, schema };
    });
    const targets = ['/nope', '//evil.example', 'https://example.com/listings', 'Contact Us', '/a b', 42, '', `/${'a'.repeat(400)}`];
    const page = {
      $schema: '../schema/page.schema.json',
      meta: { title: 'Links | {brand}', description: 'A page of bad links, each checked against the schemas as validate checks it.' },
      blocks: [
        { type: 'hero', title: 'Links' },
        ...targets.map((navigate) => ({ type: 'banner', title: 'Go', primary: { label: 'Go', action: { navigate } } })),
      ],
    };
    const now = createSchemaValidator(files).validatePage(page);
    expect(now).toEqual(createSchemaValidator(before).validatePage(page));
    // One message per target the schema refuses ('/nope' is a path: the route check reports it).
    expect(now.map((p) => p.pointer)).toEqual(targets.slice(1).map((_, i) => `/blocks/${i + 2}/primary/action/navigate`));

    pages = copyPages('routes-schema');
    const home = path.join(pages.dir, 'home.json');
    const text = fs.readFileSync(home, 'utf8');
    fs.writeFileSync(home, text.replace('"navigate": "/contact"', '"navigate": "/nope"'));
    const { issues } = await validateContent({ pagesDir: pages.dir, skipTypes: true });
    expect(issues.map((i) => `${i.code} ${i.message}`)).toEqual([`route-not-found "/nope" is not a route in pages/routes.json`]);
  });
});

describe('npm run build', () => {
  it('does not rebuild every page when only the routes schema changed', () => {
    const extra = { siteEntryDir: path.join(ROOT, 'blocks'), siteFiles: [path.join(PAGES_DIR, 'site.json')] };
    const before = buildFingerprint(extra);
    // The file as a new page leaves it (read so, never written: other tests read the real one).
    const read = fs.readFileSync;
    const spy = vi
      .spyOn(fs, 'readFileSync')
      .mockImplementation(((file: fs.PathOrFileDescriptor, options?: unknown) =>
        file === SITE_FILE ? '{ "title": "another route list" }' : read(file, options as never)) as typeof fs.readFileSync);
    try {
      expect(buildFingerprint(extra)).toBe(before);
      expect(spy).not.toHaveBeenCalledWith(SITE_FILE);
      // The same probe on a schema pages are built from does change it.
      const defs = path.join(SCHEMA_DIR, 'defs.schema.json');
      spy.mockImplementation(((file: fs.PathOrFileDescriptor, options?: unknown) =>
        file === defs ? '{}' : read(file, options as never)) as typeof fs.readFileSync);
      expect(buildFingerprint(extra)).not.toBe(before);
    } finally {
      spy.mockRestore();
    }
  });
});
