/**
 * npm run gen:types — keeps the page schema's list of block types in step with schema/blocks/,
 * then writes the TypeScript types every component uses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { generateTypes } from './lib/generateTypes';
import { expectedBlockRefs, readSchemaFiles } from './lib/schemas';
import { SCHEMA_DIR, TYPES_FILE, rel } from './lib/paths';

const files = readSchemaFiles();
const pageFile = path.join(SCHEMA_DIR, 'page.schema.json');
const page = JSON.parse(fs.readFileSync(pageFile, 'utf8'));
const refs = expectedBlockRefs(files);
if (JSON.stringify(page.$defs.block.oneOf) !== JSON.stringify(refs)) {
  page.$defs.block.oneOf = refs;
  fs.writeFileSync(pageFile, JSON.stringify(page, null, 2) + '\n');
  console.log(`updated ${rel(pageFile)}: ${refs.length} block types`);
}
const types = await generateTypes(readSchemaFiles());
const previous = fs.existsSync(TYPES_FILE) ? fs.readFileSync(TYPES_FILE, 'utf8') : '';
if (previous === types) console.log(`${rel(TYPES_FILE)} is up to date`);
else {
  fs.writeFileSync(TYPES_FILE, types);
  console.log(`wrote ${rel(TYPES_FILE)}`);
}
