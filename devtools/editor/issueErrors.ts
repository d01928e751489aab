import type { ErrorSchema } from '@rjsf/utils';
import type { EditorIssue } from './editorClient';
import { pointerSegments as segmentsOf } from '../../scripts/lib/json/jsonPointer.ts';
import { ownValue } from '../../engine/content/ownValue';

/** '/blocks/2/cards/0/title' → ['blocks', '2', 'cards', '0', 'title'] (rjsf's error paths are strings). */
export function pointerSegments(pointer: string): string[] {
  return pointer === '/' ? [] : segmentsOf(pointer).map(String);
}

/** Where an issue of the saved page belongs in the editor. */
export type IssuePlace =
  | { section: 'meta'; path: string[] }
  | { section: 'block'; index: number; path: string[] }
  /** The page as a whole ('/blocks': its main heading; '$schema'), or another file. */
  | { section: 'page' };

export function placeOf(issue: EditorIssue): IssuePlace {
  if (!issue.inPage) return { section: 'page' };
  const [head, index, ...rest] = pointerSegments(issue.pointer);
  if (head === 'meta') return { section: 'meta', path: index === undefined ? [] : [index, ...rest] };
  if (head === 'blocks' && index !== undefined && /^\d+$/.test(index)) return { section: 'block', index: Number(index), path: rest };
  return { section: 'page' };
}

/**
 * The issues at these paths as an rjsf error schema (extraErrors), so each message shows on the
 * field it concerns: `['cards', '0', 'title']` → `{ cards: { 0: { title: { __errors: [message] } } } }`.
 * A missing required field shows on the field's own input; any other issue about an object as a
 * whole shows on that object.
 */
export function errorSchemaOf(entries: { path: string[]; message: string }[]): ErrorSchema {
  const root: ErrorSchema = {};
  for (const { path, message } of entries) {
    // validate reports a missing field on the object that lacks it; the form shows it on the field.
    const missing = /^missing required field "([^"]+)"/.exec(message)?.[1];
    let node = root as Record<string, unknown>;
    for (const segment of missing ? [...path, missing] : path) node = ownChild(node, segment);
    ((node.__errors ??= []) as string[]).push(message);
  }
  return root;
}

/**
 * The node's own child object of this name, made if it has none. Field names come from the page (an
 * unknown field "constructor" or "__proto__"): brackets alone would find, or set, what every object
 * inherits, and so put the message on Object.prototype instead of the field.
 */
function ownChild(node: Record<string, unknown>, name: string): Record<string, unknown> {
  if (!Object.hasOwn(node, name)) Object.defineProperty(node, name, { value: {}, enumerable: true, writable: true, configurable: true });
  return ownValue(node, name) as Record<string, unknown>;
}
