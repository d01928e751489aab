import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCandidate } from '../../devtools/editor/server/candidateCheck.ts';
import { checkDraft } from '../../devtools/editor/server/draftCheck.ts';
import { handleEditorRequest } from '../../devtools/editor/server/editorApi.ts';
import { rewriteJson } from '../../scripts/lib/json/jsonEdits.ts';
import { ROOT } from '../../scripts/lib/site/paths.ts';
import { copyPages } from '../support/tempPages.ts';

/**
 * POST /__editor/check and /__editor/check-site: what validate would say of a draft, without
 * writing it, over real HTTP on a copy of pages/, with the in-process check the dev server uses.
 */
let server: http.Server;
let base = '';
let pages: ReturnType<typeof copyPages>;

beforeAll(async () => {
  pages = copyPages('editor-check');
  server = http.createServer((req, res) => {
    if (!handleEditorRequest(req, res, pages.dir, path.join(ROOT, 'public/images'), { checkDraft })) res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  pages.remove();
});

type Issue = { file: string; line: number; col: number; pointer: string; code: string; message: string; inPage: boolean };
type Page = { meta: Record<string, unknown>; blocks: Array<Record<string, unknown>> };

function post(endpoint: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}/__editor/${endpoint}`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const aboutFile = () => path.join(pages.dir, 'about.json');
const about = () => JSON.parse(fs.readFileSync(aboutFile(), 'utf8')) as Page;

describe("the editor's check of a draft", () => {
  it('answers with the issues Save would refuse, as validate words them, and writes nothing', async () => {
    const bytes = fs.readFileSync(aboutFile());
    const draft = about();
    delete draft.blocks[0]!.title;
    draft.blocks[0]!.eyebrow = 'About {brnd}';
    const response = await post('check', { id: 'about', document: draft });
    expect(response.status).toBe(200);
    const { issues } = (await response.json()) as { issues: Issue[] };
    expect(issues.map(({ pointer, code }) => `${pointer} ${code}`)).toEqual(['/blocks/0 missing-field', '/blocks/0/eyebrow unknown-token']);
    expect(issues[1]).toMatchObject({
      file: expect.stringMatching(/(^|\/)about\.json$/),
      inPage: true,
      message: 'unknown content token {brnd} — did you mean "brand"?',
    });
    expect(fs.readFileSync(aboutFile()).equals(bytes)).toBe(true);

    // The same issues, lines and columns as Save's check (validate in a process of its own) finds.
    const text = fs.readFileSync(aboutFile(), 'utf8');
    const saved = await checkCandidate(pages.dir, aboutFile(), rewriteJson(text, JSON.parse(text), draft));
    expect(issues.map(({ inPage: _inPage, file: _file, ...issue }) => issue)).toEqual(
      saved.blocking.map(({ file: _file, ...issue }) => issue),
    );
  }, 30_000);

  it('answers an empty list for a draft validate passes', async () => {
    const draft = about();
    draft.blocks[0]!.title = 'Built in Tulsa for owners who want numbers';
    const response = await post('check', { id: 'about', document: draft });
    expect(await response.json()).toEqual({ issues: [] });
  });

  it('checks site.json the same way: a footer link to no page', async () => {
    const site = JSON.parse(fs.readFileSync(path.join(pages.dir, 'site.json'), 'utf8')) as {
      footer: { columns: Array<{ links: Array<{ href: string }> }> };
    };
    site.footer.columns[0]!.links[0]!.href = '/asset-managment';
    const response = await post('check-site', { document: site });
    const { issues } = (await response.json()) as { issues: Issue[] };
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ pointer: '/footer/columns/0/links/0/href', code: 'route-not-found', inPage: true });
  });

  it('names a header submenu link without its href as the missing field, as validate does', async () => {
    const site = JSON.parse(fs.readFileSync(path.join(pages.dir, 'site.json'), 'utf8')) as {
      header: { nav: Array<{ submenu?: Array<Record<string, unknown>> }> };
    };
    const submenu = site.header.nav.find((item) => item.submenu?.some((entry) => 'href' in entry))!.submenu!;
    const index = submenu.findIndex((entry) => 'href' in entry);
    delete submenu[index]!.href;
    delete submenu[index]!.description;
    const response = await post('check-site', { document: site });
    const { issues } = (await response.json()) as { issues: Issue[] };
    expect(issues.map(({ pointer, code, message }) => ({ pointer, code, message }))).toEqual([
      {
        pointer: expect.stringMatching(new RegExp(`^/header/nav/\\d+/submenu/${index}$`)),
        code: 'missing-field',
        message: 'missing required field "href" (The route it goes to.)',
      },
    ]);
  });

  it('answers its own pages only, JSON of at most a megabyte, about an existing page', async () => {
    const document = about();
    expect((await post('check', { id: 'about', document }, { origin: 'https://elsewhere.example' })).status).toBe(403);
    expect((await post('check', { id: 'about', document }, { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await post('check', JSON.stringify({ id: 'about', document, padding: 'x'.repeat(1024 * 1024) }))).status).toBe(413);
    expect((await post('check', { id: '../site', document })).status).toBe(400);
    expect((await post('check', { id: 'no-such-page', document })).status).toBe(404);
    expect((await post('check', { id: 'about', document: [] })).status).toBe(400);
  });
});
