import { describe, expect, it } from 'vitest';
import { BURST_MS, recordEdit, redo, startHistory, undo, UNDO_LIMIT } from '../../devtools/editor/draftHistory';

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

  it('records nothing for an edit that changes nothing', () => {
    const h = recordEdit(startHistory('same'), 'x', undefined, 0);
    expect(recordEdit(h, h.present, 'field', 5)).toBe(h);
  });
});
