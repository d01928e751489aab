import { createContext, useContext, type ReactElement } from 'react';

/**
 * Icons of a prerendered page, collected while it renders: id → the icon as an inline <svg>
 * element. The server renderer provides it (see renderSprite); inside an island (rendered and
 * hydrated as a root of its own) there is none.
 */
export const SpriteCollectorContext = createContext<Map<string, ReactElement> | null>(null);

export interface SpriteIconProps {
  /** Unique per icon (not per use): the symbol's id in the page's sprite. */
  id: string;
  /** The icon as an inline <svg> element, with its viewBox and presentation attributes. */
  icon: ReactElement;
  /** Width and height in pixels. */
  size: number;
  /** Drawn per use (the symbol leaves it out), so one symbol serves uses of any weight. */
  strokeWidth?: number;
  className?: string;
  /** Other attributes for the <svg> of this use. */
  [attribute: `data-${string}`]: string | undefined;
}

/**
 * An icon drawn once per page: each use is a small <svg><use href="#id"/></svg>, and the icon itself
 * is one <symbol> in the page's sprite. A page with thirty arrows carries the arrow once. Where no
 * sprite is collected (an island, which React hydrates on its own) it is the inline icon, so
 * hydration finds exactly what the server wrote. Decorative: hidden from assistive technology; the
 * text next to it carries the meaning.
 */
export function SpriteIcon({ id, icon, size, strokeWidth, className, ...data }: SpriteIconProps) {
  const sprite = useContext(SpriteCollectorContext);
  if (!sprite) return icon;
  if (!sprite.has(id)) sprite.set(id, icon);
  return (
    <svg width={size} height={size} strokeWidth={strokeWidth} className={className} aria-hidden="true" {...data}>
      <use href={`#${id}`} />
    </svg>
  );
}
