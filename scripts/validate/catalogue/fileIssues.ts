import { issueKind } from './define.ts';

/** Content files as files: one validate cannot read is reported, never a crash. */
export const fileIssues = {
  'file-unreadable': issueKind<{ reason: string; fix: string }>({
    title: 'A content file that cannot be read (missing, a link to nowhere, a folder, no permission)',
    message: ({ reason, fix }) => `cannot read this file: ${reason}; ${fix}. Nothing in it was checked.`,
    hint: 'Restore a deleted file (git restore), replace a broken link with the file itself, or make the file readable.',
    example: { reason: 'the file does not exist', fix: 'restore it (git restore) or create it' },
  }),
  // The message does not say where the link leads: that is a place on the author's machine, and the
  // page editor sends these messages over HTTP. `ls -l` on the path shows it.
  'content-link': issueKind<{ kind: 'file' | 'folder' }>({
    title: 'A page file or folder under pages/ that is a link (symlink), which may lead outside the repository',
    message: ({ kind }) =>
      `this ${kind} is a link (a symlink), so the build would publish what it leads to, wherever that is; put the ${kind} itself in the pages folder`,
    hint: 'Replace the link with the file or folder itself (copy it into pages/, then delete the link).',
    example: { kind: 'file' },
  }),
  'not-utf8': issueKind<{ byte: string }>({
    title: 'A file saved in another encoding than UTF-8 (Latin-1 or Windows-1252, say)',
    message: ({ byte }) =>
      `byte ${byte} here is not UTF-8 (the file was saved in another encoding, such as Latin-1); save the file as UTF-8`,
    hint: 'Save the file as UTF-8 (in most editors: "Save with encoding" or the encoding in the status bar), then check the characters at that place.',
    example: { byte: '0xE9' },
  }),
};
