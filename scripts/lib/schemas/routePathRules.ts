import { characterCount } from '../text/characterCount.ts';

/**
 * What a route path may be: its form, its length, and how the addresses the site keeps for itself
 * are matched. Plain rules with nothing of the disk, so the page editor checks a new page's address
 * in the browser with them, as validate and `npm run new-page` do; which names are kept (they
 * include public/'s files) is routePaths.ts's to read.
 */

/**
 * The longest route path, in characters: long enough for any address a person would type or share
 * (the longest route today has 33), short enough that its folders in dist/ stay far from any file
 * system's limit.
 */
export const ROUTE_PATH_MAX_LENGTH = 200;

/**
 * The longest segment: each is a folder name in dist/ and, for a page made by new-page, a file name
 * in pages/ ('<segment>.json'); file systems allow 255 bytes, the longest segment today has 23.
 */
export const ROUTE_SEGMENT_MAX_LENGTH = 80;

/** One segment: lower-case words of letters and digits joined by '-'. */
export const SEGMENT_FORM = '[a-z0-9]+(-[a-z0-9]+)*';

/** The form of a route path, its length and reserved names aside: '/', '/about', '/services/property-management'. */
const PATH_FORM = new RegExp(`^/(${SEGMENT_FORM}(/${SEGMENT_FORM})*)?$`);

/** A name, or a kind of name, that a route's segment may not have. */
export interface ReservedName {
  /** The name as people read it: 'assets', or '_…' for every name starting with '_'. */
  name: string;
  /** Regular expression for the whole segment ('assets'; '_[^/]*' for every name starting with '_'). */
  segment: string;
  /** Whether only the path's first segment is kept ('first': dist/ has the name at its top) or every one. */
  where: 'first' | 'any';
  /** What the site has there, written to follow the segment in a message: '"assets" is …'. */
  why: string;
}

/** The pattern of whole paths a reserved name takes away: the schema writes it, and this module tests with it. */
export function reservedPattern({ segment, where }: ReservedName): string {
  return where === 'first' ? `^/(?:${segment})(?:/|$)` : `^/(?:[^/]*/)*(?:${segment})(?:/|$)`;
}

/** A path that is, or has a segment that is, longer than allowed (`segment` names the segment). */
export interface RoutePathTooLong {
  length: number;
  limit: number;
  segment?: string;
}

/** A path that takes a reserved name: the segment, and what the site serves there. */
export interface ReservedRoutePath {
  path: string;
  segment: string;
  why: string;
}

/**
 * A route path refused for a reason validate has an issue code for (its catalogue's
 * routePathIssues.ts words them from these parameters).
 */
export type RoutePathRefusal =
  { code: 'route-path-too-long'; params: RoutePathTooLong } | { code: 'reserved-route-path'; params: ReservedRoutePath };

/** A segment as a message shows it: the start of a long one is enough to find it. */
const shown = (segment: string) => (segment.length > 32 ? `${segment.slice(0, 32)}…` : segment);

/**
 * What is wrong with a route path: a refusal (too long, reserved), 'malformed' when it is not in
 * the form of a path (upper case, spaces, a trailing '/'…), or null. Length comes first (a long path
 * is not worth reading further), then reserved names, which say more than the form: "/__inbox" is
 * the inbox, not merely a path with '_' in it.
 */
export function routePathProblemAmong(routePath: string, reserved: readonly ReservedName[]): RoutePathRefusal | 'malformed' | null {
  const length = characterCount(routePath);
  if (length > ROUTE_PATH_MAX_LENGTH) return { code: 'route-path-too-long', params: { length, limit: ROUTE_PATH_MAX_LENGTH } };
  const segments = routePath.split('/').slice(1);
  for (const segment of segments) {
    const segmentLength = characterCount(segment);
    if (segmentLength > ROUTE_SEGMENT_MAX_LENGTH) {
      return { code: 'route-path-too-long', params: { length: segmentLength, limit: ROUTE_SEGMENT_MAX_LENGTH, segment: shown(segment) } };
    }
  }
  for (const name of reserved) {
    if (!new RegExp(reservedPattern(name)).test(routePath)) continue;
    const whole = new RegExp(`^(?:${name.segment})$`);
    const segment = name.where === 'first' ? segments[0]! : segments.find((s) => whole.test(s))!;
    return { code: 'reserved-route-path', params: { path: routePath, segment, why: name.why } };
  }
  return PATH_FORM.test(routePath) ? null : 'malformed';
}

/**
 * Which part of a route path's form a path breaks, for a message that names it (PATH_FORM says only
 * that it is broken): each is one way of not being lower-case words of letters and digits joined by
 * '-', between single '/', after a first '/'. 'other' if none of these says it, which the tests hold
 * to never happen.
 */
export type FormProblem =
  | { rule: 'leading-slash' }
  | { rule: 'trailing-slash' }
  | { rule: 'double-slash' }
  | { rule: 'upper-case'; characters: string[] }
  | { rule: 'characters'; characters: string[] }
  | { rule: 'hyphens' }
  | { rule: 'other' };

/** Each character of `text` that `allowed` does not match, once, in the order they come. */
const charactersOutside = (text: string, allowed: RegExp) => [...new Set([...text].filter((character) => !allowed.test(character)))];

/** What breaks the form of `routePath` (null: it has the form; its length and reserved names are routePathProblemAmong's). */
export function formProblem(routePath: string): FormProblem | null {
  if (PATH_FORM.test(routePath)) return null;
  if (!routePath.startsWith('/')) return { rule: 'leading-slash' };
  const upper = charactersOutside(routePath, /[^A-Z]/);
  if (upper.length) return { rule: 'upper-case', characters: upper };
  const others = charactersOutside(routePath, /[a-z0-9/-]/);
  if (others.length) return { rule: 'characters', characters: others };
  if (routePath.includes('//')) return { rule: 'double-slash' };
  if (routePath.endsWith('/')) return { rule: 'trailing-slash' };
  if (/(^|\/)-|-($|\/)|--/.test(routePath)) return { rule: 'hyphens' };
  return { rule: 'other' };
}
