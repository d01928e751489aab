import { describe, expect, it } from 'vitest';
import { firstSentence } from '../../devtools/editor/FieldHint.tsx';

describe("a field's one-line hint", () => {
  it('is the description’s first sentence, the rest kept for "More"', () => {
    expect(
      firstSentence(
        "An HTML id for the block, used as a scroll anchor (for example 'services' makes '#services' scroll here). Lower case letters, digits and '-'.",
      ),
    ).toEqual([
      "An HTML id for the block, used as a scroll anchor (for example 'services' makes '#services' scroll here).",
      "Lower case letters, digits and '-'.",
    ]);
  });

  it('is the whole description when it has one sentence, or a stop that ends none ("e.g. x", "3.5 m")', () => {
    expect(firstSentence('The headline; the page’s h1.')).toEqual(['The headline; the page’s h1.', '']);
    expect(firstSentence('A size, e.g. small or large, of 3.5 m at most')).toEqual(['A size, e.g. small or large, of 3.5 m at most', '']);
  });
});
