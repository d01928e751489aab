import type { ReactNode } from 'react';
import { hostedSession } from './hostedSession';
import { ActionButton } from './BlockPicker';
import { Status, Toolbar, useSaveKey, type SaveStatus } from './editorLayout';
import { EDITOR_PATH } from './editorPath';

/**
 * An editor screen's toolbar: back to all pages (asking first when there are unsaved changes), the
 * file being edited and, where it has one, a link to its page; undo, redo, what Save last said,
 * what the check of the rest of the site found (`siteCheck`), and Save (also Ctrl+S). Each word that gives way to a sign on a narrow screen is marked
 * data-words, and its sign data-sign (Toolbar's styles).
 */
export function EditorToolbar({
  file,
  leaveQuestion,
  pageLink,
  dirty,
  history,
  saving,
  status,
  siteCheck,
  onSave,
}: {
  file: string;
  leaveQuestion: string;
  pageLink?: string;
  dirty: boolean;
  history: { canUndo: boolean; canRedo: boolean; undo: () => void; redo: () => void };
  saving: boolean;
  status: SaveStatus;
  siteCheck?: ReactNode;
  onSave: () => void;
}) {
  useSaveKey(onSave, dirty && !saving);
  return (
    <Toolbar>
      <a href={EDITOR_PATH} onClick={(event) => dirty && !window.confirm(leaveQuestion) && event.preventDefault()}>
        ← <span data-words>All pages</span>
      </a>
      <h1>
        <span data-words>Editing </span>
        <code>
          <span data-words>{file}</span>
          {/* On a narrow screen, the file's own name; the whole path stays its accessible name. */}
          <span data-sign aria-hidden="true">
            {file.slice(file.lastIndexOf('/') + 1)}
          </span>
        </code>
      </h1>
      {/* The hosted editor serves no site pages: what it publishes is built by the host. */}
      {pageLink && !hostedSession() && (
        <a href={pageLink}>
          <span data-sign aria-hidden="true">
            ↗
          </span>
          <span data-words>Open {pageLink}</span>
        </a>
      )}
      <ActionButton
        type="button"
        disabled={!history.canUndo}
        onClick={history.undo}
        aria-keyshortcuts="Control+Z Meta+Z"
        title="Undo (Ctrl+Z)"
      >
        <span data-sign aria-hidden="true">
          ↶
        </span>
        <span data-words>Undo</span>
      </ActionButton>
      <ActionButton
        type="button"
        disabled={!history.canRedo}
        onClick={history.redo}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        title="Redo (Shift+Ctrl+Z)"
      >
        <span data-sign aria-hidden="true">
          ↷
        </span>
        <span data-words>Redo</span>
      </ActionButton>
      <Status role="status" $tone={status.tone} data-save-status>
        {status.text}
      </Status>
      {siteCheck}
      <ActionButton
        type="button"
        $primary
        disabled={saving || !dirty}
        onClick={onSave}
        aria-keyshortcuts="Control+S Meta+S"
        title="Save (Ctrl+S)"
      >
        {saving ? 'Saving…' : 'Save'}
      </ActionButton>
    </Toolbar>
  );
}
