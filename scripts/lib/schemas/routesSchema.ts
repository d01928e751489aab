import fs from 'node:fs';
import path from 'node:path';
import { resolveText, tokenValuesIfWhole, type TokenValues } from '../../../engine/content/tokens.ts';
import { siteFacts } from '../site/siteFacts.ts';
import { ROUTES_SCHEMA } from './schemas.ts';
import { SCHEMA_DIR, SITE_DIR, rel } from '../site/paths.ts';

export { ROUTES_SCHEMA };

/**
 * Where the routes schema of a content folder is, or null: it lists the routes of pages/, the folder
 * whose files' "$schema" lead to schema/ and which editors open. Another content folder (a test's
 * copy, the scale benchmark's pages) has no routes schema of its own: writing one would put that
 * folder's routes in front of every author, and checking one would compare it with the site's.
 */
export function routesSchemaFileFor(pagesDir: string, schemaDir = SCHEMA_DIR): string | null {
  return path.resolve(pagesDir) === path.join(SITE_DIR, 'pages') && path.resolve(schemaDir) === SCHEMA_DIR
    ? path.join(SCHEMA_DIR, ROUTES_SCHEMA)
    : null;
}

interface Route {
  path: string;
  page: string;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined; // validate says what is wrong with it; the schema gets what can be read
  }
}

export function routesOf(pagesDir: string): Route[] {
  const routes = (readJson(path.join(pagesDir, 'routes.json')) as { routes?: unknown } | undefined)?.routes;
  return Array.isArray(routes) ? routes.filter((r): r is Route => typeof r?.path === 'string' && typeof r?.page === 'string') : [];
}

/** A page's title as a browser tab shows it ('About | Redbud Asset Group'), or undefined. */
function titleOf(pagesDir: string, page: string, tokens: TokenValues | undefined): string | undefined {
  const title = (readJson(path.join(pagesDir, `${page}.json`)) as { meta?: { title?: unknown } } | undefined)?.meta?.title;
  if (typeof title !== 'string') return undefined;
  return tokens ? resolveText(title, tokens) : title;
}

/**
 * The routes schema: every path of pages/routes.json, once, as an editor completion (VS Code's
 * `defaultSnippets`), described by its page's title, in the manifest's order.
 *
 * Snippets, not an enum or consts: a navigate target may also be `path#anchor`, and the list is a
 * suggestion, never a rule. Validate's route check already reports a path that is not a route
 * ([route-not-found], with its "did you mean"), so an enum would only add a second, vaguer message;
 * the page editor's forms would turn the field into a menu; and the content types, generated from
 * the schemas, would change with every new page. `defaultSnippets` changes none of them.
 */
export function routesSchema(pagesDir: string): Record<string, unknown> {
  // Each path once, where the manifest first lists it (validate reports a path listed twice).
  const listed = new Set<string>();
  const routes = routesOf(pagesDir).filter((route) => {
    if (listed.has(route.path)) return false;
    listed.add(route.path);
    return true;
  });
  const tokens = tokenValuesIfWhole(siteFacts.tokens, readJson(path.join(pagesDir, 'site.json')));
  const first = new Map<string, string>();
  for (const route of routes) if (!first.has(route.page)) first.set(route.page, route.path);
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $comment:
      'Generated from pages/routes.json and the pages’ titles by `npm run gen:routes` (and by new-page) — do not edit. npm run validate reports it when it no longer lists the routes.',
    title: 'SiteRoute',
    description: 'A route of this site: every path of pages/routes.json, offered by editors with its page’s title.',
    examples: routes.slice(0, 1).map((route) => route.path),
    defaultSnippets: routes.map((route) => {
      const title = titleOf(pagesDir, route.page, tokens) ?? `page ${route.page}`;
      const canonical = first.get(route.page);
      const where = canonical === route.path ? `page ${route.page}` : `page ${route.page}, also at ${canonical}`;
      // Labelled as editors label a string value ("/about"), so the navigate field's own examples
      // ("/contact") merge with the route of the same path instead of showing twice.
      return { label: JSON.stringify(route.path), description: `${title} (${where})`, body: route.path };
    }),
  };
}

export const routesSchemaText = (pagesDir: string) => JSON.stringify(routesSchema(pagesDir), null, 2) + '\n';

/**
 * Writes the routes schema of a content folder to `file` (by default the site's own, and nothing for
 * another folder: routesSchemaFileFor); says what it did.
 */
export function writeRoutesSchema(pagesDir: string, file = routesSchemaFileFor(pagesDir), log: (line: string) => void = () => {}): void {
  if (!file) return;
  const text = routesSchemaText(pagesDir);
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) log(`${rel(file)} is up to date`);
  else {
    fs.writeFileSync(file, text);
    log(`wrote ${rel(file)}: ${routesOf(pagesDir).length} routes`);
  }
}
