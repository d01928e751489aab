import { createPage } from '../../scripts/generate/newPage.ts';
import { saveUpload } from '../../devtools/editor/server/imageLibrary.ts';
import { appendRotating } from '../../scripts/serve/inboxFile.ts';

/**
 * Runs one of the editor's writers (or the inbox's) in this process, for a test that starts it with a limit on the
 * size of the files it may write (`ulimit -f`): a write past it fails part-way with EFBIG, as on a
 * full disk. Prints what it wrote, or the error's code.
 *
 *   new-page <pagesDir> <path>
 *   upload <imagesDir> <folder> <name> <base64 data>
 *   inbox <file> <rotation limit> <line>
 */
const [action, dir, ...rest] = process.argv.slice(2);
try {
  if (action === 'new-page') console.log(JSON.stringify(createPage({ path: rest[0]!, pagesDir: dir! })));
  else if (action === 'upload') console.log(JSON.stringify(saveUpload(dir!, { folder: rest[0], name: rest[1], data: rest[2] })));
  else if (action === 'inbox') {
    appendRotating(dir!, rest[1]!, Number(rest[0]));
    console.log('{}');
  } else throw new Error(`unknown action ${action}`);
} catch (error) {
  console.log(JSON.stringify({ failed: (error as NodeJS.ErrnoException).code ?? String(error) }));
}
