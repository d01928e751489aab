import fs from 'node:fs';
import path from 'node:path';
import { listPageFiles } from '../../../scripts/lib/site/contentStore.ts';
import { shown } from '../../../scripts/lib/text/shownText.ts';

/** A page id as page files are named: lower-case words joined by '-', in folders separated by '/'. */
const PAGE_ID = /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;

/** A request the editor's endpoints refuse, with the HTTP status that says why. */
export class EditorRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The file of an existing page the editor may write, from the id a request names, or an
 * EditorRequestError. The id is never joined into a path as given: it must have the form of a page
 * id (no '..', no absolute path, no backslash, no 'site' or 'routes' file, nothing but lower-case
 * words) and be one of the page files listed under the pages folder, and that file must be a plain
 * file (not a link) whose real path is inside the pages folder.
 */
export function editablePageFile(pagesDir: string, id: unknown): string {
  if (typeof id !== 'string' || !PAGE_ID.test(id))
    throw new EditorRequestError(400, 'not a page id: use the id of a page file, such as "about" or "services/consulting"');
  const file = listPageFiles(pagesDir).get(id);
  if (!file) throw new EditorRequestError(404, `there is no page file for "${shown(id)}"`);
  return plainFileInside(pagesDir, file, `pages/${shown(id)}.json`);
}

/**
 * site.json, if the editor may write it: like a page file, a plain file inside the pages folder.
 * A save replaces the file it writes (writeFileAtomically's rename), so a link would be swapped for a
 * plain file and whatever it pointed to would never get the edit.
 */
export function editableSiteFile(pagesDir: string): string {
  return plainFileInside(pagesDir, path.join(pagesDir, 'site.json'), 'pages/site.json');
}

function plainFileInside(pagesDir: string, file: string, name: string): string {
  if (!fs.lstatSync(file, { throwIfNoEntry: false })) throw new EditorRequestError(404, `there is no ${name}`);
  if (!plainFilesInside(pagesDir)(file)) {
    throw new EditorRequestError(403, `${name} is not a plain file inside the pages folder; edit it in a text editor`);
  }
  return file;
}

/**
 * Whether the editor may read or write a file: a plain file (not a link) whose real path is inside
 * the pages folder. The page list shows only such files, as only such pages open. The folder's own
 * real path is read once, for a list of thousands of files.
 */
export function plainFilesInside(pagesDir: string): (file: string) => boolean {
  const root = fs.realpathSync.native(pagesDir) + path.sep;
  return (file) => {
    if (!fs.lstatSync(file, { throwIfNoEntry: false })?.isFile()) return false;
    try {
      return fs.realpathSync.native(file).startsWith(root);
    } catch {
      return false; // gone since the lstat
    }
  };
}
