import fs from 'node:fs';
import path from 'node:path';
import { git, gitOk, type Committer } from './git.ts';
import type { EditorAccount } from './accounts.ts';

/** What a branch changes, one content file at a time, against what is published. */
export interface PendingFile {
  /** The file, relative to the repository ('pages/about.json'). */
  file: string;
  status: 'added' | 'changed' | 'removed';
  /** The change as a unified diff (cut short, and said so, past DIFF_LIMIT characters). */
  diff: string;
}

/** One author's changes waiting to be published. */
export interface PendingChanges {
  user: string;
  files: PendingFile[];
}

/** A publish or discard refused, with the reason in words an author reads. */
export class RepositoryRefusal extends Error {}

/** validate's issues for a content folder, as lines an author reads; none when it passes. */
export type FolderCheck = (pagesDir: string) => Promise<string[]>;

export interface RepositoryOptions {
  /** The checkout of the site's repository the server runs on: its main branch is what is published. */
  repoDir: string;
  /** Where the server keeps the authors' worktrees and its publishing worktree. */
  stateDir: string;
  /** The remote publishing pushes to, where the host's CI builds and deploys (default origin). */
  remote: string;
  /** The branch that is published (default main). */
  mainBranch: string;
  committer: Committer;
  /** validate on a content folder: Publish runs it on the merged result, Discard on what is left. */
  check: FolderCheck;
}

/** What authors edit: everything else in the repository is the developers'. */
const CONTENT = ['pages', 'public'];
/** A diff longer than this is shown cut short (an uploaded image, a page rewritten whole). */
const DIFF_LIMIT = 60_000;
/** Branch names the server keeps, one per author. */
const BRANCH_PREFIX = 'edit/';

/**
 * The site's repository as the hosted editor uses it. Each author edits in a worktree of their own,
 * on their own branch (`edit/<user>`): Save commits there, with the author as the commit's author.
 * Publishing merges authors' branches into the published branch, checks the merged site with
 * validate and pushes it to the remote; it never force-pushes, and a merge that conflicts or fails
 * validate publishes nothing. Every operation waits for the one before it: git's own locks would
 * refuse two at once, and a publish must not merge a branch while a save commits to it.
 */
export function editorRepository({ repoDir, stateDir, remote, mainBranch, committer, check }: RepositoryOptions) {
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const result = queue.then(run);
    queue = result.catch(() => undefined);
    return result;
  };
  const branchOf = (user: string) => `${BRANCH_PREFIX}${user}`;
  const worktreeDir = (user: string) => path.join(stateDir, 'worktrees', user);
  const publishDir = path.join(stateDir, 'publish');
  const run = (cwd: string, args: string[]) => gitOk(cwd, args, committer);
  const authored = (account: EditorAccount) => `--author=${account.name} <${account.email}>`;

  async function branchExists(branch: string): Promise<boolean> {
    return (await git(repoDir, ['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`], committer)).ok;
  }

  /** The author's worktree, made on their first visit from what is published now. */
  async function ensureWorktree(user: string): Promise<string> {
    const dir = worktreeDir(user);
    if (fs.existsSync(path.join(dir, '.git'))) return dir;
    // A worktree folder removed by hand leaves git's record of it: forgotten, so it can be made again.
    await run(repoDir, ['worktree', 'prune']);
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    const branch = branchOf(user);
    if (await branchExists(branch)) await run(repoDir, ['worktree', 'add', '--quiet', dir, branch]);
    else await run(repoDir, ['worktree', 'add', '--quiet', '-b', branch, dir, mainBranch]);
    return dir;
  }

  /** Commits whatever the author's last write changed in their worktree; the commit, or null when nothing changed. */
  async function commitIn(dir: string, account: EditorAccount, message: string): Promise<string | null> {
    await run(dir, ['add', '--all', '--', ...CONTENT]);
    if ((await git(dir, ['diff', '--cached', '--quiet'], committer)).ok) return null;
    await run(dir, ['commit', '--quiet', '--no-verify', authored(account), '-m', message]);
    return (await run(dir, ['rev-parse', 'HEAD'])).trim();
  }

  /** The branches of authors that have one. */
  async function authorBranches(): Promise<string[]> {
    const out = await run(repoDir, ['for-each-ref', '--format=%(refname:short)', `refs/heads/${BRANCH_PREFIX}`]);
    return out.split('\n').filter(Boolean);
  }

  async function changesOf(branch: string): Promise<PendingFile[]> {
    const range = `${mainBranch}...${branch}`;
    const listed = await run(repoDir, ['diff', '--name-status', '--no-renames', '-z', range, '--', ...CONTENT]);
    const parts = listed.split('\0').filter(Boolean);
    const files: PendingFile[] = [];
    for (let i = 0; i + 1 < parts.length; i += 2) {
      const letter = parts[i]!;
      const file = parts[i + 1]!;
      let diff = await run(repoDir, ['diff', '--no-color', range, '--', file]);
      if (diff.length > DIFF_LIMIT) diff = `${diff.slice(0, DIFF_LIMIT)}\n… (the rest of this change is not shown)\n`;
      files.push({ file, status: letter === 'A' ? 'added' : letter === 'D' ? 'removed' : 'changed', diff });
    }
    return files;
  }

  return {
    /** The author's worktree (made on first use), where their edits are written and committed. */
    worktree: (user: string) => serial(() => ensureWorktree(user)),

    /** Commits the author's last write on their branch, as theirs. */
    commit: (account: EditorAccount, message: string) => serial(async () => commitIn(await ensureWorktree(account.user), account, message)),

    /**
     * Brings what has been published since into the author's branch, so they edit the site as it is.
     * A merge that would conflict is left undone (their changes stay as they are; Publish names the
     * conflict); the files it would conflict in are returned.
     */
    catchUp: (account: EditorAccount) =>
      serial(async (): Promise<string[]> => {
        const dir = await ensureWorktree(account.user);
        if ((await git(dir, ['merge-base', '--is-ancestor', mainBranch, 'HEAD'], committer)).ok) return [];
        const merged = await git(dir, ['merge', '--no-edit', '--quiet', mainBranch], committer, account);
        if (merged.ok) return [];
        const conflicted = (await run(dir, ['diff', '--name-only', '--diff-filter=U'])).split('\n').filter(Boolean);
        await run(dir, ['merge', '--abort']);
        return conflicted;
      }),

    /** Every author's changes that are not published yet (one author's, with `user`). */
    pending: (user?: string) =>
      serial(async (): Promise<PendingChanges[]> => {
        const branches = (await authorBranches()).filter((branch) => user === undefined || branch === branchOf(user));
        const all = await Promise.all(
          branches.map(async (branch) => ({ user: branch.slice(BRANCH_PREFIX.length), files: await changesOf(branch) })),
        );
        return all.filter((changes) => changes.files.length > 0);
      }),

    /**
     * Takes back `owner`'s changes to `files`, as `by` (the owner, or a publisher): each file as it
     * was when the owner's branch left what is published. Refused, with nothing changed, when the
     * rest would not pass validate (a new page's file without its route, say).
     */
    discard: (by: EditorAccount, owner: string, files: string[]) =>
      serial(async () => {
        const dir = await ensureWorktree(owner);
        const pending = new Set((await changesOf(branchOf(owner))).map((change) => change.file));
        const unknown = files.filter((file) => !pending.has(file));
        if (files.length === 0 || unknown.length > 0)
          throw new RepositoryRefusal(`nothing waits to be published in ${unknown.join(', ') || 'no file'}; reload the list`);
        const base = (await run(dir, ['merge-base', mainBranch, 'HEAD'])).trim();
        for (const file of files) {
          if ((await git(dir, ['cat-file', '-e', `${base}:${file}`], committer)).ok) await run(dir, ['checkout', base, '--', file]);
          else await run(dir, ['rm', '--quiet', '--force', '--', file]);
        }
        const issues = await check(path.join(dir, 'pages'));
        if (issues.length > 0) {
          await run(dir, ['reset', '--quiet', 'HEAD', '--', ...files]);
          await run(dir, ['checkout', 'HEAD', '--', ...files]);
          throw new RepositoryRefusal(
            `Discarding ${files.join(', ')} alone would leave the site with ${issues.length === 1 ? 'an issue' : `${issues.length} issues`}: ${issues.slice(0, 3).join('; ')}. Discard the other files of the change with it.`,
          );
        }
        const account = by;
        await commitIn(dir, account, `Discard changes to ${files.join(', ')}`);
      }),

    /**
     * Publishes the named authors' changes: merges each branch into what the remote publishes now,
     * checks the merged site with validate and pushes it (never forced). The published branch of
     * the server's checkout and each published author's branch then move to it. Refused, with
     * nothing pushed and nobody's changes touched, when a merge conflicts, validate fails or the
     * remote moved meanwhile.
     */
    publish: (publisher: EditorAccount, users: string[], names: (user: string) => string) =>
      serial(async (): Promise<{ commit: string; published: string[] }> => {
        await run(repoDir, ['fetch', '--quiet', remote, `+refs/heads/${mainBranch}:refs/remotes/${remote}/${mainBranch}`]);
        const upstream = (await run(repoDir, ['rev-parse', `refs/remotes/${remote}/${mainBranch}`])).trim();
        if (!fs.existsSync(path.join(publishDir, '.git'))) {
          await run(repoDir, ['worktree', 'prune']);
          await run(repoDir, ['worktree', 'add', '--quiet', '--detach', publishDir, upstream]);
        }
        // The publishing worktree is the server's alone: whatever an earlier attempt left goes.
        await git(publishDir, ['merge', '--abort'], committer);
        await run(publishDir, ['checkout', '--quiet', '--force', '--detach', upstream]);
        await run(publishDir, ['clean', '--quiet', '-d', '--force']);

        const published: string[] = [];
        for (const user of users) {
          const branch = branchOf(user);
          if (!(await branchExists(branch))) continue;
          if ((await git(publishDir, ['merge-base', '--is-ancestor', branch, 'HEAD'], committer)).ok) continue;
          const merged = await git(
            publishDir,
            ['merge', '--no-ff', '--quiet', '-m', `Publish the changes of ${names(user)}`, branch],
            committer,
            publisher,
          );
          if (!merged.ok) {
            const conflicted = (await run(publishDir, ['diff', '--name-only', '--diff-filter=U'])).split('\n').filter(Boolean);
            await git(publishDir, ['merge', '--abort'], committer);
            throw new RepositoryRefusal(
              conflicted.length > 0
                ? `Nothing was published: the changes of ${names(user)} to ${conflicted.join(', ')} conflict with what is published now (someone changed the same lines). Open the page, make the change again on the page as published, and discard the old one.`
                : `Nothing was published: the changes of ${names(user)} could not be merged (${merged.stderr.trim() || merged.stdout.trim()}).`,
            );
          }
          published.push(user);
        }
        if (published.length === 0) throw new RepositoryRefusal('Nothing was published: there are no changes waiting.');

        const issues = await check(path.join(publishDir, 'pages'));
        if (issues.length > 0)
          throw new RepositoryRefusal(
            `Nothing was published: the site with these changes does not pass validate (${issues.length === 1 ? '1 issue' : `${issues.length} issues`}): ${issues.slice(0, 3).join('; ')}`,
          );

        const commit = (await run(publishDir, ['rev-parse', 'HEAD'])).trim();
        const pushed = await git(publishDir, ['push', '--quiet', '--porcelain', remote, `${commit}:refs/heads/${mainBranch}`], committer);
        if (!pushed.ok) {
          const rejected = /non-fast-forward|fetch first/i.test(pushed.stdout + pushed.stderr);
          throw new RepositoryRefusal(
            rejected
              ? 'Nothing was published: the site was published from elsewhere a moment ago. Publish again to include that.'
              : `Nothing was published: the remote refused the push (${`${pushed.stderr}\n${pushed.stdout}`.trim().replace(/\s+/g, ' ')}).`,
          );
        }
        await run(repoDir, ['update-ref', `refs/remotes/${remote}/${mainBranch}`, commit]);
        await moveMainTo(commit);
        for (const user of published) {
          const dir = worktreeDir(user);
          if (fs.existsSync(path.join(dir, '.git'))) await git(dir, ['merge', '--ff-only', '--quiet', mainBranch], committer);
        }
        return { commit, published };
      }),
  };

  /**
   * Moves the checkout's published branch to what was pushed, fast-forward only (its files too when
   * it is the branch checked out). The push has happened: a checkout that cannot follow (a
   * developer's own commit or edit in it) is left as it is and said so, not an error of the publish.
   */
  async function moveMainTo(commit: string): Promise<void> {
    const current = (await git(repoDir, ['symbolic-ref', '--quiet', '--short', 'HEAD'], committer)).stdout.trim();
    const moved =
      current === mainBranch
        ? await git(repoDir, ['merge', '--ff-only', '--quiet', commit], committer)
        : (await git(repoDir, ['merge-base', '--is-ancestor', mainBranch, commit], committer)).ok
          ? await git(repoDir, ['update-ref', `refs/heads/${mainBranch}`, commit], committer)
          : { ok: false, stderr: `${mainBranch} has commits of its own`, stdout: '' };
    if (!moved.ok) console.warn(`published ${commit}, but the checkout's ${mainBranch} could not follow: ${moved.stderr.trim()}`);
  }
}

export type EditorRepository = ReturnType<typeof editorRepository>;
