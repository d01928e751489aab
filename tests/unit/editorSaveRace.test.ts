import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handleEditorRequest, versionOf, type DraftChecker } from '../../devtools/editor/server/editorApi.ts';
import { checkCandidate } from '../../devtools/editor/server/candidateCheck.ts';
import { ROOT } from '../../scripts/lib/site/paths.ts';
import { copyPages } from '../support/tempPages.ts';

/**
 * A save takes a while (validate runs in a process of its own), and a checkout or a text editor may
 * change the file meanwhile. Over real HTTP on a copy of pages/, with Save's checker wrapped so the
 * file changes on disk while its save is being checked: that change is never lost.
 */
let server: http.Server;
let base = '';
let pages: ReturnType<typeof copyPages>;
/** What happens on disk while the next saves are checked, one entry per check. */
let duringChecks: Array<() => void> = [];
let checks = 0;

const checkSave: DraftChecker = async (pagesDir, file, text) => {
  const report = await checkCandidate(pagesDir, file, text);
  checks++;
  duringChecks.shift()?.();
  return report;
};

beforeAll(async () => {
  pages = copyPages('editor-save-race');
  server = http.createServer((req, res) => {
    if (!handleEditorRequest(req, res, pages.dir, path.join(ROOT, 'public/images'), { checkSave })) res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  pages.remove();
});

beforeEach(() => {
  duringChecks = [];
  checks = 0;
});

const fileOf = (id: string) => path.join(pages.dir, `${id}.json`);
const read = (id: string) => fs.readFileSync(fileOf(id), 'utf8');

function post(endpoint: string, body: unknown) {
  return fetch(`${base}/__editor/${endpoint}`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

type PageDocument = { meta: Record<string, unknown>; blocks: Record<string, unknown>[] };

async function open(id: string) {
  const response = await fetch(`${base}/__editor/page?id=${encodeURIComponent(id)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { version: string; document: PageDocument };
}

/** Another program rewrites one value of the page's file, as a checkout or a text editor would. */
const changeOnDisk = (id: string, from: string, to: string) => () => {
  const text = read(id);
  expect(text).toContain(from);
  fs.writeFileSync(fileOf(id), text.replace(from, to));
};

describe('a file that changes on disk while its save is checked', () => {
  it('keeps that change: the edit is merged into the file as it is now, checked again and written', async () => {
    const opened = await open('about');
    const mine = structuredClone(opened.document);
    mine.meta.title = 'About the firm | {brand}';
    const description = String(opened.document.meta.description);
    duringChecks.push(changeOnDisk('about', JSON.stringify(description), JSON.stringify(`${description} Changed in git.`)));
    const response = await post('save', { id: 'about', version: opened.version, base: opened.document, document: mine });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { saved: boolean; version: string; document: PageDocument };
    const after = read('about');
    expect(body).toMatchObject({ saved: true, version: versionOf(after) });
    expect(JSON.parse(after).meta).toMatchObject({ title: 'About the firm | {brand}', description: `${description} Changed in git.` });
    // The editor goes on from what the file now holds, not from its own edit alone.
    expect(body.document).toEqual(JSON.parse(after));
    expect(checks).toBe(2);
  });

  it('writes nothing where that change and the edit changed the same place, and names it', async () => {
    const opened = await open('contact');
    const mine = structuredClone(opened.document);
    mine.meta.title = 'Talk to us | {brand}';
    const title = JSON.stringify(opened.document.meta.title);
    duringChecks.push(changeOnDisk('contact', `"title": ${title}`, '"title": "Changed in git | {brand}"'));
    const response = await post('save', { id: 'contact', version: opened.version, base: opened.document, document: mine });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toContain('(/meta/title)');
    expect(JSON.parse(read('contact')).meta.title).toBe('Changed in git | {brand}');
  });

  it('gives up, writing nothing, when the file changes during every check', async () => {
    const opened = await open('insights');
    const mine = structuredClone(opened.document);
    mine.meta.title = 'Research and results | {brand}';
    const description = String(opened.document.meta.description);
    const edits = [' One.', ' Two.', ' Three.'];
    let current = description;
    for (const edit of edits) {
      const from = JSON.stringify(current);
      current += edit;
      duringChecks.push(changeOnDisk('insights', from, JSON.stringify(current)));
    }
    const response = await post('save', { id: 'insights', version: opened.version, base: opened.document, document: mine });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toMatch(/kept changing on disk.*nothing was written/);
    expect(JSON.parse(read('insights')).meta).toMatchObject({ title: opened.document.meta.title, description: current });
    expect(checks).toBe(3);
  });
});

describe('site.json as a link', () => {
  it('is neither opened nor saved by the editor: a save would replace the link, and its target would never get the edit', async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-site-link-'));
    const site = path.join(pages.dir, 'site.json');
    const target = path.join(outside, 'site.json');
    fs.renameSync(site, target);
    fs.symlinkSync(target, site);
    try {
      const before = fs.readFileSync(target, 'utf8');
      expect((await fetch(`${base}/__editor/site`)).status).toBe(403);
      const document = JSON.parse(before) as { footer: { columns: Array<{ title: string }> } };
      document.footer.columns[0]!.title = 'Our services';
      const response = await post('save-site', { version: versionOf(before), base: JSON.parse(before), document });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: string }).error).toContain('pages/site.json is not a plain file inside the pages folder');
      expect(fs.lstatSync(site).isSymbolicLink()).toBe(true);
      expect(fs.readFileSync(target, 'utf8')).toBe(before);
    } finally {
      fs.rmSync(site);
      fs.renameSync(target, site);
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });
});
