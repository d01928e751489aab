import fs from 'node:fs';
import { ASSETS_DIR, INDEX_FILE, NOT_FOUND_FILE } from '../output/distLayout.ts';
import { PUBLIC_DIR } from '../site/paths.ts';
import { privateNameReason } from '../output/publicFiles.ts';
import { reservedPattern, routePathProblemAmong, SEGMENT_FORM, type ReservedName, type RoutePathRefusal } from './routePathRules.ts';

export {
  reservedPattern,
  ROUTE_PATH_MAX_LENGTH,
  ROUTE_SEGMENT_MAX_LENGTH,
  SEGMENT_FORM,
  type ReservedName,
  type ReservedRoutePath,
  type RoutePathRefusal,
  type RoutePathTooLong,
} from './routePathRules.ts';

/**
 * What a route path may be: its form, its length, and the addresses the site keeps for itself.
 * This module and routePathRules.ts (the rules that need nothing of the disk, which the page
 * editor's browser side uses too) are the one place for these rules: `npm run gen:types` writes
 * them into the schema's RoutePath (routePathSchemas.ts), validate explains the schema's refusals
 * with them, and `npm run new-page` and the page editor check a new path with them before writing
 * anything.
 */

const WHOLE_SEGMENT = new RegExp(`^${SEGMENT_FORM}$`);

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

/**
 * What is wrong with a route path, the site's reserved names (public/'s among them) as they are now
 * unless given: routePathRules.ts's routePathProblemAmong.
 */
export function routePathProblem(
  routePath: string,
  reserved: readonly ReservedName[] = reservedNames(),
): RoutePathRefusal | 'malformed' | null {
  return routePathProblemAmong(routePath, reserved);
}
