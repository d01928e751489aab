import fs from 'node:fs';
import { characterCount } from '../text/characterCount.ts';
import { ASSETS_DIR, INDEX_FILE, NOT_FOUND_FILE } from '../output/distLayout.ts';
import { PUBLIC_DIR } from '../site/paths.ts';
import { privateNameReason } from '../output/publicFiles.ts';

/**
 * What a route path may be: its form, its length, and the addresses the site keeps for itself.
 * This is the one place for these rules: `npm run gen:types` writes them into the schema's RoutePath
 * (routePathSchemas.ts), validate explains the schema's refusals with them, and `npm run new-page`
 * and the page editor check a new path with them before writing anything.
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
const WHOLE_SEGMENT = new RegExp(`^${SEGMENT_FORM}$`);

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

/** 'index.html' → 'index': the address a static host serves that file at. */
const addressOf = (file: string) => file.replace(/\.html$/, '');

/**
 * Every name the site keeps for itself: the build's own folder and files in dist/, the servers'
 * own addresses, and each file and folder of public/ (the build copies them to the top of dist/,
 * so a route with the same first segment would be shadowed by them or write into them).
 */
export function reservedNames(publicDir = PUBLIC_DIR): ReservedName[] {
  const own: ReservedName[] = [
    {
      name: ASSETS_DIR,
      segment: ASSETS_DIR,
      where: 'first',
      why: 'is the build’s folder of hashed scripts and stylesheets, which browsers keep for a year without asking again',
    },
    {
      name: addressOf(NOT_FOUND_FILE),
      segment: addressOf(NOT_FOUND_FILE),
      where: 'first',
      why: `is where static hosts serve the not-found page, which the build writes as ${NOT_FOUND_FILE} and shows for every unknown path`,
    },
    {
      name: addressOf(INDEX_FILE),
      segment: addressOf(INDEX_FILE),
      where: 'any',
      why: `is the name under which static hosts serve a folder’s own ${INDEX_FILE} ("/index" is the home page, "/about/index" the about page)`,
    },
    {
      name: '_…',
      segment: '_[^/]*',
      where: 'any',
      why: 'starts with "_", which marks the servers’ own addresses (the dev server’s /__edit, /__editor/, /__inbox/ and /__blocks, and files such as /_headers that static hosts read)',
    },
  ];
  const takenAlready = (name: ReservedName) => own.some((rule) => new RegExp(reservedPattern(rule)).test(`/${name.segment}`));
  return [...own, ...publicNames(publicDir).filter((name) => !takenAlready(name))];
}

/** The files and folders at the top of public/ whose address a route could also have. */
function publicNames(publicDir: string): ReservedName[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(publicDir, { withFileTypes: true });
  } catch {
    return []; // no public/ folder: nothing of it is published
  }
  return (
    entries
      // What the build publishes (publicFiles.ts): no link, nothing private (validate reports those).
      .filter((entry) => (entry.isDirectory() || entry.isFile()) && !privateNameReason(entry.name))
      .map((entry) => ({ entry, name: entry.isDirectory() ? entry.name : addressOf(entry.name) }))
      .filter(({ name }) => WHOLE_SEGMENT.test(name))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(({ entry, name }) => ({
        name,
        segment: name,
        where: 'first' as const,
        why: entry.isDirectory()
          ? `is the folder public/${entry.name}/, which the build publishes at "/${name}/"`
          : `is the file public/${entry.name}, which the build publishes at "/${name}"`,
      }))
  );
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
export function routePathProblem(
  routePath: string,
  reserved: readonly ReservedName[] = reservedNames(),
): RoutePathRefusal | 'malformed' | null {
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
