import { describe, expect, it } from 'vitest';
import { ArrowRight } from 'lucide-react';
import { renderSprite, SPRITE_CSS } from '../../engine/sprite/renderSprite.ts';

const lineIcon = <ArrowRight size={18} strokeWidth={2} aria-hidden="true" />;
const mark = (
  <svg viewBox="0 0 40 40">
    <rect width="40" height="40" fill="#0b1f3a" />
    <path d="M20 14v15" stroke="#0b1f3a" />
  </svg>
);

describe('the page sprite', () => {
  it('leaves a line icon’s paint to the one sprite rule, and keeps its drawing and viewBox', () => {
    const sprite = renderSprite(new Map([['icon-ArrowRight', lineIcon]]));
    const symbol = /<symbol ([^>]*)>(.*?)<\/symbol>/.exec(sprite);
    expect(symbol?.[1]).toBe('id="icon-ArrowRight" viewBox="0 0 24 24"');
    expect(symbol?.[2]).toMatch(/^<path d="[^"]+"><\/path><path d="[^"]+"><\/path>$/);
    expect(SPRITE_CSS).toBe('use{fill:none;stroke:currentColor;stroke-linecap:round;stroke-linejoin:round}');
  });

  it('gives a symbol that paints otherwise the SVG initial values, so the sprite rule does not reach it', () => {
    const sprite = renderSprite(new Map([['logo-mark', mark]]));
    expect(sprite).toContain(
      '<symbol id="logo-mark" viewBox="0 0 40 40" fill="#000" stroke="none" stroke-linecap="butt" stroke-linejoin="miter">',
    );
  });

  it('is empty for a page without icons', () => {
    expect(renderSprite(new Map())).toBe('');
  });
});
