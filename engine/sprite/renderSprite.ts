import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Attributes of an icon's <svg> that its symbol keeps: what every use of it shares. */
const SHARED = new Set(['viewBox', 'fill', 'stroke', 'stroke-linecap', 'stroke-linejoin']);
const ROOT = /^<svg\b([^>]*)>([\s\S]*)<\/svg>$/;
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;

/**
 * The page's sprite: one hidden <svg> of <symbol>s, one per icon the page used (see SpriteIcon).
 * Server only. Each symbol is the icon's own markup, with the attributes every use shares; the
 * size, stroke width and class are each use's.
 */
export function renderSprite(icons: ReadonlyMap<string, ReactElement>): string {
  if (!icons.size) return '';
  const symbols = [...icons].map(([id, icon]) => {
    const markup = renderToStaticMarkup(icon);
    const match = ROOT.exec(markup);
    if (!match) throw new Error(`The icon "${id}" did not render as one <svg> element`);
    const shared = [...match[1]!.matchAll(ATTRIBUTE)].filter(([, name]) => SHARED.has(name!)).map(([whole]) => whole);
    return `<symbol id="${id}" ${shared.join(' ')}>${match[2]}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" style="display:none" aria-hidden="true">${symbols.join('')}</svg>`;
}
