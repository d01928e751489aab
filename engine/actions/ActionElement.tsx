import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Action } from '../content/types.generated';
import { trackEvent } from '../analytics/analytics';
import { prefetchPath } from '../router/prefetch';
import { scrollToAnchor } from './scrollToAnchor';

export interface ActionElementProps {
  action: Action;
  /** Visible label, recorded with the click. */
  label: string;
  children: ReactNode;
  className?: string;
  /** 'link' for text links (records link_click), 'button' for buttons (button_click). */
  role?: 'button' | 'link';
  /** Extra analytics parameters for the click event. */
  params?: Record<string, string>;
  onClick?: () => void;
  'aria-label'?: string;
  'aria-describedby'?: string;
}

/** Where an action leads, for analytics: the path, '#anchor', address, or '(none)'. */
export function actionDestination(action: Action): string {
  if ('navigate' in action) return action.navigate;
  if ('scroll' in action) return action.scroll;
  if ('href' in action) return action.href;
  return '(none)';
}

/**
 * Renders an action as the right element — a router link, an in-page anchor, a plain link or a
 * button that does nothing — and records its analytics.
 */
export function ActionElement({ action, label, children, className, role = 'button', params, onClick, ...aria }: ActionElementProps) {
  const destination = actionDestination(action);
  const record = () => {
    trackEvent(role === 'link' ? 'link_click' : 'button_click', { label, destination, ...params });
    if (action.track) {
      trackEvent(action.track.event, { location: action.track.placement ?? 'page', click_label: destination });
    }
    onClick?.();
  };

  if ('navigate' in action) {
    const path = action.navigate.split('#', 1)[0]!;
    const warm = () => prefetchPath(path);
    return (
      <Link to={action.navigate} className={className} onClick={record} onMouseEnter={warm} onFocus={warm} {...aria}>
        {children}
      </Link>
    );
  }
  if ('scroll' in action) {
    const onScrollClick = (event: MouseEvent<HTMLAnchorElement>) => {
      record();
      if (scrollToAnchor(action.scroll.slice(1))) event.preventDefault();
    };
    return (
      <a href={action.scroll} className={className} onClick={onScrollClick} {...aria}>
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
        onClick={record}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...aria}
      >
        {children}
      </a>
    );
  }
  return (
    <button type="button" className={className} onClick={record} {...aria}>
      {children}
    </button>
  );
}
