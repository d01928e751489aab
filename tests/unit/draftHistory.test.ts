import { describe, expect, it } from 'vitest';
import { BURST_MS, changedPlace, recordEdit, redo, startHistory, undo, UNDO_LIMIT } from '../../devtools/editor/draftHistory';

describe("the editor's undo history", () => {
  it('undoes and redoes edits in order, and a new edit drops what could be redone', () => {
    let h = startHistory('a');
    h = recordEdit(h, 'b', undefined, 0);
    h = recordEdit(h, 'c', undefined, 10);
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe('b');
    h = recordEdit(h, 'd', undefined, 20);
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
    expect(undo(h).present).toBe('b');
  });

  it('keeps at least 100 steps (UNDO_LIMIT), dropping the oldest beyond it', () => {
    expect(UNDO_LIMIT).toBeGreaterThanOrEqual(100);
    let h = startHistory(0);
    for (let i = 1; i <= UNDO_LIMIT + 5; i++) h = recordEdit(h, i, undefined, i * 10_000);
    let steps = 0;
    while (h.past.length) {
      h = undo(h);
      steps++;
    }
    expect(steps).toBe(UNDO_LIMIT);
    expect(h.present).toBe(5);
  });

  it('makes a burst of typing in one field one step, and splits it by a pause, another field or a structural edit', () => {
    let h = startHistory('');
    for (const [i, text] of ['H', 'He', 'Hel', 'Hell', 'Hello'].entries()) h = recordEdit(h, text, 'block-1', i * 100);
    expect(undo(h).present).toBe('');

    h = recordEdit(h, 'Hello!', 'block-1', 400 + BURST_MS);
    expect(undo(h).present).toBe('Hello');

    h = recordEdit(h, 'Hello!?', 'block-2', 400 + BURST_MS + 50);
    expect(undo(h).present).toBe('Hello!');

    h = recordEdit(h, 'moved', undefined, 400 + BURST_MS + 60);
    h = recordEdit(h, 'moved, typed', 'block-2', 400 + BURST_MS + 70);
    expect(undo(h).present).toBe('moved');
  });

  it('joins an edit of a field with one the form reported for the object around it, not with a field beside it', () => {
    // A form that fills in a default beside the field typed in reports the action, not its `href`.
    let h = startHistory('/contact');
    h = recordEdit(h, '/about#', 'b1/actions/0', 0);
    h = recordEdit(h, '/about#mission', 'b1/actions/0/href', 100);
    h = recordEdit(h, '/about#missions', 'b1/actions/0', 200);
    expect(undo(h).present).toBe('/contact');
    // A place that only starts with the same letters is another field.
    h = recordEdit(h, 'x', 'b1/actions/0label', 300);
    expect(undo(h).present).toBe('/about#missions');
    h = recordEdit(h, 'y', 'b1/title', 400);
    h = recordEdit(h, 'z', 'b1/subtitle', 500);
    expect(undo(h).present).toBe('y');
  });

  it('records nothing for an edit that changes nothing', () => {
    const h = recordEdit(startHistory('same'), 'x', undefined, 0);
    expect(recordEdit(h, h.present, 'field', 5)).toBe(h);
  });
});

describe('changedPlace (where an edit was made, so typing in two fields is two steps)', () => {
  const hero = {
    type: 'hero',
    title: 'Built in Tulsa',
    subtitle: 'Owners',
    image: { src: '/a.webp', alt: 'A' },
    actions: [{ label: 'Go' }],
  };

  it('names the one field that changed, however deep', () => {
    expect(changedPlace(hero, { ...hero, title: 'Built in Tulsa today' })).toBe('/title');
    expect(changedPlace(hero, { ...hero, image: { ...hero.image, alt: 'B' } })).toBe('/image/alt');
    expect(changedPlace(hero, { ...hero, actions: [{ label: 'Go now' }] })).toBe('/actions/0/label');
    expect(changedPlace({ 'a/b~c': 1 }, { 'a/b~c': 2 })).toBe('/a~1b~0c');
  });

  it('names a field named after a member every object inherits like any other, added or removed as a whole', () => {
    const withOdd = JSON.parse('{"title": "A", "__proto__": {"alt": "B"}}') as object;
    expect(changedPlace(withOdd, { title: 'A' })).toBe('/__proto__');
    expect(changedPlace({ title: 'A' }, withOdd)).toBe('/__proto__');
  });

  it('names the deepest place holding every change when several changed, and a field added or removed', () => {
    expect(changedPlace(hero, { ...hero, title: 'X', subtitle: 'Y' })).toBe('');
    expect(changedPlace(hero, { ...hero, image: { src: '/b.webp', alt: '' } })).toBe('/image');
    expect(changedPlace(hero, { ...hero, eyebrow: 'New' })).toBe('/eyebrow');
    expect(changedPlace(hero, hero)).toBe('');
  });
});
