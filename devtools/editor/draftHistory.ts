import { ownValue } from '../../engine/content/ownValue';
/**
 * The editor's undo history: every state the draft has been in, back to `UNDO_LIMIT` steps.
 *
 * Edits that arrive as a burst in the same place (the letters of one word typed into one field)
 * make one step, as in a text editor: undoing a sentence letter by letter would make undo useless.
 * A burst ends after `BURST_MS` without an edit there, or with an edit anywhere else.
 */

/** How many steps back undo reaches (the issue asks for at least 100). */
export const UNDO_LIMIT = 200;
/** Edits to the same place less than this far apart are one step. */
export const BURST_MS = 800;

export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** Where the last edit was (a field's key) and when, to join a burst into one step. */
  burst: { place: string; at: number } | null;
}

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], burst: null };
}

/**
 * The history after an edit to `next`. `place` names what was edited when the edit may be one of a
 * burst (typing); a structural edit (add, delete, move) passes none and is always a step of its own.
 */
export function recordEdit<T>(history: History<T>, next: T, place?: string, now = Date.now()): History<T> {
  if (next === history.present) return history;
  const same = place !== undefined && history.burst !== null ? samePlace(history.burst.place, place) : undefined;
  const joins = same !== undefined && now - history.burst!.at < BURST_MS;
  const burst = place === undefined ? null : { place: joins ? same! : place, at: now };
  if (joins) return { ...history, present: next, future: [], burst };
  const past = [...history.past, history.present].slice(-UNDO_LIMIT);
  return { past, present: next, future: [], burst };
}

/**
 * Whether two places are the same field, as JSON pointers: equal, or one holding the other (a form
 * that adds a default beside the field typed in reports the object around it). Gives the one that
 * holds both, or undefined for two separate fields.
 */
function samePlace(a: string, b: string): string | undefined {
  if (a === b || b.startsWith(`${a}/`)) return a;
  if (a.startsWith(`${b}/`)) return b;
  return undefined;
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future], burst: null };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future, burst: null };
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/**
 * Where `after` differs from `before`, as a JSON pointer: the one field that changed, or the
 * deepest object or array holding every change ('' when they differ at the top). An edit's place
 * for recordEdit, so typing in one field and then in another are two steps of undo, not one.
 */
export function changedPlace(before: unknown, after: unknown, at = ''): string {
  if (!isRecord(before) || !isRecord(after) || Array.isArray(before) !== Array.isArray(after)) return at;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed = [...keys].filter((key) => JSON.stringify(ownValue(before, key)) !== JSON.stringify(ownValue(after, key)));
  if (changed.length !== 1) return at;
  const key = changed[0]!;
  return changedPlace(ownValue(before, key), ownValue(after, key), `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
}

/**
 * The history once a change made elsewhere has come into the draft (`present`, the draft with it):
 * every step back and forward with that change in it too (`rebase`), so undo takes back the
 * author's own edits, never the other change, and keeps reaching as far back as it did. A step the
 * change cannot join (both changed one place: `rebase` gives null) ends the history there, with
 * every step beyond it: going past it would take the other change out.
 */
export function rebaseHistory<T>(history: History<T>, present: T, rebase: (state: T) => T | null): History<T> {
  const past: T[] = [];
  for (let index = history.past.length - 1; index >= 0; index--) {
    const state = rebase(history.past[index]!);
    if (state === null) break;
    past.unshift(state);
  }
  const future: T[] = [];
  for (const step of history.future) {
    const state = rebase(step);
    if (state === null) break;
    future.push(state);
  }
  return { past, present, future, burst: null };
}
