/**
 * npm run gen:types — keeps the page schema's list of block types in step with schema/blocks/ and
 * the route path definitions in step with scripts/lib/schemas/routePaths.ts and public/, then writes the
 * site's content types (blocks/content.generated.ts, which its components use) and the site's block
 * registry from the block folders. The engine has no generated types: it reads content through
 * shapes of its own (engine/content/shapes.ts).
 */
import { generateSiteCode } from './generateSiteCode';

await generateSiteCode({}, console.log);
