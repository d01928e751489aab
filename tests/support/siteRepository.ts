import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/site/paths.ts';

/** A real git repository of the site's content with a real bare remote, both on disk. */
export interface SiteRepository {
  /** The folder holding both (removed by cleanup). */
  root: string;
  /** The checkout the hosted editor runs on (main checked out, origin set). */
  checkout: string;
  /** The bare repository standing for the host's remote. */
  remote: string;
  /** Runs git in `cwd` and returns what it printed. */
  git(cwd: string, ...args: string[]): string;
  /** A file of main as the remote has it now. */
  published(file: string): string;
  cleanup(): void;
}

const IDENTITY = [
  '-c',
  'user.name=Site developer',
  '-c',
  'user.email=dev@example.com',
  '-c',
  'core.hooksPath=/dev/null',
  '-c',
  'commit.gpgSign=false',
];

/**
 * Makes the site's repository as a host would have it: the content (pages/, schema/, public/) in a
 * commit on main, pushed to a bare remote, and a checkout of it. Inside the project (`.tmp-…`,
 * ignored by git), as the editor's other tests keep their copies.
 */
export function makeSiteRepository(label: string): SiteRepository {
  const root = path.join(ROOT, `.tmp-${label}-${process.pid}-${Date.now().toString(36)}`);
  const remote = path.join(root, 'remote.git');
  const checkout = path.join(root, 'checkout');
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', [...IDENTITY, ...args], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
    }).toString();
  fs.mkdirSync(checkout, { recursive: true });
  git(root, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  git(checkout, 'init', '--quiet', '--initial-branch=main');
  for (const folder of ['pages', 'schema', 'public']) fs.cpSync(path.join(ROOT, folder), path.join(checkout, folder), { recursive: true });
  git(checkout, 'add', '--all');
  git(checkout, 'commit', '--quiet', '-m', 'The site as it is');
  git(checkout, 'remote', 'add', 'origin', remote);
  git(checkout, 'push', '--quiet', 'origin', 'main');
  return {
    root,
    checkout,
    remote,
    git,
    published: (file) => git(remote, 'show', `main:${file}`),
    cleanup: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}
