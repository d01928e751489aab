import type { ReactElement } from 'react';
import { ownValue } from '../../engine';
import type { SocialLink } from '../siteTypes';

/** Simple glyphs for the social networks, drawn on a 24 px grid for this site. */
const paths: Record<SocialLink['network'], ReactElement> = {
  linkedin: (
    <>
      <rect x="3" y="9" width="4" height="12" rx="0.5" />
      <circle cx="5" cy="5" r="2.2" />
      <path d="M10 9h3.8v1.8c.6-1.1 2-2.1 4-2.1 3.2 0 4.2 2 4.2 5.2V21h-4v-6.3c0-1.5-.4-2.6-1.9-2.6-1.6 0-2.1 1.2-2.1 2.7V21h-4Z" />
    </>
  ),
  facebook: (
    <path d="M13.5 21v-7.5h2.6l.4-3.1h-3V8.5c0-.9.3-1.5 1.6-1.5h1.6V4.2c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.3H7.9v3.1h2.6V21Z" />
  ),
  instagram: (
    <path
      fillRule="evenodd"
      d="M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3Zm4 3.2a3.8 3.8 0 1 1 0 7.6 3.8 3.8 0 0 1 0-7.6Zm0 2a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6ZM16.9 6a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2Z"
    />
  ),
  x: <path d="M4 3.5h4.6l4 5.5 4.6-5.5h2.3l-5.9 7 6.9 9.9h-4.6l-4.4-6.1-5.2 6.1H4l6.5-7.5Zm3.3 1.6 9.2 13.7h1.3L8.6 5.1Z" />,
  youtube: (
    <path
      fillRule="evenodd"
      d="M21.6 7.2c.4 1.5.4 4.8.4 4.8s0 3.3-.4 4.8a2.5 2.5 0 0 1-1.8 1.8c-1.5.4-7.8.4-7.8.4s-6.3 0-7.8-.4a2.5 2.5 0 0 1-1.8-1.8C2 15.3 2 12 2 12s0-3.3.4-4.8a2.5 2.5 0 0 1 1.8-1.8C5.7 5 12 5 12 5s6.3 0 7.8.4a2.5 2.5 0 0 1 1.8 1.8ZM10 15l5.2-3L10 9Z"
    />
  ),
};

export function SocialIcon({ network }: { network: SocialLink['network'] }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {ownValue(paths, network)}
    </svg>
  );
}
