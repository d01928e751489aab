import { describe, expect, it } from 'vitest';
import type { EditorIssue } from '../../devtools/editor/editorClient.ts';
import { fieldPointer, issuesToShow } from '../../devtools/editor/liveCheck.ts';

const issue = (pointer: string, code: string, inPage = true): EditorIssue => ({
  file: 'pages/about.json',
  line: 1,
  col: 1,
  pointer,
  code,
  message: code,
  inPage,
});

describe('what the live check shows while the author types', () => {
  const route = issue('/blocks/0/primary/action/navigate', 'route-not-found');
  const token = issue('/blocks/0/eyebrow', 'unknown-token');
  const missing = issue('/blocks/0', 'missing-field');
  const found = [missing, token, route];

  it('shows everything when no field has the focus', () => {
    expect(issuesToShow(found, [], null)).toEqual(found);
  });

  it('holds back a route, anchor, token or image issue in the field being typed in, not a schema rule', () => {
    expect(issuesToShow(found, [], '/blocks/0/primary/action/navigate')).toEqual([missing, token]);
    expect(issuesToShow(found, [], '/blocks/0/eyebrow')).toEqual([missing, route]);
    // The field's pointer is a whole segment: /blocks/0/eye is not /blocks/0/eyebrow.
    expect(issuesToShow(found, [], '/blocks/0/eye')).toEqual(found);
    // An issue inside an object being typed in (an image's path under its field).
    expect(issuesToShow([issue('/blocks/2/image/src', 'image-missing')], [], '/blocks/2/image')).toEqual([]);
  });

  it('keeps showing one that was on screen already, and one about another file', () => {
    expect(issuesToShow(found, [route], '/blocks/0/primary/action/navigate')).toEqual(found);
    const elsewhere = issue('/blocks/0/eyebrow', 'unknown-token', false);
    expect(issuesToShow([elsewhere], [], '/blocks/0/eyebrow')).toEqual([elsewhere]);
  });
});

describe('a form field’s place in the file', () => {
  const prefixOf = (formId: string) => (formId === 'meta' ? '/meta' : formId === 'b7' ? '/blocks/3' : null);
  it('reads rjsf’s id: the form, then each property and item', () => {
    expect(fieldPointer('edit-b7_cards_0_title', prefixOf)).toBe('/blocks/3/cards/0/title');
    expect(fieldPointer('edit-meta_title', prefixOf)).toBe('/meta/title');
    expect(fieldPointer('edit-b9_title', prefixOf)).toBeNull();
    expect(fieldPointer('edit-b7', prefixOf)).toBeNull();
    expect(fieldPointer('route-input', prefixOf)).toBeNull();
  });
});
