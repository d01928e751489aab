import fs from 'node:fs';
import path from 'node:path';

/**
 * What public/ may publish: its regular files, each reached through real folders, none with a name
 * that looks private. Everything in public/ goes to every visitor (the build copies it to the top of
 * the site, the dev server serves it), so the one rule here is shared by validate (which refuses
 * anything else, naming it), the build (which copies only these files), the dev server (which
 * answers anything else with the not-found page) and the preview server (which refuses the names).
 *
 * A link (symlink) is never followed, whether it leads inside public/, outside it or nowhere: Git
 * stores links, so a committed link to a home folder would publish that folder on every clone.
 */

/** Extensions of keys and certificates (PEM and DER files, PKCS #12 bundles, Java and PuTTY key stores). */
const KEY_EXTENSIONS = new Set(['pem', 'key', 'p12', 'pfx', 'crt', 'cer', 'der', 'csr', 'p8', 'pk8', 'jks', 'keystore', 'ppk']);
/** SSH key files as ssh-keygen names them: id_rsa, id_ed25519, id_ecdsa_sk.pub … */
const SSH_KEY = /^id_(rsa|dsa|ecdsa|ed25519)(_sk)?(\.pub)?$/i;

/**
 * Files an operating system leaves in folders (Finder's, Explorer's): never published, and not
 * reported either, as no author put them there (a .DS_Store lists the folder's file names).
 */
const SYSTEM_LITTER = new Set(['.ds_store', 'thumbs.db', 'desktop.ini']);

/** Whether a name is an operating system's own file in a folder, which is skipped without a word. */
export const isSystemLitter = (name: string) => SYSTEM_LITTER.has(name.toLowerCase());

/** Why one file or folder name looks private, written to follow "it looks private: ", or undefined. */
export function privateNameReason(name: string): string | undefined {
  const lower = name.toLowerCase();
  if (SYSTEM_LITTER.has(lower)) return 'a file the operating system keeps in folders, which lists their files';
  if (lower.startsWith('.env') || lower.endsWith('.env')) return 'an environment file (.env), where passwords and keys are kept';
  if (lower.startsWith('.')) return 'its name starts with "." (a hidden file or folder, such as .git or .npmrc)';
  if (SSH_KEY.test(lower)) return 'an SSH key';
  const dot = lower.lastIndexOf('.');
  const extension = dot < 0 ? '' : lower.slice(dot + 1);
  if (KEY_EXTENSIONS.has(extension)) return `a key or certificate (.${extension})`;
  if (extension === 'jsonl') return 'a JSON Lines file (.jsonl), the format in which the local inbox keeps what visitors send';
  return undefined;
}

/** Why a path under public/ ('images/x.jsonl', either slash) looks private, from any of its segments, or undefined. */
export function privatePathReason(relativePath: string): string | undefined {
  for (const segment of relativePath.split(/[/\\]/)) {
    const reason = segment ? privateNameReason(segment) : undefined;
    if (reason) return reason;
  }
  return undefined;
}

/** Something in public/ that is never published, and why (`file` is its absolute path). */
export type PublicProblem =
  | { kind: 'link'; file: string; leadsTo: 'file' | 'folder' | 'nothing' }
  | { kind: 'private'; file: string; folder: boolean; reason: string }
  | { kind: 'special'; file: string };

export interface PublicScan {
  /** The files to publish, relative to public/ with '/' ('images/people/ana.png'), sorted. */
  files: string[];
  /**
   * Everything else, in the order met (a private or linked folder once, its contents never read),
   * but system litter (isSystemLitter), which is skipped.
   */
  problems: PublicProblem[];
}

/**
 * One walk of public/ that never follows a link: the regular files it may publish, and what it
 * holds besides (links, private names, pipes and sockets). A missing public/ publishes nothing.
 */
export function scanPublicDir(publicDir: string): PublicScan {
  const scan: PublicScan = { files: [], problems: [] };
  const walk = (dir: string, prefix: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      if (prefix === '' && (error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const file = path.join(dir, entry.name);
      if (entry.isFile() && isSystemLitter(entry.name)) continue;
      // Dirent types come from the folder itself: a link is a link here, whatever it leads to.
      if (entry.isSymbolicLink()) {
        scan.problems.push({ kind: 'link', file, leadsTo: linkTarget(file) });
        continue;
      }
      if (!entry.isDirectory() && !entry.isFile()) {
        scan.problems.push({ kind: 'special', file });
        continue;
      }
      const reason = privateNameReason(entry.name);
      if (reason) scan.problems.push({ kind: 'private', file, folder: entry.isDirectory(), reason });
      else if (entry.isDirectory()) walk(file, `${prefix}${entry.name}/`);
      else scan.files.push(`${prefix}${entry.name}`);
    }
  };
  walk(publicDir, '');
  return scan;
}

/** What a link leads to; 'nothing' for a link to nowhere, to itself, or to what cannot be read. */
function linkTarget(file: string): 'file' | 'folder' | 'nothing' {
  try {
    const stats = fs.statSync(file, { throwIfNoEntry: false });
    return stats?.isDirectory() ? 'folder' : stats ? 'file' : 'nothing';
  } catch {
    return 'nothing';
  }
}

/** A problem as one line for a message: 'public/images/home-link (a link to a folder)'. */
export function describePublicProblem(problem: PublicProblem, publicDir: string): string {
  const name = `${path.basename(publicDir)}/${path.relative(publicDir, problem.file).split(path.sep).join('/')}`;
  if (problem.kind === 'link') return `${name} (a link${problem.leadsTo === 'nothing' ? ' to nowhere' : ` to a ${problem.leadsTo}`})`;
  if (problem.kind === 'special') return `${name} (not a regular file)`;
  return `${name} (${problem.reason})`;
}

/**
 * Copies the files of public/ that may be published into `outDir` (the build's output), and
 * nothing else; returns how many. The build has run validate before, which refuses the rest.
 */
export function copyPublicFiles(publicDir: string, outDir: string, files = scanPublicDir(publicDir).files): number {
  for (const file of files) {
    const target = path.join(outDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // COPYFILE_FICLONE: a copy-on-write clone where the file system has them, a plain copy elsewhere.
    fs.copyFileSync(path.join(publicDir, file), target, fs.constants.COPYFILE_FICLONE);
  }
  return files.length;
}
