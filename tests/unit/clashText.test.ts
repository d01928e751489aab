import { describe, expect, it } from 'vitest';
import { clashText } from '../../devtools/editor/clashText';
import { placeLabel } from '../../devtools/editor/placeLabel';

const label = (pointer: string) => placeLabel(pointer, [{ type: 'hero' }]);

describe('a place both changed, as the clash notice names it', () => {
  it('quotes both values of a field', () => {
    expect(clashText({ pointer: '/blocks/0/title', sides: { mine: 'Built to last', theirs: 'Changed elsewhere' } }, label)).toBe(
      '1. hero › title: yours “Built to last”, the file’s “Changed elsewhere”',
    );
    expect(clashText({ pointer: '/blocks/0/count', sides: { mine: 3, theirs: false } }, label)).toBe(
      '1. hero › count: yours 3, the file’s false',
    );
  });

  it('says which side removed it, and cuts a long text', () => {
    const long = 'x'.repeat(80);
    expect(clashText({ pointer: '/meta/description', sides: { mine: undefined, theirs: long } }, label)).toBe(
      `Page meta › description: yours removed, the file’s “${'x'.repeat(59)}…”`,
    );
  });

  it('names the place alone where a value is a list or an object, or the place is a run of items', () => {
    expect(clashText({ pointer: '/blocks/0/actions', sides: { mine: [{ label: 'Call' }], theirs: 'Call' } }, label)).toBe(
      '1. hero › actions',
    );
    expect(clashText({ pointer: '/blocks/0' }, label)).toBe('1. hero');
  });
});
