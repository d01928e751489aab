import type { WidgetProps } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { listPages, type PageSummary } from './editorClient';
import { routeOptions, suggestRoutes } from './routeSuggestions';
import { SuggestWidget, type Suggestion } from './SuggestBox';

/**
 * The site's pages, asked for once per editor session (new pages come with a reload of the editor),
 * when a route field is first wanted (its focus): not as a form that has one opens, where on a site
 * of thousands of pages the list (megabytes) held up the editor's first preview.
 */
let pages: Promise<PageSummary[]> | null = null;
function useSitePages(wanted: boolean): PageSummary[] {
  const [list, setList] = useState<PageSummary[]>([]);
  useEffect(() => {
    if (!wanted && !pages) return;
    let live = true;
    (pages ??= listPages().catch(() => ((pages = null), []))).then((found) => live && setList(found));
    return () => {
      live = false;
    };
  }, [wanted]);
  return list;
}

/**
 * The `navigate` field: a text box that offers the site's routes as the author types, each with its
 * page's title as visitors read it, and each page's sections as `path#id`; those that fit what is
 * typed, a hundred at most (routeSuggestions.ts). Any path can still be typed; validate checks it
 * like every other.
 */
export function RouteWidget(widget: WidgetProps) {
  const [wanted, setWanted] = useState(false);
  const suggest = useRouteSuggestions(wanted);
  const onFocus = widget.onFocus;
  const focused = useMemo(
    () => ({
      ...widget,
      onFocus: (id: string, value: unknown) => {
        setWanted(true);
        onFocus(id, value);
      },
    }),
    [widget, onFocus],
  );
  return <SuggestWidget widget={focused} suggest={suggest} listName="Routes of the site" example="/contact" />;
}

/** What a field that leads to a page offers for what is typed: the site's routes and their pages' sections. */
export function useRouteSuggestions(wanted = true): (typed: string) => Suggestion[] {
  const pages = useSitePages(wanted);
  const all = useMemo(() => routeOptions(pages), [pages]);
  return useCallback((typed: string) => suggestRoutes(all, typed), [all]);
}
