import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { SITE_CHANGED_EVENT, type SiteChanged } from '../siteChanged';
import { ui } from './editorTheme';
import { clashText } from './clashText';
import type { Clash, Preferred } from './threeWayMerge';

/**
 * What the editor says of a change made to its file elsewhere; null when there is nothing to say.
 * `choose`: both changed one place, and the author is to say which to keep there. `unreadable`: it
 * says the file cannot be read, which stops being true the next time it is read.
 */
export type DiskNotice = { tone: 'ok' | 'danger'; text: string; choose?: boolean; unreadable?: boolean } | null;

interface FileOnDisk<T> {
  /** The file, as the dev server names it (`pages/home.json`). */
  file: string;
  /** The version of the file the draft is an edit of (as opened or last saved). */
  version: string;
  dirty: boolean;
  saving: boolean;
  /** Reads the file again. */
  reopen: () => Promise<{ version: string; document: T }>;
  /**
   * Puts the file as it is now under the draft (merging the draft's edits into it); the places both
   * changed, if any: then nothing is adopted, unless `prefer` names the side to take there.
   */
  adopt: (document: T, version: string, prefer?: Preferred) => Clash[];
  /** What the author calls a place in the file (placeLabel). */
  label: (pointer: string) => string;
}

/** How long after a read that fails the file is read again before the editor says it cannot be read. */
const QUIET_REREADS_MS = [150, 600];

/**
 * Keeps an open editor up with its file on disk. When the dev server says the file changed (a text
 * editor, a `git pull`), the editor reads it again at once instead of finding out at Save:
 * - with no unsaved edits, the editor shows the file as it is now;
 * - with some, the file's changes are merged into the draft (threeWayMerge, as Save does), so
 *   neither side's work is lost;
 * - where both changed one place, the draft stays as it is and the notice names the place (Save
 *   refuses to overwrite it there too) and asks which to keep there: the author's edits or the
 *   file's (`choose`); either way, every other change of both is kept.
 * Its own saves also change the file: those come back with the version the draft already has.
 */
export function useFileOnDisk<T>({ file, version, dirty, saving, reopen, adopt, label }: FileOnDisk<T>): {
  notice: DiskNotice;
  dismiss: () => void;
  choose: (prefer: NonNullable<Preferred>) => void;
} {
  const [notice, setNotice] = useState<DiskNotice>(null);
  const now = useRef({ version, dirty, saving, reopen, adopt, label });
  useEffect(() => {
    now.current = { version, dirty, saving, reopen, adopt, label };
  });
  // The places both changed; with both values, while the author is to choose between them.
  const places = (clashes: Clash[], values = false) =>
    clashes.map((clash) => (values ? clashText(clash, now.current.label) : now.current.label(clash.pointer))).join('; ');
  const reading = useRef<Promise<void> | null>(null);
  const retry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(retry.current), []);

  const readAgain = useCallback(() => {
    const read = (attempt: number) => {
      clearTimeout(retry.current);
      // Changes that come while the file is being read are looked at once it has been read.
      reading.current = (reading.current ?? Promise.resolve()).then(async () => {
        try {
          const fresh = await now.current.reopen();
          // Read again: a note that it could not be is out of date, even when it now holds just what
          // the draft is an edit of (put back as it was), which comes in as nothing new below.
          setNotice((shown) => (shown?.unreadable ? null : shown));
          // Read while a save was on its way: looked at again once it has answered (below), the
          // draft's version moving only with its answer.
          if (now.current.saving) return;
          if (fresh.version === now.current.version) return;
          const hadEdits = now.current.dirty;
          const clashes = now.current.adopt(fresh.document, fresh.version);
          if (clashes.length > 0) {
            setNotice({
              tone: 'danger',
              text: `${file} was changed elsewhere where you have unsaved edits too (${places(clashes, true)}). Your edits are kept for now, and Save will not overwrite the file there: keep yours there, or take the file's? Every other change, yours and the file's, is kept either way.`,
              choose: true,
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
          // A program that writes a file in two steps (emptied, then written) can be read between
          // them, and the watcher may not report the second step on its own (one change within one
          // mtime): the file is read again, quietly, before the editor says it cannot be read.
          const wait = QUIET_REREADS_MS[attempt];
          if (wait !== undefined) {
            retry.current = setTimeout(() => read(attempt + 1), wait);
            return;
          }
          setNotice({
            tone: 'danger',
            text: `${file} was changed elsewhere and cannot be read now: ${error instanceof Error ? error.message : String(error)}`,
            unreadable: true,
          });
        }
      });
    };
    read(0);
  }, [file]);

  useEffect(() => {
    const hot = import.meta.hot;
    const changed = (data: SiteChanged) => {
      if (data?.file !== file) return;
      if (!now.current.saving) readAgain();
    };
    hot?.on(SITE_CHANGED_EVENT, changed);
    return () => hot?.off(SITE_CHANGED_EVENT, changed);
  }, [file, readAgain]);

  // Once each save has answered, the file is read again: the save's own write comes back with the
  // version the draft now has, and reads as nothing new; a change that came meanwhile, or one the
  // save ran into unheard of (the dev server's socket gone), comes in like any other.
  const wasSaving = useRef(saving);
  useEffect(() => {
    const answered = wasSaving.current && !saving;
    wasSaving.current = saving;
    if (answered) readAgain();
  }, [saving, readAgain]);

  /** The author's answer to a clash: the file read again, and merged taking `prefer`'s side where both changed. */
  const choose = useCallback(
    (prefer: NonNullable<Preferred>) => {
      reading.current = (reading.current ?? Promise.resolve()).then(async () => {
        try {
          const fresh = await now.current.reopen();
          const where = places(now.current.adopt(fresh.document, fresh.version, prefer));
          setNotice({
            tone: 'ok',
            text: !where
              ? `${file}'s changes are now in your draft, with your unsaved edits.`
              : prefer === 'mine'
                ? `Your edits are kept where ${file} was changed too (${where}), and its other changes are in your draft. Save to write them.`
                : `${file} as changed elsewhere is in your draft where you had edited too (${where}), with the rest of your unsaved edits.`,
          });
        } catch (error) {
          setNotice({
            tone: 'danger',
            text: `${file} cannot be read now: ${error instanceof Error ? error.message : String(error)}. Your edits are kept; try again.`,
            choose: true,
            unreadable: true,
          });
        }
      });
    },
    [file],
  );

  return { notice, dismiss: () => setNotice(null), choose };
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
  [data-dismiss] {
    margin-left: auto;
    border: 0;
    background: none;
    font-size: 16px;
    line-height: 1;
    cursor: pointer;
    color: ${ui.muted};
  }
`;

const Choices = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
  button {
    padding: 4px 10px;
    border: 1px solid ${ui.danger};
    border-radius: 6px;
    background: ${ui.surface};
    font: inherit;
    cursor: pointer;
  }
`;

/** The notice, under the toolbar, until dismissed or replaced; with a clash, the author's two choices. */
export function DiskNoticeBar({
  notice,
  saving,
  onDismiss,
  onChoose,
}: {
  notice: DiskNotice;
  /** A save on its way: the choice waits for its answer, which moves the draft's version. */
  saving: boolean;
  onDismiss: () => void;
  onChoose: (prefer: NonNullable<Preferred>) => void;
}) {
  if (!notice) return null;
  return (
    <Note role={notice.tone === 'danger' ? 'alert' : 'status'} $tone={notice.tone} data-disk-notice={notice.tone}>
      <span>
        {notice.text}
        {notice.choose && (
          <Choices>
            <button type="button" disabled={saving} onClick={() => onChoose('mine')}>
              Keep my edits there
            </button>
            <button type="button" disabled={saving} onClick={() => onChoose('theirs')}>
              Take the file&rsquo;s there
            </button>
          </Choices>
        )}
      </span>
      <button type="button" aria-label="Dismiss" data-dismiss onClick={onDismiss}>
        ×
      </button>
    </Note>
  );
}
