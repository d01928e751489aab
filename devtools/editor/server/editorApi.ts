import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RoutesShape as RoutesManifest, SiteConfigShape as SiteConfig } from '../../../engine/content/shapes.ts';
import { listPageFiles } from '../../../scripts/lib/site/contentStore.ts';
import { addToNavGroup, createPage, navGroupsFor, NewPageError, titleFromPath } from '../../../scripts/generate/newPage.ts';
import { writeFileAtomically } from '../../../scripts/lib/files/atomicWrite.ts';
import { rel } from '../../../scripts/lib/site/paths.ts';
import { reservedNames } from '../../../scripts/lib/schemas/routePaths.ts';
import { shown } from '../../../scripts/lib/text/shownText.ts';
import type { Issue } from '../../../scripts/validate/validateContent.ts';
import { checkCandidate, type CandidateReport } from './candidateCheck.ts';
import { editablePageFile, editableSiteFile, EditorRequestError, plainFilesInside } from './editablePage.ts';
import { rewriteJson } from '../../../scripts/lib/json/jsonEdits.ts';
import { threeWayMerge } from '../threeWayMerge.ts';
import { guardRequest, readJsonBody } from './requestGuard.ts';
import { imageFolders, listImages, saveUpload, UPLOAD_MAX_BYTES } from './imageLibrary.ts';
import { unexpectedFailureMessage } from './unexpectedFailure.ts';
import { fileStamp } from '../../../scripts/validate/summaryCache.ts';
import { resolveText, tokenValuesIfWhole, type TokenValues } from '../../../engine/content/tokens.ts';
import { siteFacts } from '../../../scripts/lib/site/siteFacts.ts';
import { ownValue } from '../../../engine/content/ownValue.ts';

/** Where the page editor's endpoints live on the dev server (its screens are under /__edit). */
export const EDITOR_API = '/__editor/';

/** A validate issue as the editor shows it: the file relative to the project, and whether it is the page's own. */
export interface EditorIssue extends Omit<Issue, 'file'> {
  file: string;
  inPage: boolean;
}

/**
 * The folder files are named from in answers and messages, where it is not the project's (the
 * hosted editor's authors each edit a worktree of their own, named as in the repository: 'pages/about.json').
 */
const namingRoot = new AsyncLocalStorage<string>();

/** A file as the editor names it: relative to the project, or to the naming root of the request. */
function name(file: string): string {
  const root = namingRoot.getStore();
  return root ? path.relative(root, file).split(path.sep).join('/') : rel(file);
}

/** Identifies a page file's text, so a save can tell whether the file changed since it was opened. */
export function versionOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function readRoutes(pagesDir: string): RoutesManifest['routes'] {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(pagesDir, 'routes.json'), 'utf8')) as RoutesManifest;
    return Array.isArray(manifest.routes) ? manifest.routes : [];
  } catch {
    return []; // a broken manifest shows in validate; the list still opens every page
  }
}

/** Every page file with the paths that show it and its title (as written, tokens and all). */
/** A page's anchors: its blocks' ids (as validate's anchors rule reads them). */
function anchorsOf(blocks: unknown): string[] {
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block) => {
    const id = (block as { id?: unknown } | null)?.id;
    return typeof id === 'string' && id ? [id] : [];
  });
}

/**
 * Each page file's title and anchors as last read, by the file's stamp: listing the pages of a site
 * of thousands reads only the files changed since the last listing (every editor screen lists them).
 */
const listed = new Map<string, { stamp: string; title: string; anchors: string[] }>();

function titleAndAnchors(file: string): { title: string; anchors: string[] } {
  const stamp = fileStamp(file);
  const known = listed.get(file);
  if (stamp !== undefined && known?.stamp === stamp) return { title: known.title, anchors: known.anchors };
  let entry = { title: '(not valid JSON)', anchors: [] as string[] };
  try {
    const document = JSON.parse(fs.readFileSync(file, 'utf8')) as { meta?: { title?: unknown }; blocks?: unknown };
    entry = { title: String(document.meta?.title ?? ''), anchors: anchorsOf(document.blocks) };
  } catch {
    // shown as not valid JSON; validate says where
  }
  if (stamp !== undefined) listed.set(file, { stamp, ...entry });
  return entry;
}

/**
 * Every page the editor can open, with its title, anchors and paths: like opening a page, the list
 * reads only plain files inside the pages folder, never what a link leads to (validate reports the link).
 */
function listPages(pagesDir: string) {
  const routes = readRoutes(pagesDir);
  // Each title as a browser tab shows it too ('About | Redbud Asset Group'), for the route picker's
  // labels; as written when site.json cannot fill its tokens (validate says why).
  let tokens: TokenValues | undefined;
  try {
    tokens = tokenValuesIfWhole(siteFacts.tokens, JSON.parse(fs.readFileSync(siteFileOf(pagesDir), 'utf8')));
  } catch {
    tokens = undefined;
  }
  const shownTitle = (title: string) => (tokens ? resolveText(title, tokens) : title);
  const pathsOf = new Map<string, string[]>();
  for (const route of routes) pathsOf.set(route.page, [...(pathsOf.get(route.page) ?? []), route.path]);
  const openable = plainFilesInside(pagesDir);
  const files = new Map([...listPageFiles(pagesDir)].filter(([, file]) => openable(file)));
  const present = new Set(files.values());
  for (const file of listed.keys()) if (file.startsWith(pagesDir + path.sep) && !present.has(file)) listed.delete(file);
  return [...files].map(([id, file]) => {
    const { title, anchors } = titleAndAnchors(file);
    return { id, title, shownTitle: shownTitle(title), anchors, paths: pathsOf.get(id) ?? [] };
  });
}

/** A content file's JSON and the version a save must name, or a 422 when it is not JSON. */
function readDocument(file: string): { text: string; document: unknown } {
  const text = fs.readFileSync(file, 'utf8');
  try {
    return { text, document: JSON.parse(text) };
  } catch {
    throw new EditorRequestError(422, `${name(file)} is not valid JSON; fix it in a text editor (npm run validate says where)`);
  }
}

function openPage(pagesDir: string, id: string | null) {
  const file = editablePageFile(pagesDir, id);
  const { text, document } = readDocument(file);
  return {
    id,
    file: name(file),
    version: versionOf(text),
    document,
    paths: readRoutes(pagesDir)
      .filter((r) => r.page === id)
      .map((r) => r.path),
  };
}

/** site.json: the header's navigation, the footer, the brand and contact details every page shares. */
const siteFileOf = (pagesDir: string) => path.join(pagesDir, 'site.json');

function openSite(pagesDir: string) {
  const file = editableSiteFile(pagesDir);
  const { text, document } = readDocument(file);
  return { file: name(file), version: versionOf(text), document };
}

const toEditorIssue =
  (file: string) =>
  (issue: Issue): EditorIssue => ({ ...issue, file: name(issue.file), inPage: issue.file === file });

/** One write at a time (a save or a new page): each reads, checks and writes before the next starts. */
let writing: Promise<unknown> = Promise.resolve();

/**
 * What a server around the editor does once a write has landed (the hosted editor commits it on
 * the author's branch), told what was written; in the queue, so the next write waits for it.
 */
export type AfterWrite = (what: string) => Promise<void>;

async function write<T extends { status: number; body: unknown }>(
  req: IncomingMessage,
  run: (body: unknown) => T | Promise<T>,
  { limit, afterWrite, what }: { limit?: number; afterWrite?: AfterWrite; what: (result: T, body: unknown) => string | null },
): Promise<T> {
  guardRequest(req, { write: true });
  const body = await readJsonBody(req, limit);
  const result = writing.then(async () => {
    const outcome = await run(body);
    const written = outcome.status < 300 ? what(outcome, body) : null;
    if (written && afterWrite) await afterWrite(written);
    return outcome;
  });
  writing = result.catch(() => undefined);
  return result;
}

/** What a save wrote, for afterWrite: nothing when the file was left as it was. */
const saved = (result: { body: unknown }, file: string) => ((result.body as { saved?: boolean }).saved ? `Edit ${file}` : null);
/** The field `key` of a request's body, as text. */
const field = (body: unknown, key: string) => String(ownValue(body as Record<string, unknown> | null, key) ?? '');

async function savePage(pagesDir: string, body: unknown, check: DraftChecker) {
  const { id, version, document, base } = (body ?? {}) as { id?: unknown; version?: unknown; document?: unknown; base?: unknown };
  return saveDocument(pagesDir, editablePageFile(pagesDir, id), { version, document, base }, check);
}

async function saveSite(pagesDir: string, body: unknown, check: DraftChecker) {
  const { version, document, base } = (body ?? {}) as { version?: unknown; document?: unknown; base?: unknown };
  return saveDocument(pagesDir, editableSiteFile(pagesDir), { version, document, base }, check);
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The file changed on disk while its save was being checked: the save starts again from the file as it is now. */
const CHANGED_WHILE_CHECKED = Symbol('changed while checked');

/**
 * How many times a save starts again when the file changes on disk while validate checks it (a
 * checkout, a text editor's save), before it gives up and writes nothing.
 */
const SAVE_ATTEMPTS = 3;

/**
 * Saves a content file as the editor edited it: only if validate passes with it, and changing only
 * the lines the edit changed. If the file changed on disk since the editor opened it (`version`),
 * the edit (`base`, the file as opened, → `document`) is merged into the file as it is now where
 * the two changed different places, and the answer carries the merged document for the editor to
 * go on from; where both changed one place, nothing is written and the answer names the places.
 *
 * The check takes a while (validate in a process of its own), and the file may change on disk
 * meanwhile. What is written must come from the file as it is when it is written, or that change
 * would be lost without a word: so a file that changed during the check is read, merged and checked
 * again, and only a file that stayed as read is replaced.
 */
async function saveDocument(
  pagesDir: string,
  file: string,
  sent: { version: unknown; document: unknown; base: unknown },
  check: DraftChecker,
) {
  if (!isObject(sent.document)) throw new EditorRequestError(400, 'send the file as "document", a JSON object');
  for (let attempt = 1; ; attempt++) {
    const outcome = await saveOnce(pagesDir, file, { ...sent, document: sent.document }, check);
    if (outcome !== CHANGED_WHILE_CHECKED) return outcome;
    if (attempt === SAVE_ATTEMPTS)
      throw new EditorRequestError(409, `${name(file)} kept changing on disk while this edit was checked; nothing was written, save again`);
  }
}

async function saveOnce(pagesDir: string, file: string, sent: { version: unknown; document: object; base: unknown }, check: DraftChecker) {
  // A file that is not JSON now (a text editor half-way through) is not written over.
  const { text, document: onDisk } = readDocument(file);
  let document = sent.document;
  const moved = sent.version !== versionOf(text);
  if (moved) {
    if (!isObject(sent.base))
      throw new EditorRequestError(
        409,
        `${name(file)} changed on disk since the editor opened it; reload the page to edit the current version`,
      );
    const merge = threeWayMerge(sent.base, sent.document, onDisk);
    if (merge.merged === null) {
      const places = merge.conflicts.map((pointer) => pointer || 'the whole file').join(', ');
      throw new EditorRequestError(
        409,
        `${name(file)} changed on disk since the editor opened it, in the places this edit changed too (${places}); nothing was written`,
      );
    }
    document = merge.merged as object;
  }
  // The editor goes on from the merged document, and from the file's version now.
  const merged = moved ? { document } : {};
  const updated = rewriteJson(text, onDisk, document);
  if (updated === text) return { status: 200, body: { saved: false, unchanged: true, version: versionOf(text), issues: [], ...merged } };
  const report = await check(pagesDir, file, updated);
  // Read and replaced in one go, with nothing of this server's run in between.
  if (fs.readFileSync(file, 'utf8') !== text) return CHANGED_WHILE_CHECKED;
  if (report.blocking.length) {
    return { status: 422, body: { saved: false, issues: report.blocking.map(toEditorIssue(file)) } };
  }
  writeFileAtomically(file, updated);
  return { status: 200, body: { saved: true, version: versionOf(updated), issues: report.unrelated.map(toEditorIssue(file)), ...merged } };
}

/** validate's check of the content with `file`'s text replaced by `text` (checkCandidate, or draftCheck's checkDraft). */
export type DraftChecker = (pagesDir: string, file: string, text: string) => Promise<CandidateReport>;

/** One check at a time; one whose author has moved on (the request closed) is skipped. */
let checking: Promise<unknown> = Promise.resolve();

/**
 * What validate would say if the editor saved this document now, without writing anything: the
 * issues that would stop Save, for the editor to show as the author types. The text checked is the
 * text Save would write (only the changed lines), so lines and columns are those of the file.
 */
async function checkDocument(req: IncomingMessage, pagesDir: string, file: string, document: unknown, check: DraftChecker) {
  if (typeof document !== 'object' || document === null || Array.isArray(document))
    throw new EditorRequestError(400, 'send the file as "document", a JSON object');
  const { text, document: onDisk } = readDocument(file);
  const candidate = rewriteJson(text, onDisk, document);
  // A request the editor gave up on (it sent a newer draft) closed its connection: not worth checking.
  const turn = checking.then(async () => (req.socket.destroyed ? null : check(pagesDir, file, candidate)));
  checking = turn.catch(() => undefined);
  const report = await turn;
  return { status: 200, body: { issues: (report?.blocking ?? []).map(toEditorIssue(file)) } };
}

/** The menus a new page at `routePath` could join (new-page's --nav choices), for the editor to offer. */
function navChoices(pagesDir: string, routePath: string | null) {
  if (!routePath) throw new EditorRequestError(400, 'ask with ?path=/the/new/page');
  const site = JSON.parse(fs.readFileSync(siteFileOf(pagesDir), 'utf8')) as SiteConfig;
  return { groups: navGroupsFor(site, routePath).map(({ kind, label }) => ({ kind, label })) };
}

function newPage(pagesDir: string, body: unknown) {
  const { path: routePath, title, from, nav } = (body ?? {}) as { path?: unknown; title?: unknown; from?: unknown; nav?: unknown };
  if (typeof routePath !== 'string') throw new EditorRequestError(400, 'send the new page\'s "path", such as "/asset-types/land"');
  if (title !== undefined && (typeof title !== 'string' || title.trim() === '')) throw new EditorRequestError(400, '"title" must be text');
  if (nav !== undefined && nav !== 'header' && nav !== 'footer' && nav !== 'none')
    throw new EditorRequestError(400, '"nav" is "header", "footer" or "none"');
  // "from" names a page to copy: only an existing page file, never a path of the caller's choosing.
  if (from !== undefined && from !== '') editablePageFile(pagesDir, from);
  try {
    const created = createPage({
      path: routePath,
      title: title as string | undefined,
      from: (from || undefined) as string | undefined,
      pagesDir,
    });
    // Like new-page --nav: a link at the end of the header menu or footer column of its section.
    const group =
      nav === 'header' || nav === 'footer'
        ? navGroupsFor(JSON.parse(fs.readFileSync(siteFileOf(pagesDir), 'utf8')) as SiteConfig, routePath).find((g) => g.kind === nav)
        : undefined;
    if (group) addToNavGroup(pagesDir, group, { name: (title as string | undefined) ?? titleFromPath(routePath), href: routePath });
    return { status: 201, body: { id: created.pageId, nav: group?.label ?? null } };
  } catch (error) {
    if (error instanceof NewPageError) throw new EditorRequestError(400, error.message);
    throw error;
  }
}

/**
 * The page editor's endpoints, on the development server only (editorPlugin.ts):
 *
 *   GET  /__editor/pages          every page file, its paths, title and anchors
 *   GET  /__editor/page?id=<id>   one page file's document and version
 *   POST /__editor/save           { id, version, base, document }: merge, validate, then write only what changed
 *   POST /__editor/check          { id, document }: what validate would say of it, writing nothing
 *   POST /__editor/new-page       { path, title?, from?, nav? }: npm run new-page, route, menu link and all
 *   GET  /__editor/nav-groups?path=<path>  the menus a new page there could join
 *   GET  /__editor/route-rules    the names no route may take (public/'s among them), for New page to check an address as it is typed
 *   GET  /__editor/site           site.json's document and version
 *   POST /__editor/save-site      { version, base, document }: the same, for site.json
 *   POST /__editor/check-site     { document }: what validate would say of it, writing nothing
 *   GET  /__editor/images         every image in public/images with its size, and its folders
 *   POST /__editor/images         { name, folder?, data }: an uploaded image into public/images
 *
 * `checkDraft` is how check and check-site run validate: the dev server's is in its own process
 * (draftCheck.ts, loaded through Vite), fast enough to follow typing; by default, the process of
 * its own that Save runs. `checkSave` is how Save runs it: by default that process of its own too
 * (a test gives its own, to change the file on disk while a save is being checked).
 * `afterWrite` runs once a write has landed, before the next may start (the hosted editor commits
 * it); `namedFrom` is the folder the answers name files from (default: the project's).
 *
 * Returns false for any other path, for the next middleware.
 */
export function handleEditorRequest(
  req: IncomingMessage,
  res: ServerResponse,
  pagesDir: string,
  imagesDir: string,
  {
    checkDraft = checkCandidate,
    checkSave = checkCandidate,
    afterWrite,
    namedFrom,
  }: { checkDraft?: DraftChecker; checkSave?: DraftChecker; afterWrite?: AfterWrite; namedFrom?: string } = {},
): boolean {
  const url = new URL(req.url ?? '/', 'http://dev.invalid');
  if (!url.pathname.startsWith(EDITOR_API)) return false;
  const endpoint = `${req.method} ${url.pathname.slice(EDITOR_API.length)}`;
  const respond = async () => {
    switch (endpoint) {
      case 'GET pages':
        guardRequest(req, { write: false });
        return { status: 200, body: { pages: listPages(pagesDir) } };
      case 'GET page':
        guardRequest(req, { write: false });
        return { status: 200, body: openPage(pagesDir, url.searchParams.get('id')) };
      case 'POST save':
        return write(req, (body) => savePage(pagesDir, body, checkSave), {
          afterWrite,
          what: (result, body) => saved(result, name(editablePageFile(pagesDir, field(body, 'id')))),
        });
      case 'POST check': {
        guardRequest(req, { write: true });
        const { id, document } = ((await readJsonBody(req)) ?? {}) as { id?: unknown; document?: unknown };
        return checkDocument(req, pagesDir, editablePageFile(pagesDir, id), document, checkDraft);
      }
      case 'POST check-site': {
        guardRequest(req, { write: true });
        const { document } = ((await readJsonBody(req)) ?? {}) as { document?: unknown };
        return checkDocument(req, pagesDir, editableSiteFile(pagesDir), document, checkDraft);
      }
      case 'POST new-page':
        return write(req, (body) => newPage(pagesDir, body), { afterWrite, what: (_, body) => `New page ${field(body, 'path')}` });
      case 'GET nav-groups':
        guardRequest(req, { write: false });
        return { status: 200, body: navChoices(pagesDir, url.searchParams.get('path')) };
      case 'GET route-rules':
        guardRequest(req, { write: false });
        return { status: 200, body: { reserved: reservedNames() } };
      case 'GET site':
        guardRequest(req, { write: false });
        return { status: 200, body: openSite(pagesDir) };
      case 'POST save-site':
        return write(req, (body) => saveSite(pagesDir, body, checkSave), {
          afterWrite,
          what: (result) => saved(result, name(editableSiteFile(pagesDir))),
        });
      case 'GET images':
        guardRequest(req, { write: false });
        return { status: 200, body: { images: listImages(imagesDir), folders: imageFolders(imagesDir), maxBytes: UPLOAD_MAX_BYTES } };
      case 'POST images':
        // Base64 takes 4 bytes for every 3, plus the request's few other fields.
        return write(req, (body) => ({ status: 201, body: saveUpload(imagesDir, body) }), {
          limit: Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 4096,
          afterWrite,
          what: (result) => `Add image ${String((result.body as { src?: unknown }).src ?? '')}`,
        });
      default:
        throw new EditorRequestError(404, `no editor endpoint ${shown(endpoint)}`);
    }
  };
  const answer = namedFrom ? namingRoot.run(namedFrom, respond) : respond();
  answer.then(
    ({ status, body }) => send(res, status, body),
    (error: unknown) => {
      if (error instanceof EditorRequestError) send(res, error.status, { error: error.message });
      else {
        console.error(error);
        send(res, 500, { error: unexpectedFailureMessage(error) });
      }
    },
  );
  return true;
}
