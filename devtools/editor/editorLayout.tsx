import { useEffect } from 'react';
import styled from 'styled-components';
import { ui } from './editorTheme';

/**
 * The editor's screens' shared frame (a page's, site.json's): a toolbar, then three panes side by
 * side (what to edit, its form, the preview), or one at a time on a narrow screen.
 */

/**
 * What the toolbar says of the file: no changes, unsaved changes, saved, not saved and why. With
 * `draft` (usePageDraft's draftKey), it is said of that draft while it is unsaved: a save that
 * kept back a block not complete yet.
 */
export type SaveStatus = { tone: 'muted' | 'ok' | 'danger'; text: string; draft?: string };

/** The pane a narrow screen shows. */
export type NarrowView = 'blocks' | 'form' | 'preview';
export const NARROW_VIEWS: Array<{ view: NarrowView; label: string }> = [
  { view: 'blocks', label: 'Blocks' },
  { view: 'form', label: 'Edit' },
  { view: 'preview', label: 'Preview' },
];

/** Below this width the editor shows one of its three panes at a time, chosen with NarrowSwitch. */
export const NARROW = '(max-width: 899px)';

/** The toolbar, any notice, the narrow screen's pane switch, then the columns, which take the rest. */
export const Screen = styled.div`
  display: flex;
  flex-direction: column;
  height: 100vh;
  font-family: ${ui.font};
  color: ${ui.ink};
  background: ${ui.panel};
`;

/** Out of sight, still read out and still the element's name (the usual visually-hidden rules). */
const srOnlyRules = `
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/**
 * An editor screen's toolbar. On a narrow screen it keeps to one row: the words of its links and
 * buttons give way to their signs (the words stay their accessible names, read out and found by
 * name), the file's name is cut with an ellipsis, and what Save last said takes two short lines.
 */
export const Toolbar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 10px 16px;
  background: ${ui.surface};
  border-bottom: 1px solid ${ui.line};
  h1 {
    font-size: 16px;
    white-space: nowrap;
  }
  code {
    font: 13px ${ui.mono};
    color: ${ui.muted};
  }
  a {
    font-size: 14px;
    color: ${ui.accent};
  }
  [data-sign] {
    display: none;
  }
  @media ${NARROW} {
    flex-wrap: nowrap;
    gap: 6px;
    padding: 8px 10px;
    h1 {
      flex: 1 1 0;
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
      font-size: 14px;
    }
    [data-sign] {
      display: inline;
    }
    [data-words] {
      ${srOnlyRules}
    }
    button {
      flex: none;
      padding: 6px 10px;
    }
  }
`;

export const Status = styled.p<{ $tone: 'muted' | 'ok' | 'danger' }>`
  margin-left: auto;
  font-size: 14px;
  color: ${({ $tone }) => ($tone === 'ok' ? ui.ok : $tone === 'danger' ? ui.danger : ui.muted)};
  @media ${NARROW} {
    flex: 0 1 auto;
    max-width: 6.5em;
    font-size: 12px;
    line-height: 1.15;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  }
`;

export const Columns = styled.div<{ $view: NarrowView }>`
  flex: 1;
  display: grid;
  grid-template-columns: 280px minmax(360px, 440px) 1fr;
  min-height: 0;
  @media ${NARROW} {
    grid-template-columns: 1fr;
    > section:not([data-pane='${({ $view }) => $view}']) {
      display: none;
    }
  }
`;

export const NarrowSwitch = styled.nav`
  display: none;
  @media ${NARROW} {
    display: flex;
    gap: 6px;
    padding: 8px 12px;
    background: ${ui.surface};
    border-bottom: 1px solid ${ui.line};
  }
  button {
    flex: 1;
    padding: 6px 8px;
    border: 1px solid ${ui.line};
    border-radius: 7px;
    background: ${ui.surface};
    font: 600 13px ${ui.font};
    color: ${ui.ink};
  }
  button[aria-pressed='true'] {
    border-color: ${ui.accent};
    background: ${ui.accentSoft};
    color: ${ui.accent};
  }
`;

export const Column = styled.section`
  min-height: 0;
  overflow: auto;
  padding: 14px;
  border-right: 1px solid ${ui.line};
  > h2 {
    font-size: 13px;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${ui.muted};
    margin: 0 0 10px;
  }
`;

export const FormColumn = styled(Column)`
  background: ${ui.surface};
  > h2 {
    font-size: 15px;
    text-transform: none;
    letter-spacing: 0;
    color: ${ui.ink};
    margin-bottom: 2px;
  }
`;

export const PreviewColumn = styled(Column)`
  display: flex;
  flex-direction: column;
  border-right: none;
`;

export const PreviewHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 10px;
  h2 {
    font-size: 13px;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${ui.muted};
  }
`;

export const PreviewFrame = styled.div`
  flex: 1;
  min-height: 0;
  border: 1px solid ${ui.line};
  border-radius: 8px;
  overflow: hidden;
  box-shadow: 0 4px 18px rgba(15, 23, 42, 0.08);
`;

/** A narrow screen's choice of pane. */
export function NarrowPanes({ view, onChange, first }: { view: NarrowView; onChange: (view: NarrowView) => void; first: string }) {
  return (
    <NarrowSwitch aria-label="Panes">
      {NARROW_VIEWS.map(({ view: each, label }) => (
        <button key={each} type="button" aria-pressed={view === each} onClick={() => onChange(each)}>
          {each === 'blocks' ? first : label}
        </button>
      ))}
    </NarrowSwitch>
  );
}

/** Leaving with unsaved changes asks first. */
export function useLeaveWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/**
 * Save from the keyboard (Ctrl+S, or Cmd+S on a Mac), wherever the focus is, as in every editor an
 * author knows. The browser's own "Save page as" never opens here, even with nothing to save: it
 * would only save the editor's screen.
 */
export function useSaveKey(save: () => void, canSave: boolean): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== 's') return;
      event.preventDefault();
      if (canSave && !event.repeat && !event.isComposing) save();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [save, canSave]);
}

/**
 * Whether a key belongs to a dialog: typed in one (a picker's search, New page's form), or pressed
 * while a modal one covers the draft. The dialog's text keeps the browser's own undo there: the
 * draft's undo would change what the dialog hides, unseen.
 */
function isForDialog(event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  return Boolean(target?.closest('dialog')) || document.querySelector('dialog:modal') !== null;
}

/**
 * Undo and redo from the keyboard, wherever the focus is outside a dialog (a field's own text undo
 * would only reach back to when the field was last re-rendered, and never to a deleted block).
 */
export function useUndoKeys(undo: () => void, redo: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isForDialog(event)) return;
      const key = event.key.toLowerCase();
      const redoKey = (key === 'z' && event.shiftKey) || (key === 'y' && !event.metaKey);
      if (key !== 'z' && !redoKey) return;
      event.preventDefault();
      if (redoKey) redo();
      else undo();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [undo, redo]);
}
