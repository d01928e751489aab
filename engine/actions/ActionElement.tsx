import type { ReactNode } from 'react';
import type { ActionShape } from '../content/shapes';
import type { EventParams } from '../analytics/analytics';
import { clickTracking, ctaTracking } from './trackingAttributes';

export interface ActionElementProps {
  action: ActionShape;
  /** Visible label, recorded with the click. */
  label: string;
  children: ReactNode;
  className?: string;
  /** 'link' for text links (records link_click), 'button' for buttons (button_click). */
  role?: 'button' | 'link';
  /** Extra analytics parameters for the click event. */
  params?: EventParams;
  'aria-label'?: string;
  'aria-describedby'?: string;
}

/** Where an action leads, for analytics: the path, '#anchor', address, or '(none)'. */
export function actionDestination(action: ActionShape): string {
  if ('navigate' in action) return action.navigate;
  if ('scroll' in action) return action.scroll;
  if ('href' in action) return action.href;
  return '(none)';
}

/**
 * Renders an action as a plain element — a link to a page, an in-page anchor, an outside link, or
 * a button that does nothing — with its analytics as data attributes. It attaches no handler: the
 * boot script's delegated listener records the click, scrolls to anchors and routes same-site
 * links, so the element works the same before and after hydration (and without script, as a link).
 */
export function ActionElement({ action, label, children, className, role = 'button', params, ...aria }: ActionElementProps) {
  const tracking = {
    ...clickTracking(role === 'link' ? 'link_click' : 'button_click', label, params),
    ...(action.track ? ctaTracking(action.track.event, action.track.placement) : {}),
  };
  if ('navigate' in action || 'scroll' in action) {
    return (
      <a href={'navigate' in action ? action.navigate : action.scroll} className={className} {...tracking} {...aria}>
        {children}
      </a>
    );
  }
  if ('href' in action) {
    const external = action.href.startsWith('https://') && action.newTab;
    return (
      <a
        href={action.href}
        className={className}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...tracking}
        {...aria}
      >
        {children}
      </a>
    );
  }
  return (
    <button type="button" className={className} {...tracking} {...aria}>
      {children}
    </button>
  );
}
