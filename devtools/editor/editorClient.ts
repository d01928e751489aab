/** The page editor's calls to the dev server's /__editor/ endpoints (server/editorApi.ts). */
import { editorFetch } from './hostedSession';
import type { ListedChanges as PendingChanges } from './hosted/hostedApi';
import type { ReservedName } from '../../scripts/lib/schemas/routePathRules.ts';
import { LEFT_OUT_HEADER, leftOutOf } from './previewLeftOut';
import type { SiteCheckIssue } from './siteCheckReport';
import { firstPage, firstPreview, type FirstAnswer } from './firstLoad';

/** A validate issue as the dev server reports it for a save. */
export interface EditorIssue extends SiteCheckIssue {
  /** Whether it is in the page being saved (else another file the change affects). */
  inPage: boolean;
}

export interface PageSummary {
  id: string;
  /** Its meta title as written, tokens and all. */
  title: string;
  /** The same as visitors read it, tokens filled in ('About | Redbud Asset Group'). */
  shownTitle?: string;
  paths: string[];
  /** The page's sections a link can lead to ('/about#team'): its blocks' ids. */
  anchors?: string[];
}

export interface PageDocument {
  $schema?: string;
  meta: Record<string, unknown>;
  blocks: Record<string, unknown>[];
  [key: string]: unknown;
}

export interface OpenedPage {
  id: string;
  file: string;
  version: string;
  paths: string[];
  document: PageDocument;
}

/**
 * A save's answer. `merged`: the file had changed on disk since it was opened, and the save put the
 * edit together with that change; the file holds this document now, for the editor to go on from.
 */
export type SaveResult =
  | { kind: 'saved'; version: string; issues: EditorIssue[]; merged?: Record<string, unknown> }
  | { kind: 'unchanged'; version: string; merged?: Record<string, unknown> }
  | { kind: 'invalid'; issues: EditorIssue[] }
  | { kind: 'refused'; message: string };

async function call<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await editorFetch(`/__editor/${path}`, init);
  return { status: response.status, body: (await response.json()) as T };
}

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export async function listPages(): Promise<PageSummary[]> {
  return (await call<{ pages: PageSummary[] }>('pages')).body.pages;
}

/** An endpoint's refusal: its message, and the HTTP status that says why (404: no such page). */
export class RefusedError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A JSON answer the editor's shell had asked for (firstLoad.ts), as `call` gives it; null if it is not JSON. */
function jsonOf<T>(answer: FirstAnswer | null): { status: number; body: T } | null {
  try {
    return answer && { status: answer.status, body: JSON.parse(answer.text) as T };
  } catch {
    return null;
  }
}

/** Page `id` as it is now; `opening`: for the editor's first screen, which may take what its shell asked for already. */
export async function openPage(id: string, { opening = false } = {}): Promise<OpenedPage> {
  const asked = opening ? jsonOf<OpenedPage & { error?: string }>(await firstPage(id)) : null;
  const { status, body } = asked ?? (await call<OpenedPage & { error?: string }>(`page?id=${encodeURIComponent(id)}`));
  if (status !== 200) throw new RefusedError(status, body.error ?? `could not open ${id} (HTTP ${status})`);
  return body;
}

type SaveAnswer = {
  saved?: boolean;
  unchanged?: boolean;
  version?: string;
  issues?: EditorIssue[];
  document?: Record<string, unknown>;
  error?: string;
};

/** Saves a page as edited from `base`, the file as it was opened (or last saved) at `version`. */
export async function savePage(id: string, version: string, base: PageDocument, document: PageDocument): Promise<SaveResult> {
  return saveResult(await call<SaveAnswer>('save', post({ id, version, base, document })));
}

function saveResult({ status, body }: { status: number; body: SaveAnswer }): SaveResult {
  const merged = body.document ? { merged: body.document } : {};
  if (status === 200 && body.saved) return { kind: 'saved', version: body.version!, issues: body.issues ?? [], ...merged };
  if (status === 200 && body.unchanged) return { kind: 'unchanged', version: body.version!, ...merged };
  if (status === 422 && body.issues) return { kind: 'invalid', issues: body.issues };
  return { kind: 'refused', message: body.error ?? `the dev server refused the save (HTTP ${status})` };
}

/** What validate would say if the page were saved as `document` now (POST /__editor/check); nothing is written. */
export async function checkPage(id: string, document: PageDocument, signal: AbortSignal): Promise<EditorIssue[]> {
  return checked(await editorFetch('/__editor/check', { ...post({ id, document }), signal }));
}

/** What validate would say if site.json were saved as `document` now (POST /__editor/check-site). */
export async function checkSite(document: Record<string, unknown>, signal: AbortSignal): Promise<EditorIssue[]> {
  return checked(await editorFetch('/__editor/check-site', { ...post({ document }), signal }));
}

async function checked(response: Response): Promise<EditorIssue[]> {
  const body = (await response.json()) as { issues?: EditorIssue[]; error?: string };
  if (response.status !== 200 || !body.issues) throw new Error(body.error ?? `the check was refused (HTTP ${response.status})`);
  return body.issues;
}

/** A menu of site.json a new page can be linked from (npm run new-page's --nav). */
export interface NavGroup {
  kind: 'header' | 'footer';
  /** The header's "Services" menu. */
  label: string;
}

/** The menus a new page at `path` could join: those already linking to its section. */
export async function navGroups(path: string, signal?: AbortSignal): Promise<NavGroup[]> {
  const response = await editorFetch(`/__editor/nav-groups?path=${encodeURIComponent(path)}`, { signal });
  const body = (await response.json()) as { groups?: NavGroup[] };
  return response.status === 200 ? (body.groups ?? []) : [];
}

export async function createPage(
  path: string,
  title: string,
  from: string,
  nav: NavGroup['kind'] | 'none' = 'none',
): Promise<{ id: string } | { error: string }> {
  const { status, body } = await call<{ id?: string; error?: string }>(
    'new-page',
    post({ path, title: title || undefined, from: from || undefined, nav }),
  );
  return status === 201 && body.id ? { id: body.id } : { error: body.error ?? `HTTP ${status}` };
}

/** The names no route may take, the files and folders of public/ among them (GET /__editor/route-rules). */
export async function reservedRouteNames(): Promise<ReservedName[]> {
  const { status, body } = await call<{ reserved?: ReservedName[]; error?: string }>('route-rules');
  if (status !== 200 || !body.reserved) throw new Error(body.error ?? `could not read the route rules (HTTP ${status})`);
  return body.reserved;
}

/** site.json as the editor opens it (GET /__editor/site). */
export interface OpenedSite {
  file: string;
  version: string;
  document: Record<string, unknown>;
}

export async function openSite(): Promise<OpenedSite> {
  const { status, body } = await call<OpenedSite & { error?: string }>('site');
  if (status !== 200) throw new Error(body.error ?? `could not open site.json (HTTP ${status})`);
  return body;
}

/** Saves site.json as edited from `base`: validate first, then only the changed lines (POST /__editor/save-site). */
export async function saveSite(version: string, base: Record<string, unknown>, document: Record<string, unknown>): Promise<SaveResult> {
  return saveResult(await call('save-site', post({ version, base, document })));
}

/** An image of public/images, as the image picker lists it (server/imageLibrary.ts). */
export interface LibraryImage {
  src: string;
  width: number;
  height: number;
  bytes: number;
}

export interface ImageLibrary {
  images: LibraryImage[];
  /** Folders of public/images an upload may go into ('' is public/images itself). */
  folders: string[];
  maxBytes: number;
}

export async function listImages(): Promise<ImageLibrary> {
  const { status, body } = await call<ImageLibrary & { error?: string }>('images');
  if (status !== 200) throw new Error(body.error ?? `could not list the images (HTTP ${status})`);
  return body;
}

/** Uploads a file into public/images (its folder `folder`); the dev server checks type, size and name. */
export async function uploadImage(file: File, folder: string): Promise<LibraryImage> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const { status, body } = await call<LibraryImage & { error?: string }>('images', post({ name: file.name, folder, data: btoa(binary) }));
  if (status !== 201) throw new Error(body.error ?? `the upload was refused (HTTP ${status})`);
  return body;
}

/** What the editor shows of a draft: the page as the dev server renders it, or why it could not. */
export interface RenderedDraft {
  pageId: string;
  paths: string[];
  page: { meta: Record<string, unknown>; blocks: Record<string, unknown>[] };
  /** A draft of site.json to frame the page with (the site editor's), in place of the file's. */
  site?: Record<string, unknown>;
}

/**
 * The draft rendered by the dev server as the page it would publish (POST /__editor/preview): its
 * HTML document, which a page that cannot be rendered replaces with one saying why, and the list
 * items it left out until they are complete (JSON pointers).
 */
export async function renderDraft(draft: RenderedDraft, signal: AbortSignal): Promise<{ html: string; leftOut: string[] }> {
  const request = post(draft);
  const asked = await firstPreview(request.body as string);
  const answer: FirstAnswer =
    asked ??
    (await editorFetch('/__editor/preview', { ...request, signal }).then(async (response) => ({
      status: response.status,
      contentType: response.headers.get('content-type'),
      leftOut: response.headers.get(LEFT_OUT_HEADER),
      text: await response.text(),
    })));
  if (answer.contentType?.startsWith('text/html')) return { html: answer.text, leftOut: leftOutOf(answer.leftOut) };
  throw new Error(answer.text || `the dev server refused the preview (HTTP ${answer.status})`);
}

/** The site's icon set as SVG markup by name (GET /__editor/icons), asked for once per editor session. */
let icons: Promise<Record<string, string>> | null = null;
export function listIcons(): Promise<Record<string, string>> {
  icons ??= call<{ icons?: Record<string, string>; error?: string }>('icons').then(({ status, body }) => {
    if (status !== 200 || !body.icons) throw new Error(body.error ?? `could not list the icons (HTTP ${status})`);
    return body.icons;
  });
  return icons.catch((error: unknown) => {
    icons = null;
    throw error;
  });
}

/**
 * The site's block types that render a page's main heading (GET /__editor/block-types), asked for
 * once per editor session.
 */
let pageHeadingTypes: Promise<string[]> | null = null;
export function listPageHeadingTypes(): Promise<string[]> {
  pageHeadingTypes ??= call<{ pageHeadingTypes?: string[]; error?: string }>('block-types').then(({ status, body }) => {
    if (status !== 200 || !body.pageHeadingTypes) throw new Error(body.error ?? `could not list the block types (HTTP ${status})`);
    return body.pageHeadingTypes;
  });
  return pageHeadingTypes.catch((error: unknown) => {
    pageHeadingTypes = null;
    throw error;
  });
}

export type { ListedChanges as PendingChanges } from './hosted/hostedApi';

/** What waits to be published: the author's own, or a publisher's view of everyone's (GET /__editor/changes). */
export async function pendingChanges(): Promise<{ changes: PendingChanges[]; canPublish: boolean }> {
  const { status, body } = await call<{ changes: PendingChanges[]; canPublish: boolean; error?: string }>('changes');
  if (status !== 200) throw new Error(body.error ?? `could not list the changes (HTTP ${status})`);
  return body;
}

/** Takes back `user`'s changes to `files` (POST /__editor/discard); the refusal's words, or null. */
export async function discardChanges(user: string, files: string[]): Promise<string | null> {
  const { status, body } = await call<{ error?: string }>('discard', post({ user, files }));
  return status === 200 ? null : (body.error ?? `the editor refused (HTTP ${status})`);
}

/** Publishes those authors' changes, or all waiting (POST /__editor/publish). */
export async function publishChanges(users?: string[]): Promise<{ published: string[] } | { error: string }> {
  const { status, body } = await call<{ published?: string[]; error?: string }>('publish', post(users ? { users } : {}));
  return status === 200 && body.published ? { published: body.published } : { error: body.error ?? `the editor refused (HTTP ${status})` };
}
