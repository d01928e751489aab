import { describe, expect, it } from 'vitest';
import type { EditorIssue } from '../../devtools/editor/editorClient.ts';
import { errorSchemaOf, placeOf, pointerSegments } from '../../devtools/editor/issueErrors.ts';

const issue = (pointer: string, message = 'm', inPage = true): EditorIssue => ({
  file: 'pages/about.json',
  line: 1,
  col: 1,
  pointer,
  message,
  inPage,
});

describe('validate issues on the editor’s fields', () => {
  it('places an issue on the meta form, a block’s form, or the page as a whole', () => {
    expect(placeOf(issue('/meta/title'))).toEqual({ section: 'meta', path: ['title'] });
    expect(placeOf(issue('/blocks/2/cards/0/link/action/navigate'))).toEqual({
      section: 'block',
      index: 2,
      path: ['cards', '0', 'link', 'action', 'navigate'],
    });
    expect(placeOf(issue('/blocks/0'))).toEqual({ section: 'block', index: 0, path: [] });
    expect(placeOf(issue('/blocks'))).toEqual({ section: 'page' });
    expect(placeOf(issue('/$schema'))).toEqual({ section: 'page' });
    // Another file's issue (a link elsewhere that the change breaks) is about the page as a whole.
    expect(placeOf(issue('/blocks/1/title', 'm', false))).toEqual({ section: 'page' });
  });

  it('builds rjsf’s error schema: nested by field and item, a missing field on the field itself', () => {
    expect(
      errorSchemaOf([
        { path: ['cards', '0', 'title'], message: 'must not be empty' },
        { path: ['cards', '0', 'title'], message: 'second' },
        { path: [], message: 'missing required field "title" (The headline.)' },
        { path: [], message: 'unknown field "titel"' },
      ]),
    ).toEqual({
      cards: { 0: { title: { __errors: ['must not be empty', 'second'] } } },
      title: { __errors: ['missing required field "title" (The headline.)'] },
      __errors: ['unknown field "titel"'],
    });
  });

  it('puts an issue about a field named after a member every object inherits on that field, and on no other object', () => {
    const inherited = Object.prototype as unknown as Record<string, unknown>;
    const objectFunction = Object as unknown as Record<string, unknown>;
    try {
      const schema = errorSchemaOf([
        { path: ['__proto__'], message: 'unknown field "__proto__"' },
        { path: ['constructor', 'title'], message: 'must not be empty' },
        { path: ['toString'], message: 'unknown field "toString"' },
      ]) as Record<string, unknown>;
      expect(Object.getPrototypeOf(schema)).toBe(Object.prototype);
      expect(Object.keys(schema)).toEqual(['__proto__', 'constructor', 'toString']);
      expect(Object.getOwnPropertyDescriptor(schema, '__proto__')?.value).toEqual({ __errors: ['unknown field "__proto__"'] });
      expect(schema.constructor).toEqual({ title: { __errors: ['must not be empty'] } });
      expect(schema.toString).toEqual({ __errors: ['unknown field "toString"'] });
      expect([inherited.__errors, objectFunction.title, objectFunction.__errors]).toEqual([undefined, undefined, undefined]);
    } finally {
      delete inherited.__errors;
      delete objectFunction.title;
      delete (Function.prototype as unknown as Record<string, unknown>).__errors;
    }
  });

  it('decodes JSON pointer escapes', () => {
    expect(pointerSegments('/a~1b/c~0d')).toEqual(['a/b', 'c~d']);
    expect(pointerSegments('')).toEqual([]);
  });
});
