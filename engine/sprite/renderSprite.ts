import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ownValue } from '../content/ownValue';

/**
 * How a line icon paints, set once for every use of the sprite by SPRITE_CSS instead of on each
 * symbol: nearly every icon is a line icon, and these four attributes were most of a symbol.
 */
const LINE_ICON: Record<string, string> = { fill: 'none', stroke: 'currentColor', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' };
/** A symbol that paints otherwise says so: what it sets itself, else the SVG initial value. */
const INITIAL: Record<string, string> = { fill: '#000', stroke: 'none', 'stroke-linecap': 'butt', 'stroke-linejoin': 'miter' };

/** The sprite's one rule: a <use> passes it on to the symbol it draws (stroke width stays per use). */
export const SPRITE_CSS = 'use{fill:none;stroke:currentColor;stroke-linecap:round;stroke-linejoin:round}';

const ROOT = /^<svg\b([^>]*)>([\s\S]*)<\/svg>$/;
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;

function symbolAttributes(rootAttributes: string): string {
  const own = new Map([...rootAttributes.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!, value!]));
  const attributes = own.has('viewBox') ? [`viewBox="${own.get('viewBox')}"`] : [];
  for (const [name, line] of Object.entries(LINE_ICON)) {
    const value = own.get(name) ?? ownValue(INITIAL, name)!;
    if (value !== line) attributes.push(`${name}="${value}"`);
  }
  return attributes.join(' ');
}

/**
 * The page's sprite: one hidden <svg> of <symbol>s, one per icon the page used (see SpriteIcon).
 * Server only. Each symbol is the icon's own markup with its viewBox, and its paint only where it
 * differs from a line icon's (SPRITE_CSS, which the page's styles carry whenever it has a sprite);
 * the size, stroke width and class are each use's.
 */
export function renderSprite(icons: ReadonlyMap<string, ReactElement>): string {
  if (!icons.size) return '';
  const symbols = [...icons].map(([id, icon]) => {
    const markup = renderToStaticMarkup(icon);
    const match = ROOT.exec(markup);
    if (!match) throw new Error(`The icon "${id}" did not render as one <svg> element`);
    return `<symbol id="${id}" ${symbolAttributes(match[1]!)}>${match[2]}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" style="display:none" aria-hidden="true">${symbols.join('')}</svg>`;
}
