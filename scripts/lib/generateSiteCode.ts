import fs from 'node:fs';
import path from 'node:path';
import { generateTypes } from './generateTypes.ts';
import { blockRegistrySource, definedBlockTypes } from './blockRegistry.ts';
import { blockTypesFromFiles, expectedBlockRefs, readSchemaFiles } from './schemas.ts';
import { BLOCKS_DIR, REGISTRY_FILE, SCHEMA_DIR, TYPES_FILE, rel } from './paths.ts';

export interface SiteCodeLocations {
  schemaDir?: string;
  blocksDir?: string;
  typesFile?: string;
  registryFile?: string;
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
 * What `npm run gen:types` derives: the page schema's list of block types (from schema/blocks/),
 * the TypeScript content types (from the schemas) and the site's block registry (from the block
 * folders).
 */
export async function generateSiteCode(
  { schemaDir = SCHEMA_DIR, blocksDir = BLOCKS_DIR, typesFile = TYPES_FILE, registryFile = REGISTRY_FILE }: SiteCodeLocations = {},
  log: (line: string) => void = () => {},
): Promise<void> {
  const pageFile = path.join(schemaDir, 'page.schema.json');
  const page = JSON.parse(fs.readFileSync(pageFile, 'utf8'));
  const files = readSchemaFiles(schemaDir);
  const refs = expectedBlockRefs(files);
  const types = blockTypesFromFiles(files);
  const typeProperty = { description: 'Which kind of block this is; its other fields are those of that block type.', enum: types };
  if (
    JSON.stringify(page.$defs.block.oneOf) !== JSON.stringify(refs) ||
    JSON.stringify(page.$defs.block.properties?.type) !== JSON.stringify(typeProperty)
  ) {
    const { title, description } = page.$defs.block;
    page.$defs.block = { title, description, type: 'object', properties: { type: typeProperty }, required: ['type'], oneOf: refs };
    fs.writeFileSync(pageFile, JSON.stringify(page, null, 2) + '\n');
    log(`updated ${rel(pageFile)}: ${refs.length} block types`);
  }
  writeIfChanged(typesFile, await generateTypes(readSchemaFiles(schemaDir), schemaDir), log);
  writeIfChanged(registryFile, blockRegistrySource(definedBlockTypes(blocksDir)), log);
}
