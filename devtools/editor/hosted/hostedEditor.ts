import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { createServer, type ViteDevServer } from 'vite';
import { privatePathReason } from '../../../scripts/lib/output/publicFiles.ts';
import { ROOT } from '../../../scripts/lib/site/paths.ts';
import { isAllowedHost } from '../../../scripts/serve/allowedHost.ts';
import { isSameOriginRequest } from '../../../scripts/serve/sameOrigin.ts';
import { warmUp } from '../../../scripts/vite/warmUp.ts';
import { EDITOR_SCREEN } from '../editorPath.ts';
import { EDITOR_API } from '../server/editorApi.ts';
import { PAGE_EDITOR_PLUGIN, type PageEditorApi } from '../server/editorPlugin.ts';
import { accountOf, readAccounts, verifySignIn, type EditorAccount } from './accounts.ts';
import { buildEditorClient, EDITOR_ASSETS_PATH } from './editorClientBuild.ts';
import { editorRepository, RepositoryRefusal, type FolderCheck } from './editorRepository.ts';
import type { EditorSettings } from './editorSettings.ts';
import { hostedApi } from './hostedApi.ts';
import {
  attemptLimiter,
  csrfMatches,
  DEFAULT_ATTEMPT_LIMITS,
  sessionCookie,
  sessionIdOf,
  sessionStore,
  type AttemptLimits,
  type Session,
} from './sessions.ts';
import { nextAddress, SIGN_IN_PATH, SIGN_OUT_PATH, signInPage, tooManyAttempts, WRONG_SIGN_IN } from './signInPage.ts';

/** The settings (editorSettings.ts), with validate on a content folder (Publish and Discard run it) and the sign-in limits. */
export interface HostedEditorOptions extends EditorSettings {
  check: FolderCheck;
  attemptLimits?: AttemptLimits;
}

/** The header the editor's page sends its session's token in, with every request that changes anything. */
export const CSRF_HEADER = 'x-csrf-token';

/**
 * What every answer carries: never framed (a page elsewhere could trick an author into Save or
 * Publish), its type never guessed, no address of the editor sent to another site (same-origin:
 * with no-referrer, a browser sends a form's Origin as null, and the sign-in's check refuses it), and a policy that runs the
 * built editor's scripts only (styled-components writes style elements, hence inline styles).
 */
const SECURITY_HEADERS: Record<string, string> = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'content-security-policy': [
    "default-src 'self'",
    // The forms' validator (ajv, under @rjsf) compiles each schema into a function: no script of
    // another origin and no inline script still runs.
    "script-src 'self' 'unsafe-eval'",
    // A page's parser yield is an empty data: stylesheet (engine/page/ParserYield.tsx), in previews too.
    "style-src 'self' 'unsafe-inline' data:",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
};

const MAX_SIGN_IN_BYTES = 8 * 1024;

/** Dot segments, escaped dots, slashes or backslashes, a backslash, a NUL, or a path not starting with one slash. */
const DISGUISED_PATH = /(^|\/)\.\.?(\/|$)|%2e|%2f|%5c|%00|\\|^(?!\/)|^\/\//i;

/**
 * The page editor as a server of its own, for authors who have no developer's machine: they sign
 * in, edit in their browser, Save commits to their own branch, and a publisher publishes. It runs
 * the same editor and the same renderer as the dev server (one runtime), but serves nothing of the
 * checkout: the editor's application is built at start and served from the server's own folder,
 * page previews come back as documents, and only an author's public/ files (the images a preview
 * shows) are served as files. Every answer but the sign-in screen needs a session.
 */
export async function startHostedEditor(options: HostedEditorOptions): Promise<{ url: string; close: () => Promise<void> }> {
  const { stateDir, accountsFile } = options;
  const accounts = () => readAccounts(accountsFile);
  accounts(); // a broken accounts file stops the start, with what to fix
  fs.mkdirSync(stateDir, { recursive: true, mode: 0o700 });

  const clientDir = path.join(stateDir, 'editor-client');
  const entryScript = await buildEditorClient(clientDir);
  const serveClient = sirv(clientDir, { dev: false, etag: true, immutable: true, dotfiles: false });

  const vite: ViteDevServer = await createServer({
    configFile: path.join(ROOT, 'vite.config.ts'),
    root: ROOT,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  const found = (vite.config.plugins.find((plugin) => plugin.name === PAGE_EDITOR_PLUGIN)?.api as PageEditorApi | undefined)?.requests;
  if (!found) throw new Error(`vite.config.ts has no ${PAGE_EDITOR_PLUGIN} plugin; the hosted editor answers through it`);
  const requests = found;
  void warmUp(requests.warmUpSteps);

  const repository = editorRepository(options);
  const sessions = sessionStore(options.sessionLimits);
  const attempts = attemptLimiter(options.attemptLimits ?? DEFAULT_ATTEMPT_LIMITS);
  const api = hostedApi({ repository, accounts });
  // Each author's public/, looked up per request (uploads add files).
  const publicFiles = new Map<string, ReturnType<typeof sirv>>();
  // Authors whose branch has been brought up to what is published since the server started.
  const caughtUp = new Set<string>();

  const send = (res: http.ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}): void => {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers }).end(body);
  };
  const json = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    send(res, status, 'application/json; charset=utf-8', JSON.stringify(body), headers);

  const shell = (session: Session) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <meta name="editor-session" content="${escapeAttribute(JSON.stringify(sessionInfo(session)))}" />
    <title>Page editor</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <script type="module" src="${EDITOR_ASSETS_PATH}${entryScript}"></script>
  </head>
  <body>
    <div id="editor"></div>
  </body>
</html>`;

  const addressOf = (req: http.IncomingMessage) => req.socket.remoteAddress ?? 'unknown';

  async function readForm(req: http.IncomingMessage): Promise<Record<string, string>> {
    let size = 0;
    const chunks: Buffer[] = [];
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_SIGN_IN_BYTES) throw new Error('too large');
      chunks.push(chunk);
    }
    const text = Buffer.concat(chunks).toString('utf8');
    if ((req.headers['content-type'] ?? '').startsWith('application/json')) {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    }
    return Object.fromEntries(new URLSearchParams(text));
  }

  /** POST /__auth/sign-in: the form's (a redirect on, or the screen again) or the editor's own (JSON). */
  async function signIn(req: http.IncomingMessage, res: http.ServerResponse) {
    const wantsJson = (req.headers['content-type'] ?? '').startsWith('application/json');
    // A sign-in posted from another site's page would sign the author in as someone else (login CSRF).
    if (!isSameOriginRequest(req)) return send(res, 403, 'text/plain; charset=utf-8', 'Sign in from the editor’s own page.');
    let form: Record<string, string>;
    try {
      form = await readForm(req);
    } catch {
      return send(res, 400, 'text/plain; charset=utf-8', 'The sign-in form could not be read.');
    }
    const user = (form.user ?? '').trim().toLowerCase().slice(0, 64);
    const password = (form.password ?? '').slice(0, 1024);
    const next = nextAddress(form.next);
    const refuse = (status: number, message: string) =>
      wantsJson
        ? json(res, status, { error: message })
        : send(res, status, 'text/html; charset=utf-8', signInPage({ siteName: options.siteName, error: message, user, next }));
    const wait = attempts.waitFor(user, addressOf(req));
    if (wait > 0) return refuse(429, tooManyAttempts(wait));
    const account = await verifySignIn(accounts(), user, password);
    if (!account) {
      attempts.failed(user, addressOf(req));
      return refuse(401, WRONG_SIGN_IN);
    }
    attempts.succeeded(user);
    sessions.end(sessionIdOf(req.headers.cookie));
    const { id, session } = sessions.create(account);
    const cookie = { 'set-cookie': sessionCookie(id) };
    if (wantsJson) return json(res, 200, sessionInfo(session), cookie);
    res.writeHead(303, { location: next, 'cache-control': 'no-store', ...cookie }).end();
  }

  /** The request's session: its cookie's, or (behind a signing-in proxy) one made for the user the proxy names. */
  function sessionOf(req: http.IncomingMessage, res: http.ServerResponse): Session | null {
    const id = sessionIdOf(req.headers.cookie);
    const session = sessions.get(id);
    if (session) {
      // An account removed from the file is signed out at once; a changed role applies at once.
      const current = accountOf(accounts(), session.account.user);
      if (!current) {
        sessions.end(id);
        return null;
      }
      session.account = current;
    }
    if (!options.proxyUserHeader) return session;
    const named = req.headers[options.proxyUserHeader];
    const user = typeof named === 'string' ? named.trim().toLowerCase() : '';
    if (session && session.account.user === user) return session;
    const account = user ? accountOf(accounts(), user) : null;
    if (!account) return null;
    sessions.end(id);
    const made = sessions.create(account);
    res.setHeader('set-cookie', sessionCookie(made.id));
    return made.session;
  }

  function notSignedIn(req: http.IncomingMessage, res: http.ServerResponse, pathname: string) {
    const navigation =
      req.method === 'GET' && (req.headers['sec-fetch-mode'] === 'navigate' || (req.headers.accept ?? '').includes('text/html'));
    if (options.proxyUserHeader) return send(res, 403, 'text/plain; charset=utf-8', 'This account is not one of the editor’s.');
    if (navigation) {
      const next = nextAddress(pathname);
      return res.writeHead(303, { location: `${SIGN_IN_PATH}?next=${encodeURIComponent(next)}`, 'cache-control': 'no-store' }).end();
    }
    json(res, 401, { error: 'You are signed out (the session ended). Sign in again: your unsaved edits are kept.', signIn: true });
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    // A path that climbs or hides its dots and slashes is nobody's address here: refused before
    // anything (URL parsing included) resolves it to somewhere else.
    // The name is not echoed back: it is the requester's text.
    if (!isAllowedHost(req.headers.host, options.allowedHosts))
      return send(
        res,
        403,
        'text/plain; charset=utf-8',
        'Blocked request: this editor answers localhost and IP addresses; list its other names in EDITOR_ALLOWED_HOSTS.',
      );
    if (DISGUISED_PATH.test((req.url ?? '/').split('?', 1)[0]!)) return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
    const url = new URL(req.url ?? '/', 'http://editor.invalid');
    const pathname = url.pathname;
    if (pathname === SIGN_IN_PATH && !options.proxyUserHeader) {
      if (req.method === 'POST') return signIn(req, res);
      if (req.method === 'GET' || req.method === 'HEAD')
        return send(
          res,
          200,
          'text/html; charset=utf-8',
          signInPage({ siteName: options.siteName, next: nextAddress(url.searchParams.get('next')) }),
        );
    }
    const session = sessionOf(req, res);
    if (!session) return notSignedIn(req, res, pathname);
    const reading = req.method === 'GET' || req.method === 'HEAD';
    // Every request that changes anything carries the session's token, which only the editor's own
    // page has (SameSite=Strict already keeps the cookie from other sites' requests).
    if (!reading && !(isSameOriginRequest(req) && csrfMatches(session, headerOf(req, CSRF_HEADER))))
      return json(res, 403, { error: 'This request did not come from the editor’s page; reload it and try again.' });

    if (pathname === SIGN_OUT_PATH && req.method === 'POST') {
      sessions.end(sessionIdOf(req.headers.cookie));
      return json(res, 200, { signedOut: true }, { 'set-cookie': sessionCookie(null) });
    }
    if (pathname === '/' && reading) return res.writeHead(303, { location: '/__edit' }).end();
    if (pathname.startsWith(EDITOR_ASSETS_PATH) && reading) {
      // One file of the build's assets/ by its own name: no folder, no dot-file, nothing escaped.
      if (!/^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/.test(pathname.slice(EDITOR_ASSETS_PATH.length)))
        return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
      res.setHeader('cache-control', 'private, max-age=31536000, immutable');
      // The built folder holds assets/…: looked up there without the editor's prefix.
      req.url = (req.url ?? '').slice(EDITOR_ASSETS_PATH.length - '/assets/'.length);
      return serveClient(req, res, () => send(res, 404, 'text/plain; charset=utf-8', 'Not found'));
    }
    if (EDITOR_SCREEN.test(pathname) && reading) return send(res, 200, 'text/html; charset=utf-8', shell(session));

    const account = session.account;
    if (api.handles(pathname)) return api.handle(req, res, pathname, account);
    const worktree = await repository.worktree(account.user);
    if (pathname.startsWith(EDITOR_API)) {
      if (!caughtUp.has(account.user)) {
        caughtUp.add(account.user);
        await repository.catchUp(account);
      }
      const scope = {
        pagesDir: path.join(worktree, 'pages'),
        imagesDir: path.join(worktree, 'public', 'images'),
        namedFrom: worktree,
        afterWrite: async (what: string) => void (await repository.commit(account, what)),
      };
      if (requests.handle(req, res, (error) => failed(res, error), scope)) return;
    }
    if (reading) return servePublic(req, res, worktree, pathname);
    json(res, 404, { error: 'Not found' });
  }

  /** A file of the author's public/ (an image a preview shows); no private name, no dot-file, nothing else. */
  function servePublic(req: http.IncomingMessage, res: http.ServerResponse, worktree: string, pathname: string) {
    const notFound = () => send(res, 404, 'text/plain; charset=utf-8', 'Not found');
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return notFound();
    }
    if (privatePathReason(decoded.replace(/^\/+/, ''))) return notFound();
    const dir = path.join(worktree, 'public');
    let serve = publicFiles.get(dir);
    if (!serve) publicFiles.set(dir, (serve = sirv(dir, { dev: true, etag: true, dotfiles: false })));
    res.setHeader('cache-control', 'no-cache');
    serve(req, res, notFound);
  }

  function failed(res: http.ServerResponse, error: unknown) {
    console.error(error);
    if (!res.headersSent) json(res, 500, { error: 'The editor failed to answer; its server log says why.' });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof RepositoryRefusal) return json(res, 409, { error: error.message });
      failed(res, error);
    });
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${address.port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await vite.close();
    },
  };
}

/** What the editor's page knows of its session: who, their role, and the token its writes carry. */
export function sessionInfo(session: Session): { user: string; name: string; role: EditorAccount['role']; csrf: string } {
  return { user: session.account.user, name: session.account.name, role: session.account.role, csrf: session.csrf };
}

const headerOf = (req: http.IncomingMessage, name: string) => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
