import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleEditorRequest, versionOf } from '../../devtools/editor/server/editorApi.ts';
import { validateContent } from '../../scripts/validate/validateContent.ts';
import { ROOT } from '../../scripts/lib/site/paths.ts';
import { copyPages } from '../support/tempPages.ts';

/**
 * The page editor's endpoints over real HTTP, on a copy of pages/: what they write, and everything
 * they refuse to write (other origins, path tricks, invalid pages, stale versions).
 */
let server: http.Server;
let base = '';
let pages: ReturnType<typeof copyPages>;

beforeAll(async () => {
  pages = copyPages('editor-api');
  server = http.createServer((req, res) => {
    if (!handleEditorRequest(req, res, pages.dir, path.join(ROOT, 'public/images'))) res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  pages.remove();
});

const fileOf = (id: string) => path.join(pages.dir, `${id}.json`);
const read = (id: string) => fs.readFileSync(fileOf(id), 'utf8');

function post(endpoint: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}/__editor/${endpoint}`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function open(id: string) {
  const response = await fetch(`${base}/__editor/page?id=${encodeURIComponent(id)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { version: string; document: { meta: Record<string, unknown>; blocks: Record<string, unknown>[] } };
}

describe('page editor endpoints', () => {
  it('lists every page file with its paths and opens one with its version', async () => {
    const { pages: list } = (await (await fetch(`${base}/__editor/pages`)).json()) as {
      pages: { id: string; paths: string[]; title: string; shownTitle: string }[];
    };
    expect(list.find((p) => p.id === 'services')?.paths).toEqual(expect.arrayContaining(['/services', '/management']));
    expect(list.find((p) => p.id === 'about')).toMatchObject({ paths: ['/about'], title: expect.stringContaining('About {brand}') });
    // And as visitors read it, for the route picker: its tokens filled in from site.json.
    const brand = (JSON.parse(read('site')) as { brand: string }).brand;
    expect(list.find((p) => p.id === 'about')).toMatchObject({ shownTitle: expect.stringContaining(`About ${brand}`) });
    const about = await open('about');
    expect(about.version).toBe(versionOf(read('about')));
  });

  it('lists what the files say now: a title or section changed in a text editor, a page added or removed', async () => {
    const list = async () =>
      ((await (await fetch(`${base}/__editor/pages`)).json()) as { pages: { id: string; title: string; anchors: string[] }[] }).pages;
    const before = await list();
    const original = read('about');
    try {
      const about = JSON.parse(original);
      about.meta.title = 'About the firm | {brand}';
      about.blocks[1].id = 'the-firm';
      fs.writeFileSync(fileOf('about'), JSON.stringify(about, null, 2) + '\n');
      fs.copyFileSync(fileOf('contact'), fileOf('contact-copy'));
      const after = await list();
      expect(after.find((p) => p.id === 'about')).toMatchObject({
        title: 'About the firm | {brand}',
        anchors: expect.arrayContaining(['the-firm']),
      });
      expect(after.map((p) => p.id).sort()).toEqual([...before.map((p) => p.id), 'contact-copy'].sort());
      // Every entry is what a page says, nothing kept for the listing's own use.
      expect(Object.keys(after[0]!).sort()).toEqual(['anchors', 'id', 'paths', 'shownTitle', 'title']);
    } finally {
      fs.writeFileSync(fileOf('about'), original);
      fs.rmSync(fileOf('contact-copy'));
    }
    expect(await list()).toEqual(before);
  });

  it('lists only the pages it opens: a page file that is a link (symlink) is not read, wherever it leads', async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-list-outside-'));
    const secret = `Leaked title ${process.pid}`;
    fs.writeFileSync(
      path.join(outside, 'leak.json'),
      JSON.stringify({ meta: { title: secret, description: 'Not a page of this site.' }, blocks: [{ type: 'hero', id: 'leaked-anchor' }] }),
    );
    fs.symlinkSync(path.join(outside, 'leak.json'), fileOf('leak'));
    // A link to a page inside the folder is a link too: the list and the editor follow one rule.
    fs.symlinkSync(fileOf('about'), fileOf('about-link'));
    try {
      const response = await fetch(`${base}/__editor/pages`);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).not.toContain(secret);
      expect(text).not.toContain('leaked-anchor');
      const ids = (JSON.parse(text) as { pages: { id: string }[] }).pages.map((page) => page.id);
      expect(ids).toContain('about');
      expect(ids).not.toContain('leak');
      expect(ids).not.toContain('about-link');
      for (const id of ['leak', 'about-link']) expect((await fetch(`${base}/__editor/page?id=${id}`)).status, id).toBe(403);
    } finally {
      fs.rmSync(fileOf('leak'));
      fs.rmSync(fileOf('about-link'));
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });

  it('saves an edit as a one-line change, and the content still validates', async () => {
    const before = read('about');
    const { version, document } = await open('about');
    document.blocks[0]!.title = 'Built in Tulsa for owners who want numbers';
    const response = await post('save', { id: 'about', version, document });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { saved: boolean; version: string };
    expect(body.saved).toBe(true);
    const after = read('about');
    expect(body.version).toBe(versionOf(after));
    const changed = after.split('\n').filter((line, i) => line !== before.split('\n')[i]);
    expect(changed).toEqual(['      "title": "Built in Tulsa for owners who want numbers",']);
    const { issues } = await validateContent({ pagesDir: pages.dir, skipTypes: true });
    expect(issues).toEqual([]);
  });

  it('writes nothing when the page would fail validation, and says where', async () => {
    const before = read('about');
    const { version, document } = await open('about');
    document.blocks[0]!.title = '';
    (document.blocks[0]!.actions as { action: { navigate?: string } }[])[0]!.action.navigate = '/no-such-page';
    const response = await post('save', { id: 'about', version, document });
    expect(response.status).toBe(422);
    const { issues } = (await response.json()) as { issues: { pointer: string; message: string; inPage: boolean }[] };
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pointer: '/blocks/0/title', message: 'must not be empty', inPage: true }),
        expect.objectContaining({
          pointer: '/blocks/0/actions/0/action/navigate',
          message: expect.stringContaining('is not a route'),
          inPage: true,
        }),
      ]),
    );
    expect(read('about')).toBe(before);
  });

  it('refuses a change that breaks another page (an anchor it links to), writing nothing', async () => {
    // The home page links to the about page's leadership section (valid as it stands).
    fs.writeFileSync(fileOf('home'), read('home').replace('"navigate": "/about"', '"navigate": "/about#leadership"'));
    expect((await validateContent({ pagesDir: pages.dir, skipTypes: true })).issues).toEqual([]);
    const before = read('about');
    const { version, document } = await open('about');
    const leadership = document.blocks.find((b) => b.id === 'leadership')!;
    leadership.id = 'our-leaders';
    const response = await post('save', { id: 'about', version, document });
    expect(response.status).toBe(422);
    const { issues } = (await response.json()) as { issues: { file: string; message: string; inPage: boolean }[] };
    expect(issues.some((i) => !i.inPage && i.message.includes('has no block with id "leadership"'))).toBe(true);
    expect(read('about')).toBe(before);
  });

  it('refuses a save from a file that changed since it was opened (409)', async () => {
    const { version, document } = await open('contact');
    const changed = read('contact').replace('\n}', '\n}\n');
    fs.writeFileSync(fileOf('contact'), changed);
    document.meta.title = 'Contact us | {brand}';
    const response = await post('save', { id: 'contact', version, document });
    expect(response.status).toBe(409);
    expect(read('contact')).toBe(changed);
  });

  it('merges an edit into a file changed since it was opened, where the two changed different places, and answers the merged document', async () => {
    const opened = await open('case-studies');
    const base = structuredClone(opened.document);
    // Another editor changes the page's description meanwhile.
    const theirs = structuredClone(base);
    theirs.meta.description = `${String(base.meta.description)} Updated elsewhere.`;
    fs.writeFileSync(fileOf('case-studies'), read('case-studies').replace(String(base.meta.description), String(theirs.meta.description)));
    const before = read('case-studies');
    // This editor changed the first block's title.
    const mine = structuredClone(base);
    mine.blocks[0]!.title = 'Results our owners can check';
    const response = await post('save', { id: 'case-studies', version: opened.version, base, document: mine });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { saved: boolean; version: string; document: typeof mine };
    expect(body.saved).toBe(true);
    const after = read('case-studies');
    expect(body.version).toBe(versionOf(after));
    // Both changes, and only they: the title's line is the one line this save changed.
    expect(JSON.parse(after)).toEqual({ ...theirs, blocks: mine.blocks });
    expect(body.document).toEqual(JSON.parse(after));
    expect(after.split('\n').filter((line, i) => line !== before.split('\n')[i])).toEqual([
      '      "title": "Results our owners can check",',
    ]);
  });

  it('refuses to merge where the file and the edit changed the same place, naming it, and writes nothing', async () => {
    const opened = await open('case-studies');
    const base = structuredClone(opened.document);
    const changed = read('case-studies').replace(`"title": ${JSON.stringify(base.blocks[0]!.title)}`, '"title": "Changed elsewhere"');
    fs.writeFileSync(fileOf('case-studies'), changed);
    const mine = structuredClone(base);
    mine.blocks[0]!.title = 'Changed here';
    const response = await post('save', { id: 'case-studies', version: opened.version, base, document: mine });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toContain('(/blocks/0/title)');
    expect(read('case-studies')).toBe(changed);
  });

  it('refuses to save over a file that is not JSON now (a text editor half-way through), saying so, and writes nothing', async () => {
    const opened = await open('contact');
    const original = read('contact');
    const broken = original.replace('{', '{ "meta": ,');
    fs.writeFileSync(fileOf('contact'), broken);
    try {
      const mine = structuredClone(opened.document);
      mine.meta.description = 'Changed here';
      const response = await post('save', { id: 'contact', version: opened.version, base: opened.document, document: mine });
      expect(response.status).toBe(422);
      expect(((await response.json()) as { error: string }).error).toMatch(/contact\.json is not valid JSON; fix it in a text editor/);
      expect(read('contact')).toBe(broken);
    } finally {
      fs.writeFileSync(fileOf('contact'), original);
    }
  });

  it('answers its own pages only: another Origin, no Origin, a cross-site fetch or a non-JSON body is refused', async () => {
    const before = read('home');
    const { version, document } = await open('home');
    document.meta.title = 'Hijacked | {brand}';
    const body = { id: 'home', version, document };
    expect((await post('save', body, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await post('save', body, { origin: 'null' })).status).toBe(403);
    expect((await post('save', body, { origin: base.replace('127.0.0.1', 'localhost') })).status).toBe(403);
    expect((await post('save', body, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post('save', JSON.stringify(body), { 'content-type': 'text/plain' })).status).toBe(415);
    const noOrigin = await new Promise<number>((resolve) => {
      const request = http.request(`${base}/__editor/save`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) =>
        resolve(res.statusCode!),
      );
      request.end(JSON.stringify(body));
    });
    expect(noOrigin).toBe(403);
    expect(read('home')).toBe(before);
  });

  it('writes page files only: path tricks, the manifest, site.json and links out of the folder are refused', async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-outside-'));
    fs.writeFileSync(path.join(outside, 'secret.json'), '{"keep": true}\n');
    fs.symlinkSync(path.join(outside, 'secret.json'), path.join(pages.dir, 'linked.json'));
    const snapshot = () =>
      ['routes.json', 'site.json'].map((f) => fs.readFileSync(path.join(pages.dir, f), 'utf8')).join() +
      fs.readFileSync(path.join(outside, 'secret.json'), 'utf8');
    const before = snapshot();
    const document = { keep: false };
    for (const id of [
      '../package',
      '/etc/passwd',
      'site',
      'routes',
      'about.json',
      'about/../home',
      'ABOUT',
      'services\\consulting',
      'linked',
      '',
      42,
    ]) {
      const response = await post('save', { id, version: 'x', document });
      expect([400, 403, 404], String(id)).toContain(response.status);
    }
    expect(snapshot()).toBe(before);
    fs.rmSync(path.join(pages.dir, 'linked.json'));
    fs.rmSync(outside, { recursive: true, force: true });
  });

  it('refuses JSON nested hundreds of levels deep with 400 and the reason, on every endpoint that reads a body', async () => {
    const objects = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
    const arrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
    const { version } = await open('about');
    const site = (await (await fetch(`${base}/__editor/site`)).json()) as { version: string };
    const before = [read('about'), read('site'), fs.readFileSync(path.join(pages.dir, 'routes.json'), 'utf8')];
    const requests: [string, string][] = [
      ['save', `{"id":"about","version":"${version}","document":{"meta":${objects(1000)},"blocks":[]}}`],
      ['save', `{"id":"about","version":"${version}","document":{"blocks":${arrays(100_000)}}}`],
      ['check', `{"id":"about","document":{"meta":${objects(1000)},"blocks":[]}}`],
      ['save-site', `{"version":"${site.version}","document":{"nav":${objects(1000)}}}`],
      ['check-site', `{"document":{"nav":${arrays(5000)}}}`],
      ['new-page', `{"path":"/careers","title":${objects(1000)}}`],
      ['images', `{"name":"a.png","data":${arrays(5000)}}`],
    ];
    for (const [endpoint, body] of requests) {
      const response = await post(endpoint, body);
      const text = await response.text();
      expect(response.status, `${endpoint}: ${text}`).toBe(400);
      expect(JSON.parse(text), endpoint).toEqual({ error: expect.stringMatching(/nests objects or arrays more than \d+ levels deep/) });
    }
    expect([read('about'), read('site'), fs.readFileSync(path.join(pages.dir, 'routes.json'), 'utf8')]).toEqual(before);
    expect(fs.existsSync(fileOf('careers'))).toBe(false);
  });

  it('names an id, path or endpoint from the request cut to 80 characters, never echoing all of it', async () => {
    const long = (character: string) => character.repeat(100_000);
    const cases: [string, () => Promise<Response>, string][] = [
      ['a page id', () => post('check', { id: long('a'), document: {} }), long('a')],
      ['a page to copy', () => post('new-page', { path: '/careers', from: long('b') }), long('b')],
      ['a page id to open', () => fetch(`${base}/__editor/page?id=${'c'.repeat(10_000)}`), 'c'.repeat(10_000)],
      ['an endpoint', () => fetch(`${base}/__editor/${'d'.repeat(10_000)}`), `GET ${'d'.repeat(10_000)}`],
      // Within the length limits (200 in all, 80 a segment), but not a page path's form.
      [
        'a path that is no page path',
        () => post('new-page', { path: `/${'E'.repeat(70)}/${'F'.repeat(70)}` }),
        `/${'E'.repeat(70)}/${'F'.repeat(70)}`,
      ],
    ];
    for (const [label, request, sent] of cases) {
      const response = await request();
      const { error } = (await response.json()) as { error: string };
      expect(response.status, label).toBeGreaterThanOrEqual(400);
      // Its first 79 characters and an ellipsis: 80 in all.
      expect(error, label).toContain(`${sent.slice(0, 79)}…`);
      expect(error, label).not.toContain(sent.slice(0, 80));
    }
    expect(fs.existsSync(fileOf('careers'))).toBe(false);
  });

  it('takes a body of at most 1 MB', async () => {
    const response = await post('save', `{"id":"about","pad":"${'x'.repeat(1024 * 1024)}"}`);
    expect(response.status).toBe(413);
  });

  it('creates a new page through new-page, with its route; "from" must be a page', async () => {
    const response = await post('new-page', { path: '/asset-types/land', title: 'Land' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 'asset-types/land', nav: null });
    expect(JSON.parse(read('asset-types/land')).blocks[0]).toMatchObject({ type: 'hero', title: 'Land' });
    expect(fs.readFileSync(path.join(pages.dir, 'routes.json'), 'utf8')).toContain(
      '{ "path": "/asset-types/land", "page": "asset-types/land" }',
    );
    expect((await post('new-page', { path: '/asset-types/land' })).status).toBe(400);
    expect((await post('new-page', { path: '/copy', from: '../site' })).status).toBe(400);
    expect((await post('new-page', { path: '/copy', from: 'routes' })).status).toBe(404);
    expect(fs.existsSync(fileOf('copy'))).toBe(false);
    expect((await post('new-page', { path: '/evil' }, { origin: 'http://evil.example' })).status).toBe(403);
    expect(fs.existsSync(fileOf('evil'))).toBe(false);
  });

  it.each([
    ['/assets/probe', '/assets/probe', /"\/assets\/probe" is reserved/],
    ['/index', '/index', /"\/index" is reserved/],
    ['a path of 301 characters', `/${'a'.repeat(300)}`, /is 301 characters long; a path may have at most 200/],
    ['a segment of 81 characters', `/careers/${'c'.repeat(81)}`, /is 81 characters long; a segment may have at most 80/],
  ])('refuses a new page at %s with 400 and the reason, never a 500 or a file system path', async (_label, routePath, message) => {
    const routes = fs.readFileSync(path.join(pages.dir, 'routes.json'), 'utf8');
    const response = await post('new-page', { path: routePath });
    const text = await response.text();
    expect(response.status, text).toBe(400);
    expect((JSON.parse(text) as { error: string }).error).toMatch(message);
    expect(text).not.toContain(ROOT);
    expect(fs.readFileSync(path.join(pages.dir, 'routes.json'), 'utf8')).toBe(routes);
  });

  it('answers a failure it did not foresee with 500 and a message that names no file system path', async () => {
    // new-page reads routes.json; without it the request fails in a way no check refuses first.
    const routesFile = path.join(pages.dir, 'routes.json');
    fs.renameSync(routesFile, `${routesFile}.away`);
    try {
      const response = await post('new-page', { path: '/careers' });
      const text = await response.text();
      expect(response.status, text).toBe(500);
      expect((JSON.parse(text) as { error: string }).error).toMatch(/ENOENT/);
      expect(text).not.toContain(ROOT);
      expect(text).not.toContain(pages.dir);
    } finally {
      fs.renameSync(`${routesFile}.away`, routesFile);
    }
    expect(fs.existsSync(fileOf('careers'))).toBe(false);
  });
});
