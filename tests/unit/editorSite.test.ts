import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleEditorRequest } from '../../devtools/editor/server/editorApi.ts';
import { ROOT } from '../../scripts/lib/site/paths.ts';
import { validateContent } from '../../scripts/validate/validateContent.ts';
import { lineDiff } from '../support/lineDiff.ts';
import { copyPages } from '../support/tempPages.ts';

/**
 * The editor's site.json endpoints and its new page with a menu link, over real HTTP on a copy of
 * pages/: the same guarantees as a page's save (validate first, only the changed lines, no stale
 * writes, own origin only).
 */
let server: http.Server;
let base = '';
let pages: ReturnType<typeof copyPages>;

beforeAll(async () => {
  pages = copyPages('editor-site');
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

const siteFile = () => path.join(pages.dir, 'site.json');
type SiteDocument = {
  footer: { columns: Array<{ title: string; links: Array<{ name: string; href: string }> }> };
  header: { nav: unknown[] };
};

function post(endpoint: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}/__editor/${endpoint}`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function openSite() {
  const response = await fetch(`${base}/__editor/site`);
  expect(response.status).toBe(200);
  return (await response.json()) as { file: string; version: string; document: SiteDocument };
}

describe("the editor's site.json", () => {
  it('saves an edit to the footer as a one-line change that validates', async () => {
    const before = fs.readFileSync(siteFile(), 'utf8');
    const { version, document } = await openSite();
    document.footer.columns[0]!.links[4]!.name = 'About the firm';
    const response = await post('save-site', { version, document });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ saved: true });
    const { removed, added } = lineDiff(before, fs.readFileSync(siteFile(), 'utf8'));
    expect(removed.map((l) => l.trim())).toEqual(['{ "name": "About", "href": "/about" }']);
    expect(added.map((l) => l.trim())).toEqual(['{ "name": "About the firm", "href": "/about" }']);
    const { issues } = await validateContent({ pagesDir: pages.dir, skipTypes: true });
    expect(issues).toEqual([]);
  });

  it("refuses a link to a page that does not exist, with validate's message at its line, writing nothing", async () => {
    const bytes = fs.readFileSync(siteFile());
    const { version, document } = await openSite();
    document.footer.columns[0]!.links[0]!.href = '/asset-managment';
    const response = await post('save-site', { version, document });
    expect(response.status).toBe(422);
    const { issues } = (await response.json()) as { issues: Array<{ file: string; line: number; pointer: string; message: string }> };
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ pointer: '/footer/columns/0/links/0/href', file: expect.stringMatching(/site\.json$/) });
    expect(issues[0]!.message).toMatch(/asset-managment/);
    expect(fs.readFileSync(siteFile()).equals(bytes)).toBe(true);
  });

  it('merges an edit into a site.json changed since it was opened, where the two changed different places', async () => {
    const { version, document: opened } = await openSite();
    const [first, second] = [opened.footer.columns[0]!.links[0]!, opened.footer.columns[0]!.links[1]!];
    // Meanwhile another editor renames the footer's second link.
    const text = fs.readFileSync(siteFile(), 'utf8');
    const renamed = `{ "name": "${second.name} (all)", "href": "${second.href}" }`;
    fs.writeFileSync(siteFile(), text.replace(`{ "name": "${second.name}", "href": "${second.href}" }`, renamed));
    const mine = structuredClone(opened);
    mine.footer.columns[0]!.links[0]!.name = `${first.name} today`;
    const response = await post('save-site', { version, base: opened, document: mine });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { saved: boolean; document: SiteDocument };
    expect(body.saved).toBe(true);
    const [link0, link1] = (JSON.parse(fs.readFileSync(siteFile(), 'utf8')) as SiteDocument).footer.columns[0]!.links;
    expect([link0!.name, link1!.name]).toEqual([`${first.name} today`, `${second.name} (all)`]);
    expect(body.document.footer.columns[0]!.links.slice(0, 2)).toEqual([link0, link1]);
  });

  it('refuses a stale version and a request from another origin', async () => {
    const { document } = await openSite();
    expect((await post('save-site', { version: 'stale', document })).status).toBe(409);
    const { version } = await openSite();
    expect((await post('save-site', { version, document }, { origin: 'http://evil.example' })).status).toBe(403);
  });

  it('creates a page with its route and, like new-page --nav, a link at the end of its section menu', async () => {
    const groups = (await (await fetch(`${base}/__editor/nav-groups?path=/services/leasing`)).json()) as { groups: unknown[] };
    expect(groups.groups).toEqual([{ kind: 'header', label: 'the header\'s "Services" menu' }]);
    const before = fs.readFileSync(siteFile(), 'utf8');
    const response = await post('new-page', { path: '/services/leasing', title: 'Leasing', nav: 'header' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 'services/leasing', nav: 'the header\'s "Services" menu' });
    const { removed, added } = lineDiff(before, fs.readFileSync(siteFile(), 'utf8'));
    expect(removed.map((l) => l.trim()).join('\n')).toMatch(/advisory-site-selection/);
    expect(added.map((l) => l.trim()).join('\n')).toMatch(/"name": "Leasing", "href": "\/services\/leasing"/);
    expect((await post('new-page', { path: '/services/other', nav: 'sidebar' })).status).toBe(400);
  });
});
