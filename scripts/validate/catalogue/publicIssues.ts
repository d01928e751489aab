import { issueKind } from './define.ts';

/**
 * public/ as a whole: everything in it goes to every visitor, so it may hold only regular files
 * that are meant to be public (scripts/lib/output/publicFiles.ts has the rule the build and the servers share).
 */
export const publicIssues = {
  // Like content-link, the message does not say where the link leads: that is a place on the
  // author's machine, and the page editor sends these messages over HTTP. `ls -l` shows it.
  'public-link': issueKind<{ kind: 'file' | 'folder' }>({
    title: 'A file or folder in public/ that is a link (symlink), which would publish whatever it leads to',
    message: ({ kind }) =>
      `this ${kind} in public/ is a link (a symlink): the site would publish what it leads to, wherever that is; put the ${kind} itself in public/, or delete the link`,
    hint: 'Replace the link with the file or folder itself (copy it into public/, then delete the link), or delete it. Git stores links, so a committed one publishes on every clone.',
    example: { kind: 'folder' },
  }),
  'public-broken-link': issueKind<Record<string, never>>({
    title: 'A link (symlink) in public/ that leads nowhere',
    message: () => 'this link (a symlink) in public/ leads nowhere; delete it, or put the file it was meant to be in its place',
    hint: 'Delete the link (rm on its path), or replace it with the file itself.',
    example: {},
  }),
  'public-private-file': issueKind<{ kind: 'file' | 'folder'; reason: string }>({
    title: 'A file or folder in public/ that looks private (a dot-file, .env, a key or certificate, a .jsonl inbox file)',
    message: ({ kind, reason }) =>
      `this ${kind} looks private — ${reason} — and everything in public/ is published to every visitor; move it out of public/`,
    hint: 'Move the file out of public/ (keys and .env files belong outside the project or in the host’s settings), or give a file meant to be public a name that says so.',
    example: { kind: 'file', reason: 'a key or certificate (.pem)' },
  }),
  'public-special-file': issueKind<Record<string, never>>({
    title: 'Something in public/ that is neither a file nor a folder (a pipe, a socket, a device)',
    message: () =>
      'this is not a regular file (a pipe, a socket or a device), and only regular files are published; delete it from public/',
    hint: 'Delete it from public/: only regular files and folders belong there.',
    example: {},
  }),
};
