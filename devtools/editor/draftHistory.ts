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
  const joins = place !== undefined && history.burst?.place === place && now - history.burst.at < BURST_MS;
  const burst = place === undefined ? null : { place, at: now };
  if (joins) return { ...history, present: next, future: [], burst };
  const past = [...history.past, history.present].slice(-UNDO_LIMIT);
  return { past, present: next, future: [], burst };
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
