import { execFile } from 'node:child_process';

/** What git printed, and whether it ran to the end (exit code 0). */
export interface GitResult {
  ok: boolean;
  stdout: string;
  stderr: string;
}

/** Who the server commits as: the committer of every commit (each change's author is the author's own). */
export interface Committer {
  name: string;
  email: string;
}

/**
 * Runs git in `cwd`, never asking a question of a terminal (a remote that wants a password fails at
 * once instead of hanging the server), running no hook (the repository's own pre-commit hook wants
 * a developer's tools) and signing nothing, always as `committer`. The server user's settings
 * (a credential helper, an SSH command for the remote) still apply. `author`, when given, is the
 * author of a commit git makes (a merge's).
 */
export function git(cwd: string, args: string[], committer: Committer, author?: Committer): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      [
        '-c',
        `user.name=${committer.name}`,
        '-c',
        `user.email=${committer.email}`,
        '-c',
        'core.hooksPath=/dev/null',
        '-c',
        'commit.gpgSign=false',
        ...args,
      ],
      {
        cwd,
        maxBuffer: 32 * 1024 * 1024,
        env: {
          ...process.env,
          GIT_TERMINAL_PROMPT: '0',
          GIT_COMMITTER_NAME: committer.name,
          GIT_COMMITTER_EMAIL: committer.email,
          // A merge takes no --author: who made it is said here.
          ...(author ? { GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email } : {}),
          LC_ALL: 'C',
        },
      },
      (error, stdout, stderr) => {
        if (error && typeof (error as { code?: unknown }).code !== 'number') reject(error);
        else resolve({ ok: !error, stdout, stderr });
      },
    );
  });
}

/** Runs git and returns what it printed, or throws with what it said when it failed. */
export async function gitOk(cwd: string, args: string[], committer: Committer): Promise<string> {
  const result = await git(cwd, args, committer);
  if (!result.ok) throw new Error(`git ${args[0]} failed: ${(result.stderr || result.stdout).trim()}`);
  return result.stdout;
}
