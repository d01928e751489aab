import { describe, expect, it } from 'vitest';
import { withoutNewEmptyParts } from '../../devtools/editor/emptyParts';

describe('withoutNewEmptyParts (what a switch of kind filled in, and says nothing)', () => {
  const grid = {
    type: 'card-grid',
    kind: 'service',
    cards: [
      { title: 'Leasing', icon: 'Building' },
      { title: 'Sales', icon: 'Handshake', image: { src: '/images/a.webp', alt: 'A' } },
    ],
  };

  it('drops empty objects where there was nothing, however deep, in list items too', () => {
    const switched = {
      ...grid,
      kind: 'image',
      footer: {},
      cards: [
        { title: 'Leasing', icon: 'Building', image: {} },
        { title: 'Sales', icon: 'Handshake', image: { src: '/images/a.webp', alt: 'A' }, footer: { link: {} } },
      ],
    };
    expect(withoutNewEmptyParts(grid, switched)).toEqual({ ...grid, kind: 'image' });
  });

  it('drops a new empty part named after a member every object inherits, and keeps one with content as a field of its own', () => {
    expect(withoutNewEmptyParts({ title: 'Leasing' }, { title: 'Leasing', constructor: {}, toString: { link: {} } })).toEqual({
      title: 'Leasing',
    });
    const kept = withoutNewEmptyParts({ title: 'Leasing' }, JSON.parse('{"title": "Leasing", "__proto__": {"alt": "A"}}') as object);
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype);
    expect(Object.keys(kept)).toEqual(['title', '__proto__']);
  });

  it('keeps what was there, empty or not, what has content, and items added to a list', () => {
    const before = { ...grid, footer: {} };
    const after = {
      ...before,
      eyebrow: { text: 'New' },
      cards: [...grid.cards, {}],
    };
    expect(withoutNewEmptyParts(before, after)).toEqual(after);
  });

  it('leaves values that are not objects alone', () => {
    expect(withoutNewEmptyParts({ a: 1 }, { a: 2, b: [] })).toEqual({ a: 2, b: [] });
    expect(withoutNewEmptyParts(undefined, { a: {} })).toEqual({ a: {} });
  });
});
