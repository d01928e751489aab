import type { PageSummary } from './editorClient';

export interface RouteOption {
  value: string;
  label: string;
}

/** The most suggestions a navigate field offers at once: the browser's list is for picking, not for reading through. */
export const ROUTE_SUGGESTION_LIMIT = 100;

/** Every place a navigate action can lead: each path with its page's title as visitors read it, then that page's sections. */
export function routeOptions(list: readonly PageSummary[]): RouteOption[] {
  const options: RouteOption[] = [];
  for (const page of [...list].sort((a, b) => (a.paths[0] ?? '').localeCompare(b.paths[0] ?? ''))) {
    const title = page.shownTitle ?? page.title;
    for (const path of page.paths) {
      options.push({ value: path, label: title });
      for (const anchor of page.anchors ?? []) options.push({ value: `${path}#${anchor}`, label: `${title} › ${anchor}` });
    }
  }
  return options;
}

/**
 * The routes to offer for what is typed: those that start with it, then those whose path or title
 * holds it (in any case), at most `limit`. On a site of ten thousand pages the field lists a
 * hundred suggestions that fit the typing, not twenty thousand.
 */
export function suggestRoutes(options: readonly RouteOption[], typed: string, limit = ROUTE_SUGGESTION_LIMIT): RouteOption[] {
  const wanted = typed.trim().toLowerCase();
  if (!wanted) return options.slice(0, limit);
  const starting: RouteOption[] = [];
  const holding: RouteOption[] = [];
  for (const option of options) {
    const value = option.value.toLowerCase();
    if (value.startsWith(wanted)) starting.push(option);
    else if (value.includes(wanted) || option.label.toLowerCase().includes(wanted)) holding.push(option);
    if (starting.length >= limit) break;
  }
  return [...starting, ...holding].slice(0, limit);
}
