import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import { pointerSegments } from '../lib/json/jsonPointer.ts';

export interface Position {
  line: number;
  col: number;
}

/**
 * Parses a JSON file's text once and turns JSON pointers (or offsets) into line:column positions.
 * Tolerant of syntax errors (it recovers what it can), so it also places issues in a broken file.
 */
export class JsonLocator {
  private tree: Node | undefined;
  private lineStarts: number[] = [0];

  constructor(readonly text: string) {
    for (let i = 0; i < text.length; i++) if (text[i] === '\n') this.lineStarts.push(i + 1);
    this.tree = parseTree(text, [], { allowTrailingComma: false, disallowComments: true });
  }

  positionAt(offset: number): Position {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.lineStarts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, col: offset - this.lineStarts[low]! + 1 };
  }

  /** Position of the character at `index` inside the string value at `pointer` (a token in a sentence). */
  locateWithin(pointer: string, index: number): Position {
    const node = this.tree && findNodeAtLocation(this.tree, pointerSegments(pointer));
    if (node?.type !== 'string') return this.locate(pointer);
    const source = this.text.slice(node.offset + 1, node.offset + node.length - 1);
    return this.positionAt(node.offset + 1 + sourceIndex(source, index));
  }

  /**
   * Position of the value at `pointer`; with `key`, of that property's name instead. Falls back to
   * the nearest existing ancestor, so a missing field points at the object that lacks it.
   */
  locate(pointer: string, key?: string): Position {
    if (!this.tree) return { line: 1, col: 1 };
    const segments = pointerSegments(pointer);
    for (let depth = segments.length; depth >= 0; depth--) {
      const node = findNodeAtLocation(this.tree, segments.slice(0, depth));
      if (!node) continue;
      if (key !== undefined && depth === segments.length && node.type === 'object') {
        const property = node.children?.find((child) => child.children?.[0]?.value === key);
        if (property) return this.positionAt(property.offset);
      }
      // For a property's value, point at its name: that is where an editor shows the problem.
      const target = node.parent?.type === 'property' ? node.parent : node;
      return this.positionAt(target.offset);
    }
    return { line: 1, col: 1 };
  }
}

/**
 * Offset in a string's source text (between its quotes) of the character at `index` in its value:
 * each escape ('\\n', '\\"', '\\u00e9') is one character of the value but several of the source.
 */
export function sourceIndex(source: string, index: number): number {
  let offset = 0;
  for (let at = 0; at < index && offset < source.length; at++) offset += source[offset] !== '\\' ? 1 : source[offset + 1] === 'u' ? 6 : 2;
  return offset;
}
