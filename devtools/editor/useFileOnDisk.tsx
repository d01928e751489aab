import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { SITE_CHANGED_EVENT, type SiteChanged } from '../siteChanged';
import { ui } from './editorTheme';

/** What the editor says of a change made to its file elsewhere; null when there is nothing to say. */
export type DiskNotice = { tone: 'ok' | 'danger'; text: string } | null;

interface FileOnDisk<T> {
  /** The file, as the dev server names it (`pages/home.json`). */
  file: string;
  /** The version of the file the draft is an edit of (as opened or last saved). */
  version: string;
  dirty: boolean;
  saving: boolean;
  /** Reads the file again. */
  reopen: () => Promise<{ version: string; document: T }>;
  /** Puts the file as it is now under the draft (merging the draft's edits into it); the places both changed, if any. */
  adopt: (document: T, version: string) => string[];
}

/**
 * Keeps an open editor up with its file on disk. When the dev server says the file changed (a text
 * editor, a `git pull`), the editor reads it again at once instead of finding out at Save:
 * - with no unsaved edits, the editor shows the file as it is now;
 * - with some, the file's changes are merged into the draft (threeWayMerge, as Save does), so
 *   neither side's work is lost;
 * - where both changed one place, the draft stays as it is and the notice names the place (Save
 *   refuses to overwrite it there too).
 * Its own saves also change the file: those come back with the version the draft already has.
 */
export function useFileOnDisk<T>({ file, version, dirty, saving, reopen, adopt }: FileOnDisk<T>): {
  notice: DiskNotice;
  dismiss: () => void;
} {
  const [notice, setNotice] = useState<DiskNotice>(null);
  const now = useRef({ version, dirty, saving, reopen, adopt });
  useEffect(() => {
    now.current = { version, dirty, saving, reopen, adopt };
  });
  // A change that came while a save was on its way, looked at once the save has answered: the
  // save's own write is among them, and the draft's version only moves with its answer.
  const waiting = useRef(false);
  const reading = useRef<Promise<void> | null>(null);

  const readAgain = useCallback(() => {
    // Changes that come while the file is being read are looked at once it has been read.
    reading.current = (reading.current ?? Promise.resolve()).then(async () => {
      try {
        const fresh = await now.current.reopen();
        if (now.current.saving) {
          waiting.current = true;
          return;
        }
        if (fresh.version === now.current.version) return;
        const hadEdits = now.current.dirty;
        const clashes = now.current.adopt(fresh.document, fresh.version);
        if (clashes.length > 0) {
          setNotice({
            tone: 'danger',
            text: `${file} was changed elsewhere where you have unsaved edits too (${clashes.join(', ')}). Your edits are kept; Save will not overwrite the file there. Copy what you need, then reload to take the file as it is.`,
          });
        } else {
          setNotice({
            tone: 'ok',
            text: hadEdits
              ? `${file} was changed elsewhere: those changes are now in your draft, with your unsaved edits.`
              : `${file} was changed elsewhere: the editor shows it as it is now.`,
          });
        }
      } catch (error) {
        setNotice({
          tone: 'danger',
          text: `${file} was changed elsewhere and cannot be read now: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
    });
  }, [file]);

  useEffect(() => {
    const hot = import.meta.hot;
    const changed = (data: SiteChanged) => {
      if (data?.file !== file) return;
      if (now.current.saving) waiting.current = true;
      else readAgain();
    };
    hot?.on(SITE_CHANGED_EVENT, changed);
    return () => hot?.off(SITE_CHANGED_EVENT, changed);
  }, [file, readAgain]);

  useEffect(() => {
    if (saving || !waiting.current) return;
    waiting.current = false;
    readAgain();
  }, [saving, readAgain]);

  return { notice, dismiss: () => setNotice(null) };
}

const Note = styled.p<{ $tone: 'ok' | 'danger' }>`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  margin: 8px 16px 0;
  padding: 8px 12px;
  border: 1px solid ${({ $tone }) => ($tone === 'ok' ? ui.ok : ui.danger)};
  border-radius: 8px;
  background: ${({ $tone }) => ($tone === 'ok' ? ui.okSoft : ui.dangerSoft)};
  font-size: 13px;
  button {
    margin-left: auto;
    border: 0;
    background: none;
    font-size: 16px;
    line-height: 1;
    cursor: pointer;
    color: ${ui.muted};
  }
`;

/** The notice, under the toolbar, until dismissed or replaced. */
export function DiskNoticeBar({ notice, onDismiss }: { notice: DiskNotice; onDismiss: () => void }) {
  if (!notice) return null;
  return (
    <Note role={notice.tone === 'danger' ? 'alert' : 'status'} $tone={notice.tone} data-disk-notice={notice.tone}>
      <span>{notice.text}</span>
      <button type="button" aria-label="Dismiss" onClick={onDismiss}>
        ×
      </button>
    </Note>
  );
}
