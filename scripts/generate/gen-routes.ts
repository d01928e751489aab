/**
 * npm run gen:routes — writes schema/routes.generated.schema.json from pages/routes.json and the
 * pages' titles: the routes editors complete in a navigate field (scripts/lib/schemas/routesSchema.ts).
 * new-page (and the page editor's New page) run it; after editing pages/routes.json by hand, run it
 * yourself (npm run validate says so).
 */
import path from 'node:path';
import { SITE_DIR, rel } from '../lib/site/paths.ts';
import { routesSchemaFileFor, writeRoutesSchema } from '../lib/schemas/routesSchema.ts';

const pagesDir = path.join(SITE_DIR, 'pages');
const file = routesSchemaFileFor(pagesDir);
if (!file) throw new Error(`no routes schema belongs to ${rel(pagesDir)}`);
writeRoutesSchema(pagesDir, file, console.log);
