import fs from 'node:fs';
import path from 'node:path';
import { privateNameReason } from '../lib/output/publicFiles.ts';

export interface PublicGuardOptions {
  /** The project (Vite's root), whose files the dev server serves as modules and as they are. */
  root: string;
  /** The site's public/ (Vite's publicDir; '' for none). */
  publicDir: string;
  /** Whether Vite may serve this file at all (its server.fs allow and deny lists: isFileLoadingAllowed). */
  loadingAllowed: (file: string) => boolean;
}

/** Vite's address of any file by its absolute path. */
const FS_PREFIX = '/@fs/';

/**
 * Which requests the dev server answers with the site's not-found page, ahead of Vite's own
 * middleware, whatever the query (?raw, ?import, ?url) and however the path is encoded:
 *
 * - anything in public/ the build does not publish (scripts/lib/output/publicFiles.ts): a path through a
 *   link (symlink), to a private-looking name, or to what is not a regular file. Vite serves every
 *   file of public/ as it is, links followed and its own deny list (server.fs.deny) not applied,
 *   whether asked for at its address ('/key.pem'), from the project ('/public/key.pem') or by
 *   absolute path ('/@fs/…/public/key.pem');
 * - a file Vite itself would refuse (its deny list, or outside its allow list): its refusal is a
 *   403 page that prints the project's absolute path.
 *
 * A path that names nothing in public/ is left to Vite: it cannot serve from public/ what is not there.
 */
export function publicGuard({ root, publicDir, loadingAllowed }: PublicGuardOptions): (url: string) => boolean {
  const publicRoots = publicDir ? [...new Set([path.resolve(publicDir), realPathOr(publicDir)])] : [];
  return (url) => {
    try {
      for (const reading of readingsOf(url)) {
        if (!reading.startsWith('/')) continue;
        const fromProject = [path.join(root, reading)];
        if (reading.startsWith(FS_PREFIX)) fromProject.push(path.resolve(reading.slice(FS_PREFIX.length - 1)));
        for (const file of [...publicRoots.map((dir) => path.join(dir, reading)), ...fromProject]) {
          if (publicRoots.some((dir) => refusedInPublic(dir, file))) return true;
        }
        // Vite's file server (sirv) also answers a folder's address with its file named 'index'.
        for (const file of fromProject.flatMap((file) => [file, path.join(file, 'index')])) {
          if (!loadingAllowed(file) && fs.existsSync(file)) return true;
        }
      }
      return false;
    } catch {
      return true; // a path the file system cannot even look up (a NUL byte, say) names nothing to serve
    }
  };
}

/**
 * The request's path as each reader might take it: as sent, %-decoded the way Vite and sirv decode
 * it (decodeURI), and decoded whole, again and again while escapes remain ('%252e' is '%2e' is '.').
 */
function readingsOf(url: string): string[] {
  const rawPath = url.split(/[?#]/, 1)[0]!;
  const readings = new Set([rawPath]);
  try {
    readings.add(decodeURI(rawPath));
  } catch {
    /* left as sent */
  }
  let current = rawPath;
  for (let round = 0; round < 4 && current.includes('%'); round++) {
    try {
      current = decodeURIComponent(current);
    } catch {
      break;
    }
    readings.add(current);
  }
  return [...readings];
}

/**
 * Whether `file`, inside `publicRoot`, reaches something public/ does not publish: a link on the way
 * or at the end, a private-looking name, or something that is neither file nor folder. For a
 * folder, so does its file named 'index', which Vite's file server (sirv) answers the folder's
 * address with. False when it is outside, or not there at all.
 */
function refusedInPublic(publicRoot: string, file: string): boolean {
  const relative = path.relative(publicRoot, file);
  if (path.isAbsolute(relative) || relative.split(path.sep)[0] === '..') return false;
  let current = publicRoot;
  for (const segment of [...(relative ? relative.split(path.sep) : []), 'index']) {
    current = path.join(current, segment);
    let stats: fs.Stats | undefined;
    try {
      stats = fs.lstatSync(current, { throwIfNoEntry: false });
    } catch {
      return false; // a file where a folder should be (ENOTDIR): nothing is there
    }
    if (!stats) return false;
    if (stats.isSymbolicLink() || privateNameReason(segment)) return true;
    // A file is served as it is, and nothing lies below one; a pipe or a socket is never served.
    if (!stats.isDirectory()) return !stats.isFile();
  }
  return false;
}

function realPathOr(dir: string): string {
  try {
    return fs.realpathSync(dir);
  } catch {
    return path.resolve(dir);
  }
}
