import fs from 'node:fs';
import type { Report } from '../issue.ts';

/**
 * The routes schema (scripts/lib/schemas/routesSchema.ts) must list the manifest's paths, in its order, or
 * editors complete routes that are gone and miss new ones. Only the paths are held to it: the titles
 * beside them are refreshed whenever it is written, and an edited title must not make every author
 * run a command before validate passes.
 */
export function checkRoutesSchema(file: string, routePaths: readonly string[], report: Report): void {
  let listed: unknown[] = [];
  try {
    const snippets = (JSON.parse(fs.readFileSync(file, 'utf8')) as { defaultSnippets?: unknown }).defaultSnippets;
    if (Array.isArray(snippets)) listed = snippets.map((snippet) => (snippet as { body?: unknown } | null)?.body);
  } catch {
    // Missing or not JSON: it lists nothing, and the first route is missing from it.
  }
  if (JSON.stringify(listed) === JSON.stringify(routePaths)) return;
  const missing = routePaths.find((routePath) => !listed.includes(routePath));
  const extra = listed.find((routePath) => typeof routePath === 'string' && !routePaths.includes(routePath)) as string | undefined;
  report('stale-route-list', '/defaultSnippets', { ...(missing ? { missing } : extra ? { extra } : {}) });
}
