import type { WidgetProps } from '@rjsf/utils';
import { useCallback } from 'react';
import { SuggestWidget, type Suggestion } from './SuggestBox';

/** What the page editor tells its forms (rjsf's formContext): the page's sections, as its blocks' ids and types. */
export interface PageFormContext {
  anchors?: readonly { id: string; type: string }[];
}

/**
 * The `scroll` field: a text box that offers the page's own sections as `#id`, each with the block
 * it is, those that fit what is typed. Any `#id` can still be typed; validate checks it.
 */
export function AnchorWidget(widget: WidgetProps) {
  const anchors = (widget.registry.formContext as PageFormContext | undefined)?.anchors;
  const suggest = useCallback(
    (typed: string): Suggestion[] => {
      const wanted = typed.trim().replace(/^#/, '').toLowerCase();
      return (anchors ?? [])
        .filter((anchor) => anchor.id.toLowerCase().includes(wanted) || anchor.type.includes(wanted))
        .map((anchor) => ({ value: `#${anchor.id}`, label: `the ${anchor.type} block` }));
    },
    [anchors],
  );
  return <SuggestWidget widget={widget} suggest={suggest} listName="Sections of this page" example="#contact" />;
}
