import { useState } from 'react';
import type { EditorIssue, SaveResult } from './editorClient';
import type { SaveStatus } from './editorLayout';
import { listed } from './heldBlocks';

/** One press of Save: the request for the draft as it is now, and what to do with the answer. */
export interface SaveRun {
  request: Promise<SaveResult>;
  /** Saved: the draft sent is the file now, or with `merged`, the file holds the draft put together with changes made elsewhere. */
  saved(answer: { version: string; issues: EditorIssue[]; merged?: Record<string, unknown> }): void;
  /** Refused by validate: show its issues, and where the first one is. */
  invalid(issues: EditorIssue[]): void;
  /**
   * The blocks the save kept back, not complete yet ('2. card-grid'; heldBlocks.ts), once the
   * request has answered: the file was written without them. None if absent.
   */
  held?(): string[];
}

/**
 * Save for an editor screen (a page's, site.json's): whether a save is on its way, what the toolbar
 * says of the file, and the press itself. `start` begins one save (snapshotting the draft it sends).
 * `draftKey` tells one draft from another (usePageDraft's): a save that kept blocks back says so
 * until the draft is edited.
 */
export function useSave(
  file: string,
  dirty: boolean,
  start: () => SaveRun,
  draftKey?: string,
): { saving: boolean; status: SaveStatus; save: () => Promise<void> } {
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<SaveStatus>({ tone: 'muted', text: 'No changes' });
  const save = async () => {
    const pressedOn = draftKey;
    setSaving(true);
    setStatus({ tone: 'muted', text: 'Checking with validate…' });
    try {
      const run = start();
      const result = await run.request;
      if (result.kind === 'saved') {
        run.saved(result);
        const elsewhere = result.merged ? ', with the changes made to it elsewhere since it was opened' : '';
        const held = run.held?.() ?? [];
        if (held.length)
          setStatus({ tone: 'muted', text: `Saved all but ${listed(held)}, not complete yet${elsewhere}`, draft: pressedOn });
        else setStatus({ tone: 'ok', text: `Saved ${file}${elsewhere}` });
      } else if (result.kind === 'unchanged') {
        // Changed elsewhere into what the draft says: the editor goes on from the file as it is.
        if (result.merged) run.saved({ version: result.version, issues: [], merged: result.merged });
        setStatus({ tone: 'muted', text: 'Nothing to save: the file already says this' });
      } else if (result.kind === 'invalid') {
        const count = result.issues.length;
        setStatus({ tone: 'danger', text: `Not saved: ${count} problem${count === 1 ? '' : 's'} to fix` });
        run.invalid(result.issues);
      } else {
        setStatus({ tone: 'danger', text: `Not saved: ${result.message}` });
      }
    } catch (error) {
      setStatus({ tone: 'danger', text: `Not saved: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setSaving(false);
    }
  };
  // An edit since the last answer is what the toolbar reports, unless that answer was a refusal; a
  // refusal of a draft that is no more (undone, or the file's version taken in its place) is not.
  // A save that kept blocks back leaves them unsaved: it says so until the next edit.
  const shown: SaveStatus = dirty
    ? status.tone === 'danger' || (status.draft !== undefined && status.draft === draftKey)
      ? status
      : { tone: 'muted', text: 'Unsaved changes' }
    : status.tone === 'danger'
      ? { tone: 'muted', text: 'No changes' }
      : status;
  return { saving, status: shown, save };
}
