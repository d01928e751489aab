import { applyEdits, findNodeAtLocation, modify, parseTree, type FormattingOptions, type JSONPath } from 'jsonc-parser';
import { alignItems, jsonEqual } from '../lib/jsonCompare.ts';

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

/** A stand-in value inserted by `modify`, then replaced by an item's original text. */
const PLACEHOLDER = '\u0000original-item\u0000';

class TextEditor {
  private readonly original: string;
  private readonly originalTree;
  private readonly formatting: FormattingOptions;

  constructor(public text: string) {
    this.original = text;
    this.originalTree = parseTree(text);
    this.formatting = formattingOf(text);
  }

  private apply(
    path: JSONPath,
    value: unknown,
    options: { isArrayInsertion?: boolean; getInsertionIndex?: (properties: string[]) => number } = {},
  ) {
    if (value === undefined) return this.remove(path);
    this.text = applyEdits(this.text, modify(this.text, path, value, { formattingOptions: this.formatting, ...options }));
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
    this.apply(path, after);
  }

  private changeObject(path: JSONPath, origin: JSONPath, before: JsonObject, after: JsonObject): void {
    const present = (object: JsonObject, key: string) => Object.hasOwn(object, key) && object[key] !== undefined;
    for (const key of Object.keys(before)) {
      if (present(before, key) && !present(after, key)) this.apply([...path, key], undefined);
    }
    const order = Object.keys(after).filter((key) => present(after, key));
    order.forEach((key, index) => {
      if (present(before, key)) return this.change([...path, key], [...origin, key], before[key], after[key]);
      // A new key goes after the nearest key that precedes it in the new document.
      const preceding = order.slice(0, index);
      this.apply([...path, key], after[key], {
        getInsertionIndex: (properties) => {
          for (let i = preceding.length - 1; i >= 0; i--) {
            const at = properties.indexOf(preceding[i]!);
            if (at >= 0) return at + 1;
          }
          return 0;
        },
      });
    });
  }

  private changeArray(path: JSONPath, origin: JSONPath, before: unknown[], after: unknown[]): void {
    // Items equal in both lists stay where they are; between two of them, old items paired with new
    // ones of the same kind (a block of the same type) are edited in place, and the rest are deleted
    // or inserted. The items before `newIndex` in the edited text's list are the new list's.
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
    if (!node) return this.apply([...path, index], value, { isArrayInsertion: true });
    this.apply([...path, index], PLACEHOLDER, { isArrayInsertion: true });
    this.text = this.text.replace(JSON.stringify(PLACEHOLDER), () => this.original.slice(node.offset, node.offset + node.length));
  }
}
