import fs from 'node:fs';
import path from 'node:path';
import { applyEdits, modify } from 'jsonc-parser';
import { generateTypes } from './generateTypes.ts';
import { ROUTE_PATH_DEFINITION, routePathDefinition } from '../lib/schemas/routePathSchemas.ts';
import { blockRegistrySource, definedBlockTypes } from '../lib/schemas/blockRegistry.ts';
import { pageBlockDefinition } from './pageBlockSchema.ts';
import { blockTypesFromFiles, readSchemaFiles } from '../lib/schemas/schemas.ts';
import { BLOCKS_DIR, REGISTRY_FILE, SCHEMA_DIR, TYPES_FILE, rel } from '../lib/site/paths.ts';

export interface SiteCodeLocations {
  schemaDir?: string;
  blocksDir?: string;
  typesFile?: string;
  registryFile?: string;
}

/**
 * defs.schema.json with its route path definition as routePaths.ts has it, and the rest of the file
 * (laid out by hand) as it was.
 */
export function withRoutePathDefinition(text: string, definition = routePathDefinition()): string {
  const edits = modify(text, ['$defs', ROUTE_PATH_DEFINITION], definition, { formattingOptions: { insertSpaces: true, tabSize: 2 } });
  return applyEdits(text, edits);
}

function writeIfChanged(file: string, text: string, log: (line: string) => void): void {
  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (previous === text) log(`${rel(file)} is up to date`);
  else {
    fs.writeFileSync(file, text);
    log(`wrote ${rel(file)}`);
  }
}

/**
 * What `npm run gen:types` derives: the page schema's list of block types and their snippets (from schema/blocks/),
 * the route path definitions (from scripts/lib/schemas/routePaths.ts and public/), the site's TypeScript
 * content types (from the schemas, into blocks/content.generated.ts) and its block registry (from
 * the block folders).
 */
export async function generateSiteCode(
  { schemaDir = SCHEMA_DIR, blocksDir = BLOCKS_DIR, typesFile = TYPES_FILE, registryFile = REGISTRY_FILE }: SiteCodeLocations = {},
  log: (line: string) => void = () => {},
): Promise<void> {
  const pageFile = path.join(schemaDir, 'page.schema.json');
  const page = JSON.parse(fs.readFileSync(pageFile, 'utf8'));
  const files = readSchemaFiles(schemaDir);
  const block = pageBlockDefinition(files, page.$defs.block);
  if (JSON.stringify(page.$defs.block) !== JSON.stringify(block)) {
    page.$defs.block = block;
    fs.writeFileSync(pageFile, JSON.stringify(page, null, 2) + '\n');
    log(`updated ${rel(pageFile)}: ${blockTypesFromFiles(files).length} block types and their snippets`);
  }
  const defsFile = path.join(schemaDir, 'defs.schema.json');
  const defs = fs.readFileSync(defsFile, 'utf8');
  const withRoutes = withRoutePathDefinition(defs);
  if (JSON.stringify(JSON.parse(withRoutes)) !== JSON.stringify(JSON.parse(defs))) {
    fs.writeFileSync(defsFile, withRoutes);
    log(`updated ${rel(defsFile)}: the route path rules of scripts/lib/schemas/routePaths.ts`);
  }
  writeIfChanged(typesFile, await generateTypes(readSchemaFiles(schemaDir), schemaDir), log);
  writeIfChanged(registryFile, blockRegistrySource(definedBlockTypes(blocksDir), blocksDir), log);
}
