/**
 * npm run gen:types — keeps the page schema's list of block types in step with schema/blocks/,
 * then writes the TypeScript types every component uses, and the site's block registry from the
 * block folders.
 */
import fs from 'node:fs';
import path from 'node:path';
import { generateTypes } from './lib/generateTypes';
import { expectedBlockRefs, readSchemaFiles } from './lib/schemas';
import { REGISTRY_FILE, SCHEMA_DIR, TYPES_FILE, rel } from './lib/paths';
import { blockRegistrySource } from './lib/blockRegistry';

const files = readSchemaFiles();
const pageFile = path.join(SCHEMA_DIR, 'page.schema.json');
const page = JSON.parse(fs.readFileSync(pageFile, 'utf8'));
const refs = expectedBlockRefs(files);
if (JSON.stringify(page.$defs.block.oneOf) !== JSON.stringify(refs)) {
  page.$defs.block.oneOf = refs;
  fs.writeFileSync(pageFile, JSON.stringify(page, null, 2) + '\n');
  console.log(`updated ${rel(pageFile)}: ${refs.length} block types`);
}
function writeIfChanged(file: string, text: string): void {
  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (previous === text) console.log(`${rel(file)} is up to date`);
  else {
    fs.writeFileSync(file, text);
    console.log(`wrote ${rel(file)}`);
  }
}

writeIfChanged(TYPES_FILE, await generateTypes(readSchemaFiles()));
writeIfChanged(REGISTRY_FILE, blockRegistrySource());
