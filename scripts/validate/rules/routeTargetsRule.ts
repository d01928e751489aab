import type { StringValue } from '../documentStrings.ts';
import type { Report } from '../issue.ts';
import { closest, nearest } from '../suggest.ts';
import type { Route } from './manifestRule.ts';

/** A link to a path of this site, possibly with "#anchor", found at `pointer`. */
export interface RouteTarget {
  pointer: string;
  target: string;
}

/**
 * The strings under `key` that are links into the site (navigate targets in pages, "href"s in
 * site.json's header and footer). A target the schema already rejected (for example
 * '//evil.example', which would leave the site) is left out: it gets that one message, not a
 * second one saying it is not a route.
 */
export function routeTargetsIn(strings: readonly StringValue[], key: string, rejected: ReadonlySet<string>): RouteTarget[] {
  return strings
    .filter((s) => s.key === key && s.value.startsWith('/') && !rejected.has(s.pointer))
    .map((s) => ({ pointer: s.pointer, target: s.value }));
}

/**
 * A page's "canonical" path (meta.canonical), which the head and the sitemap give as the page's
 * address: a path that is not a route sends search engines to the not-found page, so it is checked
 * like a link. One the schema rejected is left out, as in routeTargetsIn.
 */
export function canonicalTargetsIn(strings: readonly StringValue[], rejected: ReadonlySet<string>): RouteTarget[] {
  return strings
    .filter((s) => s.key === 'canonical' && s.pointer === '/meta/canonical' && s.value.startsWith('/') && !rejected.has(s.pointer))
    .map((s) => ({ pointer: s.pointer, target: s.value }));
}

/** What links are checked against: the routes, and the anchors of every page. */
export class RouteIndex {
  private readonly pageOfPath = new Map<string, string>();
  /** The suggestion for each unknown path, worked out once however many pages repeat the link. */
  private readonly suggestions = new Map<string, string | undefined>();

  constructor(
    routes: readonly Route[],
    private readonly anchorsOfPage: ReadonlyMap<string, ReadonlySet<string>>,
  ) {
    for (const route of routes) if (!this.pageOfPath.has(route.path)) this.pageOfPath.set(route.path, route.page);
  }

  /** Each target must be a route; one with "#id" must name a block id on that route's page. */
  check(targets: readonly RouteTarget[], report: Report): void {
    for (const { pointer, target } of targets) {
      const [path = '', id] = target.split('#');
      const page = this.pageOfPath.get(path);
      if (page === undefined) {
        if (!this.suggestions.has(path)) this.suggestions.set(path, closest(path, this.pageOfPath.keys()));
        const suggestion = this.suggestions.get(path);
        report('route-not-found', pointer, { path, ...(suggestion ? { suggestion } : {}) });
        continue;
      }
      const anchors = this.anchorsOfPage.get(page);
      if (id && anchors && !anchors.has(id)) {
        const suggestion = nearest(id, anchors);
        report('anchor-not-found', pointer, { page, id, ...(suggestion ? { suggestion } : {}), known: [...anchors] });
      }
    }
  }
}
