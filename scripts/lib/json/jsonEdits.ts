import { applyEdits, findNodeAtLocation, modify, parseTree, type FormattingOptions, type JSONPath, type Node } from 'jsonc-parser';
import { alignItems, jsonEqual } from './jsonCompare.ts';
import { ownValue } from '../../../engine/content/ownValue.ts';

/**
 * Rewrites a JSON file's text from `before` (what the text holds) to `after` (what the editor
 * sends), touching only the paths that changed, so the file keeps its key order, its one-line
 * objects and its line breaks everywhere else and `git diff` shows only the edit.
 *
 * Each change is one `modify` of jsonc-parser applied to the text as it stands: a changed value is
 * replaced, a removed key or item deleted, a new key inserted where the new document puts it. Lists
 * are matched item by item (longest common subsequence), so adding, deleting or moving one block is
 * one insertion or deletion, not a rewrite of every block after it; an item that reappears elsewhere
 * (moved or duplicated) is inserted as its original text, formatting and all.
 */
export function rewriteJson(text: string, before: unknown, after: unknown): string {
  const editor = new TextEditor(text);
  editor.change([], [], before, after);
  const result = editor.text;
  // The edits must produce exactly the document asked for; anything else is a bug worth stopping for.
  if (!jsonEqual(JSON.parse(result), after)) throw new Error('rewriteJson: the edited text does not hold the new document');
  return result;
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** How the file is indented and which line ending it uses, so inserted text looks like the rest. */
function formattingOf(text: string): FormattingOptions {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  return {
    insertSpaces: !indent.startsWith('\t'),
    tabSize: indent.startsWith('\t') ? 1 : indent.length,
    eol: text.includes('\r\n') ? '\r\n' : '\n',
  };
}

/** A value on one line, as Prettier writes a short one: `{ "a": 1, "b": [1, 2] }`. */
function oneLine(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(oneLine).join(', ')}]`;
  if (isObject(value)) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return entries.length ? `{ ${entries.map(([key, item]) => `${JSON.stringify(key)}: ${oneLine(item)}`).join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
}

/** How wide a line of a content file may run before a list or object written into it breaks over lines (as Prettier's printWidth). */
const LINE_WIDTH = 140;

/**
 * A value written where its first character falls at `column` of a line indented by `indent`: on
 * that one line when it fits, else each item (or key) on a line of its own, indented one `unit`
 * more and laid out the same way, so a short object in it stays on one line.
 */
function laidOut(value: unknown, column: number, indent: string, unit: string, eol: string): string {
  const line = oneLine(value);
  if (column + line.length <= LINE_WIDTH || (!Array.isArray(value) && !isObject(value))) return line;
  const inner = indent + unit;
  const parts = Array.isArray(value)
    ? value.map((item) => laidOut(item, inner.length, inner, unit, eol))
    : Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .map(([key, item]) => `${JSON.stringify(key)}: ${laidOut(item, inner.length + JSON.stringify(key).length + 2, inner, unit, eol)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return parts.length ? `${open}${eol}${inner}${parts.join(`,${eol}${inner}`)}${eol}${indent}${close}` : `${open}${close}`;
}

const isContainer = (node: Node | undefined) => node?.type === 'object' || node?.type === 'array';

class TextEditor {
  private readonly original: string;
  private readonly originalTree;
  private readonly formatting: FormattingOptions;

  constructor(public text: string) {
    this.original = text;
    this.originalTree = parseTree(text);
    this.formatting = formattingOf(text);
  }

  private apply(path: JSONPath, value: unknown, options: { isArrayInsertion?: boolean } = {}) {
    if (value === undefined) return this.remove(path);
    this.text = applyEdits(this.text, modify(this.text, path, value, { formattingOptions: this.formatting, ...options }));
  }

  /**
   * Inserts a list item or a property at `position` among the container's children, written as its
   * neighbours are (on their line when they share one, on one line when they are one-line objects,
   * else indented like them), and touching nothing else. (jsonc-parser's insertion re-lays the
   * neighbour before it through its formatter: a one-line object there would come out on five lines.)
   * `text` is the value's text when it is an item's original text; a container with nothing in it
   * yet takes the value through jsonc-parser.
   */
  private insert(container: JSONPath, position: number, entry: { key?: string; value: unknown; text?: string }): void {
    const node = findNodeAtLocation(parseTree(this.text)!, container);
    const children = node?.children ?? [];
    if (!node || children.length === 0) {
      const path = [...container, entry.key ?? position];
      if (entry.text === undefined) return this.apply(path, entry.value, { isArrayInsertion: entry.key === undefined });
      // An item's original text into an empty list: inserted as a stand-in value, then replaced.
      const standIn = `\u0000original-item-${this.text.length}\u0000`;
      this.apply(path, standIn, { isArrayInsertion: true });
      this.text = this.text.replace(JSON.stringify(standIn), () => entry.text!);
      return;
    }
    const textOf = (child: Node) => this.text.slice(child.offset, child.offset + child.length);
    // What separates two children after the comma ('\n    ', or ' ' on one line).
    const between =
      children.length > 1 ? this.text.slice(children[0]!.offset + children[0]!.length, children[1]!.offset).replace(',', '') : '';
    const first = this.text.slice(node.offset + 1, children[0]!.offset);
    const separator = children.length > 1 ? between : first || ' ';
    const neighbour = children[Math.max(0, position - 1)]!;
    const neighbourValue = neighbour.type === 'property' ? neighbour.children?.[1] : neighbour;
    const eol = this.formatting.eol ?? '\n';
    const indent = separator.includes('\n') ? separator.slice(separator.lastIndexOf('\n') + 1) : '';
    // Beside a container, as it is written; beside a plain value, on one line where another item of
    // the list is a one-line container (a list of runs: strings and short objects).
    const oneLineContainer = (child: Node | undefined) => isContainer(child) && !textOf(child!).includes('\n');
    const onOneLine =
      !separator.includes('\n') ||
      (isContainer(neighbourValue)
        ? oneLineContainer(neighbourValue)
        : children.some((child) => oneLineContainer(child.type === 'property' ? child.children?.[1] : child)));
    const unit = this.formatting.insertSpaces ? ' '.repeat(this.formatting.tabSize ?? 2) : '\t';
    // A list among plain values (a text become a list of runs, in a list of paragraphs) is laid out
    // as a list written in place of a value is (laidOut); any other value as JSON.stringify indents it.
    const column = indent.length + (entry.key === undefined ? 0 : JSON.stringify(entry.key).length + 2);
    const valueText =
      entry.text ??
      (onOneLine
        ? oneLine(entry.value)
        : Array.isArray(entry.value) && !isContainer(neighbourValue)
          ? laidOut(entry.value, column, indent, unit, eol)
          : JSON.stringify(entry.value, null, unit).replace(/\n/g, `${eol}${indent}`));
    const written = entry.key === undefined ? valueText : `${JSON.stringify(entry.key)}: ${valueText}`;
    if (position > 0) {
      const after = children[position - 1]!;
      const at = after.offset + after.length;
      this.text = `${this.text.slice(0, at)},${separator}${written}${this.text.slice(at)}`;
    } else {
      const at = children[0]!.offset;
      this.text = `${this.text.slice(0, at)}${written},${separator}${this.text.slice(at)}`;
    }
  }

  /**
   * Removes a property or list item with the separator on one side of it, and nothing else: the
   * lines around it stay as they are. (jsonc-parser's own removal leaves that to its formatter,
   * which would re-lay the neighbours, one-line objects included.)
   */
  private remove(path: JSONPath): void {
    const value = findNodeAtLocation(parseTree(this.text)!, path);
    if (!value?.parent) throw new Error(`rewriteJson: nothing to remove at /${path.join('/')}`);
    const node = value.parent.type === 'property' ? value.parent : value;
    const container = node.parent!;
    const siblings = container.children!;
    const index = siblings.indexOf(node);
    let start: number;
    let end: number;
    if (siblings.length === 1) {
      start = container.offset + 1;
      end = container.offset + container.length - 1;
    } else if (index < siblings.length - 1) {
      start = node.offset;
      end = siblings[index + 1]!.offset;
    } else {
      const previous = siblings[index - 1]!;
      start = previous.offset + previous.length;
      end = node.offset + node.length;
    }
    this.text = this.text.slice(0, start) + this.text.slice(end);
  }

  /**
   * Makes the value at `path` (in the text as edited so far) go from `before` to `after`.
   * `origin` is where `before` sits in the original text, to copy items from.
   */
  change(path: JSONPath, origin: JSONPath, before: unknown, after: unknown): void {
    if (jsonEqual(before, after)) return;
    if (isObject(before) && isObject(after)) return this.changeObject(path, origin, before, after);
    if (Array.isArray(before) && Array.isArray(after)) return this.changeArray(path, origin, before, after);
    if (Array.isArray(after) || isObject(after)) return this.replace(path, after);
    this.apply(path, after);
  }

  /**
   * Writes a list or object where a value of another kind was (a text that became a list of runs):
   * laid out as the file lays its values out (laidOut), not as jsonc-parser's formatter would,
   * which puts every key of every object on a line of its own.
   */
  private replace(path: JSONPath, value: unknown): void {
    const node = findNodeAtLocation(parseTree(this.text)!, path);
    if (!node) return this.apply(path, value);
    const lineStart = this.text.lastIndexOf('\n', node.offset - 1) + 1;
    const indent = /^[ \t]*/.exec(this.text.slice(lineStart))![0];
    const unit = this.formatting.insertSpaces ? ' '.repeat(this.formatting.tabSize ?? 2) : '\t';
    const written = laidOut(value, node.offset - lineStart, indent, unit, this.formatting.eol ?? '\n');
    this.text = this.text.slice(0, node.offset) + written + this.text.slice(node.offset + node.length);
  }

  private changeObject(path: JSONPath, origin: JSONPath, before: JsonObject, after: JsonObject): void {
    const present = (object: JsonObject, key: string) => ownValue(object, key) !== undefined;
    for (const key of Object.keys(before)) {
      if (present(before, key) && !present(after, key)) this.apply([...path, key], undefined);
    }
    const order = Object.keys(after).filter((key) => present(after, key));
    order.forEach((key, index) => {
      if (present(before, key)) return this.change([...path, key], [...origin, key], ownValue(before, key), ownValue(after, key));
      // A new key goes after the nearest key that precedes it in the new document.
      const properties = (findNodeAtLocation(parseTree(this.text)!, path)?.children ?? []).map((property) =>
        String(property.children?.[0]?.value),
      );
      const preceding = order.slice(0, index);
      let position = 0;
      for (let i = preceding.length - 1; i >= 0; i--) {
        const at = properties.indexOf(preceding[i]!);
        if (at >= 0) {
          position = at + 1;
          break;
        }
      }
      this.insert(path, position, { key, value: ownValue(after, key) });
    });
  }

  private changeArray(path: JSONPath, origin: JSONPath, before: unknown[], after: unknown[]): void {
    // Items equal in both lists stay where they are; between two of them, old items paired with new
    // ones that can be them edited (alignItems) are edited in place, and the rest are deleted or
    // inserted. The items before `newIndex` in the edited text's list are the new list's.
    let oldIndex = 0;
    let newIndex = 0;
    for (const [pairOld, pairNew] of [...alignItems(before, after), [before.length, after.length] as const]) {
      for (; oldIndex < pairOld; oldIndex++) this.apply([...path, newIndex], undefined);
      for (; newIndex < pairNew; newIndex++) this.insertItem(path, newIndex, after[newIndex], before, origin);
      if (pairOld === before.length) break;
      this.change([...path, newIndex], [...origin, pairOld], before[pairOld], after[pairNew]);
      oldIndex++;
      newIndex++;
    }
  }

  /** Inserts a list item: as its original text when an equal item was in the old list (moved or duplicated). */
  private insertItem(path: JSONPath, index: number, value: unknown, before: unknown[], origin: JSONPath): void {
    const source = before.findIndex((item) => jsonEqual(item, value));
    const node = source >= 0 && this.originalTree ? findNodeAtLocation(this.originalTree, [...origin, source]) : undefined;
    this.insert(path, index, { value, text: node && this.original.slice(node.offset, node.offset + node.length) });
  }
}
