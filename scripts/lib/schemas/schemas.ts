import fs from 'node:fs';
import path from 'node:path';
import { SCHEMA_DIR } from '../site/paths.ts';

/** The schema file, beside the others in schema/, that every navigate target refers to (defs.schema.json). */
export const ROUTES_SCHEMA = 'routes.generated.schema.json';

/** Base URI under which schema files are registered with Ajv, so relative $refs between files resolve. */
export const SCHEMA_BASE = 'https://schema.site.local/';

export interface SchemaFile {
  /** Path relative to schema/, e.g. 'blocks/hero.schema.json'. */
  relPath: string;
  schema: Record<string, unknown>;
}

export function readSchemaFiles(schemaDir = SCHEMA_DIR): SchemaFile[] {
  const files: SchemaFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.schema.json')) {
        const relPath = path.relative(schemaDir, full).split(path.sep).join('/');
        files.push({ relPath, schema: JSON.parse(fs.readFileSync(full, 'utf8')) });
      }
    }
  };
  walk(schemaDir);
  return files;
}

/** Block type names, from the files in schema/blocks ('hero.schema.json' → 'hero'). */
export function blockTypesFromFiles(files: SchemaFile[]): string[] {
  return files
    .filter((f) => f.relPath.startsWith('blocks/'))
    .map((f) => f.relPath.slice('blocks/'.length, -'.schema.json'.length))
    .sort();
}

/** The oneOf list the page schema must hold: one $ref per block schema file. */
export function expectedBlockRefs(files: SchemaFile[]): { $ref: string }[] {
  return blockTypesFromFiles(files).map((type) => ({ $ref: `blocks/${type}.schema.json` }));
}

/**
 * The block types the page schema lists beside its oneOf, as an enum of `type`: editors complete a
 * block's type from it (inside quotes too) and name the valid ones for a misspelt type, which the
 * oneOf of whole block schemas alone does not give them.
 */
export function pageBlockTypeEnum(files: SchemaFile[]): unknown {
  const page = files.find((f) => f.relPath === 'page.schema.json');
  const defs = page?.schema.$defs as Record<string, { properties?: { type?: { enum?: unknown } } }> | undefined;
  return defs?.block?.properties?.type?.enum;
}

/** The page schema's block schemas, which apply once a block has a type (see pageBlockSchema.ts). */
export function pageBlockRefs(files: SchemaFile[]): unknown {
  const page = files.find((f) => f.relPath === 'page.schema.json');
  const defs = page?.schema.$defs as Record<string, { then?: { oneOf?: unknown } }> | undefined;
  return defs?.block?.then?.oneOf;
}
