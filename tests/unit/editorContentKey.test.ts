import { describe, expect, it } from 'vitest';
import { contentKey } from '../../devtools/editor/contentKey.ts';

describe('contentKey (whether the editor has changes to save)', () => {
  it('is the same for the same content with keys in another order, at any depth', () => {
    const file = { type: 'stats-strip', title: 'By the numbers', hideTitle: true, items: [{ metric: '140+', label: 'Leases' }] };
    const fromForm = { type: 'stats-strip', items: [{ label: 'Leases', metric: '140+' }], title: 'By the numbers', hideTitle: true };
    expect(contentKey(fromForm)).toBe(contentKey(file));
  });

  it('differs for any change of a value, of an array’s order, or of a key’s presence', () => {
    const base = { title: 'A', items: [1, 2], extra: null };
    expect(contentKey({ ...base, title: 'B' })).not.toBe(contentKey(base));
    expect(contentKey({ ...base, items: [2, 1] })).not.toBe(contentKey(base));
    expect(contentKey({ title: 'A', items: [1, 2] })).not.toBe(contentKey(base));
    expect(contentKey({ ...base, extra: {} })).not.toBe(contentKey(base));
  });
});
