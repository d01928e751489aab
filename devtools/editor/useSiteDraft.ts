import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ownValue } from '../../engine/content/ownValue';
import { changedPlace, rebaseHistory, recordEdit, redo, startHistory, undo, type History } from './draftHistory';
import type { EditorIssue, OpenedSite } from './editorClient';
import type { FormChange } from './editStep';
import type { SitePart } from './formSchemas';
import { pointerSegments } from './issueErrors';
import { contentKey } from './contentKey';
import { fieldShows } from './fieldFocus';
import { threeWayMerge, type Clash, type Preferred } from './threeWayMerge';

type SiteDocument = Record<string, unknown>;

/** A part's form value: its property's object, or an object of its properties. */
export function partValue(document: SiteDocument, part: SitePart): Record<string, unknown> {
  if (part.property) return (document[part.property] ?? {}) as Record<string, unknown>;
  return Object.fromEntries(part.properties.flatMap((name) => (document[name] === undefined ? [] : [[name, document[name]]])));
}

/**
 * The document with a part's form value in it, in the file's own order of keys: a property the form
 * emptied leaves the file, one it added comes after the others.
 */
export function withPart(document: SiteDocument, part: SitePart, value: Record<string, unknown>): SiteDocument {
  const values: Record<string, unknown> = part.property ? { [part.property]: value } : value;
  // Own keys only, read and written: a key of the file is kept as a key whatever its name ("__proto__" too).
  const next = new Map<string, unknown>();
  for (const [key, old] of Object.entries(document)) {
    const edited = ownValue(values, key);
    if (!part.properties.includes(key)) next.set(key, old);
    else if (edited !== undefined) next.set(key, edited);
  }
  for (const name of part.properties) {
    const edited = ownValue(values, name);
    if (!next.has(name) && edited !== undefined) next.set(name, edited);
  }
  return Object.fromEntries(next);
}

/** The part an issue of site.json is about (a missing top-level field: the part that holds it), or undefined. */
export function partOf(issue: EditorIssue, parts: readonly SitePart[]): SitePart | undefined {
  if (!issue.inPage) return undefined;
  const [head] = pointerSegments(issue.pointer);
  const name = head ?? /^missing required field "([^"]+)"/.exec(issue.message)?.[1];
  return name === undefined ? undefined : parts.find((part) => part.properties.includes(name));
}

/** Whether some string anywhere in `value` reads as `words` on the page (fieldShows). */
function holdsWords(value: unknown, words: string): boolean {
  if (typeof value === 'string') return fieldShows(value, words);
  if (Array.isArray(value)) return value.some((item) => holdsWords(item, words));
  return typeof value === 'object' && value !== null && Object.values(value).some((item) => holdsWords(item, words));
}

/**
 * The part of site.json a click on the preview's header or footer leads to: the part named after
 * where the click was ('footer') if it holds the words clicked, else any part that holds them (the
 * brand the footer repeats is the general part's), else the part named after where it was.
 */
export function partClicked(document: SiteDocument, parts: readonly SitePart[], where: string, words: string): SitePart | undefined {
  const named = parts.find((part) => part.key === where);
  if (named && holdsWords(partValue(document, named), words)) return named;
  return parts.find((part) => holdsWords(partValue(document, part), words)) ?? named;
}

/** An issue's path inside its part's form (for the field's message). */
export function pathInPart(issue: EditorIssue, part: SitePart): string[] {
  const segments = pointerSegments(issue.pointer);
  return part.property ? segments.slice(1) : segments;
}

/**
 * site.json as the editor holds it between saves: the document, the part shown, the issues
 * validate found; every edit a step of undo (typing in one part joined into one).
 */
export function useSiteDraft(opened: OpenedSite, parts: readonly SitePart[], initialPart?: string) {
  const [version, setVersion] = useState(opened.version);
  /** The file as opened or last saved, which the draft is an edit of. */
  const [base, setBase] = useState(opened.document);
  const [history, setHistory] = useState<History<SiteDocument>>(() => startHistory(opened.document));
  const [savedText, setSavedText] = useState(() => contentKey(opened.document));
  const [selected, setSelected] = useState(() => parts.find((part) => part.key === initialPart)?.key ?? parts[0]?.key ?? '');
  const [issues, setIssues] = useState<EditorIssue[]>([]);
  const document = history.present;
  // The draft as it is now, for a save's answer that arrives after later edits (adoptMerged).
  const latest = useRef(document);
  useEffect(() => {
    latest.current = document;
  }, [document]);
  const dirty = useMemo(() => contentKey(document) !== savedText, [document, savedText]);

  /** A part's new value from its form; typing joins into one step, a `step` change (a picture chosen) is one of its own. */
  const update = useCallback((part: SitePart, value: Record<string, unknown>, change?: FormChange) => {
    setHistory((current) => {
      const next = withPart(current.present, part, value);
      // The field typed in: a word in one field and then one in another are two steps.
      return recordEdit(current, next, change?.step ? undefined : `${part.key}${changedPlace(current.present, next)}`);
    });
  }, []);

  /** Steps back (or forward) one edit, and shows the part it changed. */
  const step = useCallback(
    (direction: 'undo' | 'redo') => {
      const next = direction === 'undo' ? undo(history) : redo(history);
      if (next === history) return;
      setHistory(next);
      const changed = parts.find((part) => part.properties.some((name) => history.present[name] !== next.present[name]));
      if (changed) setSelected(changed.key);
    },
    [history, parts],
  );

  const markSaved = useCallback((sent: SiteDocument, savedVersion: string) => {
    setSavedText(contentKey(sent));
    setVersion(savedVersion);
    setBase(sent);
  }, []);

  /**
   * After a save that merged in changes made elsewhere: the file as it is now is the base, and the
   * draft is it with what was typed while the save was on its way (see usePageDraft's adoptMerged,
   * also for a change made elsewhere coming into the open editor). Returns the places both changed
   * (then nothing adopted, unless `prefer` names the side to take there).
   */
  const adoptMerged = useCallback((sent: SiteDocument, merged: SiteDocument, savedVersion: string, prefer?: Preferred): Clash[] => {
    const clashes: Clash[] = [];
    const result = threeWayMerge(sent, latest.current, merged, prefer, clashes);
    const typed = result.merged as SiteDocument | null;
    if (!typed) return clashes;
    setSavedText(contentKey(merged));
    setVersion(savedVersion);
    setBase(merged);
    // Each step of undo and redo gets the change made elsewhere too: a step back undoes only the author's edits.
    setHistory((history) =>
      rebaseHistory(history, typed, (step) => threeWayMerge(sent, step, merged, prefer).merged as SiteDocument | null),
    );
    return clashes;
  }, []);

  return {
    document,
    version,
    base,
    dirty,
    selected,
    setSelected,
    issues,
    setIssues,
    update,
    markSaved,
    adoptMerged,
    undo: useCallback(() => step('undo'), [step]),
    redo: useCallback(() => step('redo'), [step]),
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
  };
}
