import { ActionButton } from './BlockPicker';
import { Status, Toolbar, useSaveKey, type SaveStatus } from './editorLayout';
import { EDITOR_PATH } from './editorPath';

/**
 * An editor screen's toolbar: back to all pages (asking first when there are unsaved changes), the
 * file being edited and, where it has one, a link to its page; undo, redo, what Save last said,
 * and Save (also Ctrl+S).
 */
export function EditorToolbar({
  file,
  leaveQuestion,
  pageLink,
  dirty,
  history,
  saving,
  status,
  onSave,
}: {
  file: string;
  leaveQuestion: string;
  pageLink?: string;
  dirty: boolean;
  history: { canUndo: boolean; canRedo: boolean; undo: () => void; redo: () => void };
  saving: boolean;
  status: SaveStatus;
  onSave: () => void;
}) {
  useSaveKey(onSave, dirty && !saving);
  return (
    <Toolbar>
      <a href={EDITOR_PATH} onClick={(event) => dirty && !window.confirm(leaveQuestion) && event.preventDefault()}>
        ← All pages
      </a>
      <h1>
        Editing <code>{file}</code>
      </h1>
      {pageLink && <a href={pageLink}>Open {pageLink}</a>}
      <ActionButton
        type="button"
        disabled={!history.canUndo}
        onClick={history.undo}
        aria-keyshortcuts="Control+Z Meta+Z"
        title="Undo (Ctrl+Z)"
      >
        Undo
      </ActionButton>
      <ActionButton
        type="button"
        disabled={!history.canRedo}
        onClick={history.redo}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        title="Redo (Shift+Ctrl+Z)"
      >
        Redo
      </ActionButton>
      <Status role="status" $tone={status.tone} data-save-status>
        {status.text}
      </Status>
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
