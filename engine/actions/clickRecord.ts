import type { EventParams } from '../analytics/analytics';
import { readParams } from './trackingAttributes';

/** What a click records under `data-track…` (see trackingAttributes.ts): an event and its parameters. */
export interface ClickRecord {
  event: string;
  params: EventParams;
}

/** Where a click leads, as analytics records it: the href as written, or '(none)' for a button. */
export function destinationOf(element: Element): string {
  return element.getAttribute('href') ?? '(none)';
}

/** A link's text as a label: what is read out, with the markup's line breaks and indents folded. */
function textOf(element: Element): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The click event for a click on `target`: the nearest element with its own `data-track`, or else
 * the link it is in, when that link sits in a group (`data-track-links`), with the group's event and
 * parameters. The parameters come in one order either way (label, destination, then the rest), so
 * a link records the same object whichever way its tracking is written.
 */
export function clickRecord(target: Element): ClickRecord | null {
  const tracked = target.closest('[data-track]');
  if (tracked) {
    return {
      event: tracked.getAttribute('data-track')!,
      params: {
        label: tracked.getAttribute('data-track-label') ?? undefined,
        destination: destinationOf(tracked),
        ...readParams(tracked, 'track'),
      },
    };
  }
  const link = target.closest('a[href]');
  const group = link?.closest('[data-track-links]');
  if (!link || !group) return null;
  return {
    event: group.getAttribute('data-track-links')!,
    params: {
      label: link.getAttribute('data-track-label') ?? textOf(link),
      destination: destinationOf(link),
      ...readParams(group, 'track'),
      ...readParams(link, 'track'),
    },
  };
}
