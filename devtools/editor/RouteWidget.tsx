import type { WidgetProps } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { listPages, type PageSummary } from './editorClient';
import { routeOptions, suggestRoutes } from './routeSuggestions';
import { SuggestWidget, type Suggestion } from './SuggestBox';

/** The site's pages, asked for once per editor session (new pages come with a reload of the editor). */
let pages: Promise<PageSummary[]> | null = null;
function useSitePages(): PageSummary[] {
  const [list, setList] = useState<PageSummary[]>([]);
  useEffect(() => {
    let live = true;
    (pages ??= listPages().catch(() => ((pages = null), []))).then((found) => live && setList(found));
    return () => {
      live = false;
    };
  }, []);
  return list;
}

/**
 * The `navigate` field: a text box that offers the site's routes as the author types, each with its
 * page's title as visitors read it, and each page's sections as `path#id`; those that fit what is
 * typed, a hundred at most (routeSuggestions.ts). Any path can still be typed; validate checks it
 * like every other.
 */
export function RouteWidget(widget: WidgetProps) {
  const suggest = useRouteSuggestions();
  return <SuggestWidget widget={widget} suggest={suggest} listName="Routes of the site" example="/contact" />;
}

/** What a field that leads to a page offers for what is typed: the site's routes and their pages' sections. */
export function useRouteSuggestions(): (typed: string) => Suggestion[] {
  const pages = useSitePages();
  const all = useMemo(() => routeOptions(pages), [pages]);
  return useCallback((typed: string) => suggestRoutes(all, typed), [all]);
}
