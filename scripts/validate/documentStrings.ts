import { escapeSegment } from '../lib/json/jsonPointer.ts';

/** A string somewhere in a JSON document, with its pointer and the key (or index) it sits under. */
export interface StringValue {
  pointer: string;
  key: string | number | undefined;
  value: string;
}

/**
 * Every string value in a document, in document order. Several rules look at strings (tokens,
 * image paths, link targets); walking the document once for all of them keeps validate's cost per
 * page low.
 */
export function stringsOf(document: unknown): StringValue[] {
  return walkDocument(document).strings;
}

/**
 * Every string value of a document (as stringsOf), and how many keys its objects hold in all: the
 * duplicate-key rule compares that with the keys the text writes, and this walk visits every key
 * anyway.
 */
export function walkDocument(document: unknown): { strings: StringValue[]; keys: number } {
  const found: StringValue[] = [];
  let keys = 0;
  // A container's strings are taken where they stand; only objects and lists are walked into.
  const walk = (container: object, pointer: string) => {
    if (Array.isArray(container)) {
      for (let index = 0; index < container.length; index++) {
        const item: unknown = container[index];
        if (typeof item === 'string') found.push({ pointer: `${pointer}/${index}`, key: index, value: item });
        else if (item && typeof item === 'object') walk(item, `${pointer}/${index}`);
      }
      return;
    }
    // for…in gives the object's own keys (JSON.parse's objects inherit nothing enumerable), so the read finds only its own.
    for (const name in container) {
      keys++;
      // eslint-disable-next-line lookups/own-keys
      const item = (container as Record<string, unknown>)[name];
      if (typeof item === 'string') found.push({ pointer: `${pointer}/${escapeSegment(name)}`, key: name, value: item });
      else if (item && typeof item === 'object') walk(item, `${pointer}/${escapeSegment(name)}`);
    }
  };
  if (typeof document === 'string') found.push({ pointer: '', key: undefined, value: document });
  else if (document && typeof document === 'object') walk(document, '');
  return { strings: found, keys };
}
