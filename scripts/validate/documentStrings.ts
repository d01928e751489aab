import { escapeSegment } from '../lib/jsonPointer.ts';

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
  const found: StringValue[] = [];
  const walk = (value: unknown, pointer: string, key: string | number | undefined) => {
    if (typeof value === 'string') found.push({ pointer, key, value });
    else if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) walk(value[index], `${pointer}/${index}`, index);
    } else if (value && typeof value === 'object') {
      // for…in gives the object's own keys (JSON.parse's objects inherit nothing enumerable), so the read finds only its own.
      // eslint-disable-next-line lookups/own-keys
      for (const name in value) walk((value as Record<string, unknown>)[name], `${pointer}/${escapeSegment(name)}`, name);
    }
  };
  walk(document, '', undefined);
  return found;
}
