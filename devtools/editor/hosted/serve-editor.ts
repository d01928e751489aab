/**
 * npm run editor — the page editor as a server of its own, for authors without a developer's
 * machine: sign-in, Save as a commit on each author's branch, Publish as a merge pushed to the
 * remote (devtools/editor/hosted/). Run it in a checkout of the site's repository; settings come
 * from the environment:
 *
 *   EDITOR_PORT=8787  EDITOR_HOST=127.0.0.1      where it listens (put TLS in front: a reverse proxy)
 *   EDITOR_ALLOWED_HOSTS=edit.example.com        the names it answers to besides IP addresses and localhost
 *   EDITOR_REPO=.                                the checkout (its main branch is what is published)
 *   EDITOR_STATE_DIR=<git dir>/site-editor       authors' worktrees, the built editor
 *   EDITOR_ACCOUNTS=<state dir>/accounts.json    accounts (npm run editor:account writes them)
 *   EDITOR_REMOTE=origin  EDITOR_BRANCH=main     where Publish pushes
 *   EDITOR_PROXY_USER_HEADER=x-forwarded-user    sign-in by the reverse proxy instead of passwords
 *   EDITOR_COMMITTER_NAME, EDITOR_COMMITTER_EMAIL  the committer of every commit (default Site editor)
 *   EDITOR_SESSION_IDLE_MINUTES=120              a session unused this long ends
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { editorSettings } from './editorSettings.ts';

const settings = editorSettings(process.env);
// The content the server renders and checks is the checkout's: set before any module reads it.
process.env.SITE_PAGES_DIR = path.join(settings.repoDir, 'pages');
process.env.SITE_PUBLIC_DIR = path.join(settings.repoDir, 'public');

const status = execFileSync('git', ['rev-parse', '--verify', '--quiet', `refs/heads/${settings.mainBranch}`], {
  cwd: settings.repoDir,
  stdio: ['ignore', 'pipe', 'ignore'],
})
  .toString()
  .trim();
if (!status) throw new Error(`${settings.repoDir} has no branch ${settings.mainBranch}: set EDITOR_BRANCH`);
if (!fs.existsSync(settings.accountsFile))
  throw new Error(`no accounts file at ${settings.accountsFile}: add an account with npm run editor:account -- <user> --role publisher`);

const { startHostedEditor } = await import('./hostedEditor.ts');
const { validateFolder } = await import('./folderCheck.ts');
const editor = await startHostedEditor({ ...settings, check: validateFolder });
console.log(`The page editor is at ${editor.url}/__edit (publishing ${settings.mainBranch} to ${settings.remote})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void editor.close().finally(() => process.exit(0));
  });
