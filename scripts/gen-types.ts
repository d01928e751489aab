/**
 * npm run gen:types — keeps the page schema's list of block types in step with schema/blocks/ and
 * the route path definitions in step with scripts/lib/routePaths.ts and public/, then writes the TypeScript types every component uses, and the site's block registry from the
 * block folders.
 */
import { generateSiteCode } from './lib/generateSiteCode';

await generateSiteCode({}, console.log);
