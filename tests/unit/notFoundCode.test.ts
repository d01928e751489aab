import { describe, expect, it } from 'vitest';
import { codeParts } from '../../blocks/not-found/codeParts.ts';

describe("the not-found block's status code", () => {
  it('sets off what lies between its first and last characters', () => {
    expect(codeParts('404')).toEqual({ first: '4', middle: '0', last: '4' });
    expect(codeParts('Oops')).toEqual({ first: 'O', middle: 'op', last: 's' });
    expect(codeParts('42')).toEqual({ first: '4', middle: '', last: '2' });
  });

  it('shows a one-character code once', () => {
    expect(codeParts('X')).toEqual({ first: 'X', middle: '', last: '' });
    expect(codeParts('🏢')).toEqual({ first: '🏢', middle: '', last: '' });
  });

  it('never cuts a character in two: an emoji, a flag or an accented letter stays whole', () => {
    expect(codeParts('🏢404🏢')).toEqual({ first: '🏢', middle: '404', last: '🏢' });
    expect(codeParts('🇺🇸 e\u0301')).toEqual({ first: '🇺🇸', middle: ' ', last: 'e\u0301' });
    for (const code of ['code 🏢', '👩‍💻 at work', '$& $$ </title>', 'a\u2028b']) {
      const { first, middle, last } = codeParts(code);
      expect(first + middle + last).toBe(code);
      // Each part is published as a text node of its own: half an emoji would become U+FFFD.
      for (const part of [first, middle, last]) expect(part, JSON.stringify(part)).not.toMatch(/\p{Surrogate}/u);
    }
  });
});
