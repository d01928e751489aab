import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../../scripts/lib/site/paths.ts';
import { allowedHostsFromEnv } from '../../../scripts/serve/allowedHost.ts';

/** The hosted editor's settings, from the environment (serve-editor.ts lists them). */
export interface EditorSettings {
  /** The checkout of the site's repository (its pages/ is what is published). */
  repoDir: string;
  /** The server's own folder: the authors' worktrees, the publishing worktree, the built editor. */
  stateDir: string;
  /** The accounts file (npm run editor:account writes it). */
  accountsFile: string;
  remote: string;
  mainBranch: string;
  host: string;
  port: number;
  /**
   * The names the editor answers to besides IP addresses and localhost (its public name behind the
   * proxy): a page elsewhere whose own name is made to resolve to the editor (DNS rebinding) is
   * refused by the name it sends (allowedHost.ts).
   */
  allowedHosts: string[];
  /**
   * Sign-in by the host's reverse proxy instead of passwords: the request header (lower case) that
   * carries the signed-in user's name, which must be an account's. Only for a server that nothing
   * but the proxy can reach, the proxy setting the header on every request and dropping a visitor's own.
   */
  proxyUserHeader?: string;
  /** Who commits (each change's author is its author). */
  committer: { name: string; email: string };
  /** The site's name on the sign-in screen. */
  siteName: string;
  sessionLimits: { idleMs: number; maxMs: number };
}

/** The checkout's git folder (a worktree's common one), where the server keeps its own by default: never committed, never served. */
function gitDirOf(repoDir: string): string {
  const dir = execFileSync('git', ['rev-parse', '--git-common-dir'], { cwd: repoDir, stdio: ['ignore', 'pipe', 'pipe'] })
    .toString()
    .trim();
  return path.resolve(repoDir, dir);
}

/** The brand site.json names, for the sign-in screen. */
function siteNameOf(repoDir: string): string {
  try {
    const brand = (JSON.parse(fs.readFileSync(path.join(repoDir, 'pages', 'site.json'), 'utf8')) as { brand?: unknown }).brand;
    return typeof brand === 'string' && brand.trim() ? brand.trim() : 'the site';
  } catch {
    return 'the site';
  }
}

const NAME = /^[A-Za-z0-9._/-]+$/;

export function editorSettings(env: NodeJS.ProcessEnv): EditorSettings {
  const repoDir = path.resolve(env.EDITOR_REPO || ROOT);
  const stateDir = path.resolve(env.EDITOR_STATE_DIR || path.join(gitDirOf(repoDir), 'site-editor'));
  const port = Number(env.EDITOR_PORT ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`EDITOR_PORT "${env.EDITOR_PORT}" is not a port number`);
  const remote = env.EDITOR_REMOTE || 'origin';
  const mainBranch = env.EDITOR_BRANCH || 'main';
  for (const [name, value] of [
    ['EDITOR_REMOTE', remote],
    ['EDITOR_BRANCH', mainBranch],
  ] as const)
    if (!NAME.test(value) || value.startsWith('-')) throw new Error(`${name} "${value}" is not a remote or branch name`);
  const idleMinutes = Number(env.EDITOR_SESSION_IDLE_MINUTES ?? 120);
  if (!(idleMinutes > 0)) throw new Error('EDITOR_SESSION_IDLE_MINUTES is a number of minutes above 0');
  const proxyUserHeader = env.EDITOR_PROXY_USER_HEADER?.trim().toLowerCase() || undefined;
  if (proxyUserHeader && !/^[a-z0-9-]+$/.test(proxyUserHeader)) throw new Error('EDITOR_PROXY_USER_HEADER is a header name');
  return {
    repoDir,
    stateDir,
    accountsFile: path.resolve(env.EDITOR_ACCOUNTS || path.join(stateDir, 'accounts.json')),
    remote,
    mainBranch,
    host: env.EDITOR_HOST || '127.0.0.1',
    port,
    allowedHosts: allowedHostsFromEnv(env, 'EDITOR_ALLOWED_HOSTS'),
    proxyUserHeader,
    committer: { name: env.EDITOR_COMMITTER_NAME || 'Site editor', email: env.EDITOR_COMMITTER_EMAIL || 'editor@localhost' },
    siteName: siteNameOf(repoDir),
    sessionLimits: { idleMs: idleMinutes * 60_000, maxMs: Math.max(idleMinutes * 60_000, 12 * 60 * 60_000) },
  };
}
