import { describe, expect, it } from 'vitest';
import { headingTypesLeftOut } from '../../devtools/editor/pageHeadingTypes.ts';

describe('the block types + Add block leaves out', () => {
  it('leaves out every page-heading type once the page has one, naming the block that has it', () => {
    expect(headingTypesLeftOut(['hero', 'not-found'], ['text', 'hero', 'faq'])).toEqual({
      types: ['hero', 'not-found'],
      reason: 'A page has one main heading block (hero or not-found): this page has one, 2. hero.',
    });
    // Another site's types, and a heading block of the other type: both are still left out.
    expect(headingTypesLeftOut(['not-found', 'page-header'], ['not-found'])?.types).toEqual(['not-found', 'page-header']);
    expect(headingTypesLeftOut(['a', 'b', 'c'], ['c'])?.reason).toBe(
      'A page has one main heading block (a, b or c): this page has one, 1. c.',
    );
    expect(headingTypesLeftOut(['hero'], ['hero'])?.reason).toBe('A page has one main heading block (hero): this page has one, 1. hero.');
  });

  it('leaves out nothing from a page without a heading block, or on a site with no such type', () => {
    expect(headingTypesLeftOut(['hero', 'not-found'], ['text', 'faq'])).toBeNull();
    expect(headingTypesLeftOut(['hero', 'not-found'], [])).toBeNull();
    expect(headingTypesLeftOut([], ['hero'])).toBeNull();
  });
});
