/**
 * What the editor's shell asks the dev server for before the editor's own modules have arrived
 * (server/editorShell.ts writes the script): the page the address names, then that page rendered
 * for the preview, so both are on their way, or there, by the time the editor first renders. The
 * editor takes each answer for what it first asks (editorClient.ts), and asks again for anything
 * later. No imports: the dev server's shell uses the names too.
 */

/** Where the shell's script leaves its requests: a property of `window`. */
export const FIRST_LOAD_GLOBAL = '__editorFirstLoad';

/** An endpoint's answer, read. */
export interface FirstAnswer {
  status: number;
  contentType: string | null;
  leftOut: string | null;
  text: string;
}

export interface FirstLoad {
  /** The page id the address names (as EditorApp reads it). */
  target: string;
  /** GET /__editor/page?id=<target>; null if it could not be asked. */
  page: Promise<FirstAnswer | null>;
  /** POST /__editor/preview of the page as opened (`draft`, its body); null if the page was not opened. */
  preview: Promise<(FirstAnswer & { draft: string }) | null>;
}

const shellsRequests = () => (window as unknown as Record<string, FirstLoad | undefined>)[FIRST_LOAD_GLOBAL];

/** The shell's answer for page `id`, for the editor's first screen (EditorApp's, StrictMode's second run too); null if it has none. */
export function firstPage(id: string): Promise<FirstAnswer | null> | null {
  const requests = shellsRequests();
  return requests?.target === id ? requests.page : null;
}

/**
 * The shell's preview, taken once: for the first preview the editor asks for, if it is of the page
 * as the shell asked for it (`draft`, the request's body); null otherwise. Any later preview is
 * rendered afresh (the content may have changed since).
 */
export async function firstPreview(draft: string): Promise<FirstAnswer | null> {
  const requests = shellsRequests();
  if (!requests) return null;
  const preview = requests.preview;
  requests.preview = Promise.resolve(null);
  const answer = await preview;
  return answer?.draft === draft ? answer : null;
}
