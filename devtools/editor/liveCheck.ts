import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { EditorIssue } from './editorClient';

/** A pause in typing this long sends the draft to validate (leaving a field sends it at once). */
export const CHECK_DELAY_MS = 500;

/**
 * Issues validate finds by looking beyond the value itself (the routes, the other blocks' ids, the
 * site's tokens and keys, the files in public/): while the author is still typing the value, its
 * first letters are no route yet. Found in the field being typed in, they wait until it is left
 * (unless they were already shown). Every other issue (the schema's rules) shows as the author types.
 */
export const CHECKED_ON_LEAVE = new Set([
  'route-not-found',
  'anchor-not-found',
  'scroll-target-missing',
  'duplicate-anchor',
  'image-missing',
  'image-path-empty-segment',
  'image-path-dot-segment',
  'image-outside-public',
  'unknown-token',
  'unknown-site-key',
]);

const issueKey = (issue: EditorIssue) => `${issue.pointer}|${issue.code ?? ''}`;

/**
 * The issues to show of those validate found: all, but those checked on leaving a field that are in
 * the field at `typing` (a JSON pointer in the file, null when no field has the focus) and were not
 * shown before.
 */
export function issuesToShow(found: EditorIssue[], shown: readonly EditorIssue[], typing: string | null): EditorIssue[] {
  if (typing === null) return found;
  const before = new Set(shown.map(issueKey));
  return found.filter(
    (issue) =>
      !issue.inPage ||
      !CHECKED_ON_LEAVE.has(issue.code ?? '') ||
      before.has(issueKey(issue)) ||
      (issue.pointer !== typing && !issue.pointer.startsWith(`${typing}/`)),
  );
}

/** A form field's pointer in the file from its rjsf id: `edit-b3_cards_0_title` → `<prefix of b3>/cards/0/title`. */
export function fieldPointer(id: string, prefixOf: (formId: string) => string | null): string | null {
  const match = /^edit-([^_]+)_(.+)$/.exec(id);
  if (!match) return null;
  const prefix = prefixOf(match[1]!);
  return prefix === null ? null : `${prefix}/${match[2]!.split('_').join('/')}`;
}

export interface LiveCheckOptions<Sent> {
  /** What is checked: the draft (with what its answer needs to be placed: the blocks' keys as sent). */
  draft: Sent;
  /** Asks validate about a draft. */
  send: (draft: Sent, signal: AbortSignal) => Promise<EditorIssue[]>;
  /** Shows the answer's issues (those shown now, issuesToShow) for the draft they are about. */
  apply: (issues: EditorIssue[], sent: Sent) => void;
  /** The issues on screen now. */
  shown: readonly EditorIssue[];
  /** The form the author types in: leaving one of its fields checks at once. */
  form: RefObject<HTMLElement | null>;
  /** The pointer in the file of a field of the form (by its id) in the draft as sent; null if none. */
  pointerOf: (fieldId: string, sent: Sent) => string | null;
}

/**
 * validate as the author types: the draft is checked (POST /__editor/check) after a pause in typing
 * and as soon as a field is left, and the issues list, the fields' messages and the blocks' markers
 * follow. Only the latest request's answer applies: an older one still on its way is aborted, and
 * its answer, should it come, is dropped. Save remains the gate: it checks again before it writes.
 * `stale()` drops answers to requests made so far (a save's own answer comes after them).
 */
export function useLiveCheck<Sent>({ draft, send, apply, shown, form, pointerOf }: LiveCheckOptions<Sent>) {
  const latest = useRef({ draft, send, apply, shown, pointerOf, form });
  useLayoutEffect(() => {
    latest.current = { draft, send, apply, shown, pointerOf, form };
  });
  const sequence = useRef(0);
  const inFlight = useRef<AbortController | null>(null);
  /** The last answer, to show what it held back once the field is left without a change since. */
  const answer = useRef<{ text: string; found: EditorIssue[]; sent: Sent } | null>(null);
  const text = JSON.stringify(draft);

  const typingPointer = useCallback((sent: Sent): string | null => {
    const active = document.activeElement;
    if (!active?.id || !latest.current.form.current?.contains(active)) return null;
    return latest.current.pointerOf(active.id, sent);
  }, []);

  const show = useCallback(
    (found: EditorIssue[], sent: Sent) => latest.current.apply(issuesToShow(found, latest.current.shown, typingPointer(sent)), sent),
    [typingPointer],
  );

  /** The draft of the request on its way, so a second ask for the same one (a pause, then a leave) is not sent. */
  const inFlightText = useRef<string | null>(null);
  const run = useCallback(() => {
    const { draft: sent, send: ask } = latest.current;
    const sentText = JSON.stringify(sent);
    if (sentText === inFlightText.current) return;
    inFlightText.current = sentText;
    const mine = ++sequence.current;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    ask(sent, controller.signal).then(
      (found) => {
        if (mine !== sequence.current) return;
        inFlightText.current = null;
        answer.current = { text: sentText, found, sent };
        show(found, sent);
      },
      // A failed check changes nothing on screen (Save will say what is wrong); an aborted one was replaced.
      () => {
        if (mine === sequence.current) inFlightText.current = null;
      },
    );
  }, [show]);

  // After a pause in typing (and at once when the editor opens).
  const opened = useRef(false);
  useEffect(() => {
    if (answer.current?.text === text) return;
    const timer = window.setTimeout(run, opened.current ? CHECK_DELAY_MS : 0);
    opened.current = true;
    return () => window.clearTimeout(timer);
  }, [text, run]);

  // Leaving a field: at once (or, for a draft checked already, what was held back for that field).
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const onLeave = () =>
      window.setTimeout(() => {
        const last = answer.current;
        if (last && last.text === JSON.stringify(latest.current.draft)) show(last.found, last.sent);
        else run();
      });
    element.addEventListener('focusout', onLeave);
    return () => element.removeEventListener('focusout', onLeave);
  }, [form, run, show]);

  useEffect(() => () => inFlight.current?.abort(), []);

  return {
    stale: useCallback(() => {
      sequence.current += 1;
      inFlightText.current = null;
      inFlight.current?.abort();
    }, []),
  };
}
