import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { REGISTRY_FILE, ROOT } from '../../scripts/lib/site/paths.ts';
import { blockRegistrySource, definedBlockTypes } from '../../scripts/lib/schemas/blockRegistry.ts';
import { readSchemaFiles } from '../../scripts/lib/schemas/schemas.ts';
import { createSchemaValidator } from '../../scripts/validate/schemaValidator.ts';
import { blocks } from '../../blocks/registry.generated.ts';
import { icons } from '../../blocks/shared/Icon.tsx';
import defs from '../../schema/defs.schema.json';

const files = readSchemaFiles();
type Schema = Record<string, unknown>;

/** Every `properties` entry in a schema, with where it is. */
function properties(node: unknown, at = ''): { at: string; schema: Schema }[] {
  if (!node || typeof node !== 'object') return [];
  const found: { at: string; schema: Schema }[] = [];
  const record = node as Schema;
  if (record.properties && typeof record.properties === 'object') {
    for (const [name, schema] of Object.entries(record.properties))
      found.push({ at: `${at}/properties/${name}`, schema: schema as Schema });
  }
  for (const [key, child] of Object.entries(record)) found.push(...properties(child, `${at}/${key}`));
  return found;
}

describe('the schemas', () => {
  it('describe every property, so editors can show help on hover', () => {
    const undocumented = files.flatMap((file) =>
      properties(file.schema)
        .filter(({ schema }) => typeof schema.description !== 'string' && typeof schema.$ref !== 'string')
        .map(({ at }) => `${file.relPath}#${at}`),
    );
    expect(undocumented).toEqual([]);
  });

  it('give a referenced field its own description beside the reference, in allOf, never as a sibling of $ref', () => {
    // Editors (VS Code's JSON service) replace a $ref's siblings with the target's own description.
    const siblings: string[] = [];
    const walk = (node: unknown, at: string, file: string) => {
      if (!node || typeof node !== 'object') return;
      const record = node as Schema;
      if (typeof record.$ref === 'string' && Object.keys(record).length > 1) siblings.push(`${file}#${at}`);
      for (const [key, child] of Object.entries(record)) walk(child, `${at}/${key}`, file);
    };
    for (const file of files) walk(file.schema, '', file.relPath);
    expect(siblings).toEqual([]);
  });

  it('limit the length of every string a content file may hold, so no field can carry megabytes', () => {
    // Walks schemas, not data: the children of "properties" and "$defs" are schemas by name (a form
    // field's "maxLength" property is a field, not the keyword), examples and enums are values. A
    // "not" describes what is refused (RoutePath's reserved paths), not what a file may hold.
    const unbounded: string[] = [];
    const walk = (node: unknown, at: string, file: string) => {
      if (!node || typeof node !== 'object' || Array.isArray(node)) return;
      const schema = node as Schema;
      const isString =
        schema.type === 'string' || (schema.type === undefined && ['pattern', 'format', 'minLength'].some((k) => k in schema));
      if (isString && schema.enum === undefined && schema.const === undefined && typeof schema.maxLength !== 'number')
        unbounded.push(`${file}#${at}`);
      for (const key of ['properties', '$defs', 'patternProperties'])
        for (const [name, child] of Object.entries((schema[key] as Schema | undefined) ?? {})) walk(child, `${at}/${key}/${name}`, file);
      for (const key of ['items', 'additionalProperties', 'propertyNames', 'contains']) walk(schema[key], `${at}/${key}`, file);
      for (const key of ['allOf', 'anyOf', 'oneOf', 'prefixItems'])
        ((schema[key] as unknown[] | undefined) ?? []).forEach((child, index) => walk(child, `${at}/${key}/${index}`, file));
    };
    for (const file of files) walk(file.schema, '', file.relPath);
    expect(unbounded).toEqual([]);
  });

  it('each carry a title, a description and examples', () => {
    for (const file of files) {
      expect(file.schema.title, file.relPath).toEqual(expect.any(String));
      expect(file.schema.description, file.relPath).toEqual(expect.any(String));
      expect(Array.isArray(file.schema.examples) && file.schema.examples.length > 0, file.relPath).toBe(true);
    }
  });

  it('accept their own block examples', () => {
    const validator = createSchemaValidator(files);
    for (const file of files.filter((f) => f.relPath.startsWith('blocks/'))) {
      for (const example of file.schema.examples as unknown[]) {
        const page = {
          $schema: '../schema/page.schema.json',
          meta: { title: 'Example page', description: 'An example page used to check that block examples validate.' },
          blocks: [example],
        };
        expect(validator.validatePage(page), `${file.relPath} example`).toEqual([]);
      }
    }
  });

  it('accept the page, routes and site examples', () => {
    const validator = createSchemaValidator(files);
    const example = (name: string) => (files.find((f) => f.relPath === name)!.schema.examples as unknown[])[0];
    expect(validator.validatePage(example('page.schema.json'))).toEqual([]);
    expect(validator.validateRoutes(example('routes.schema.json'))).toEqual([]);
    expect(validator.validateSite(example('site.schema.json'))).toEqual([]);
  });

  it('have a block definition for every block type and a block type for every definition', () => {
    const types = files
      .filter((f) => f.relPath.startsWith('blocks/'))
      .map((f) => f.relPath.slice(7, -12))
      .sort();
    expect(Object.keys(blocks).sort()).toEqual(types);
    for (const [type, definition] of Object.entries(blocks)) {
      expect(definition.type, type).toBe(type);
      expect(definition.schema, type).toBe(`schema/blocks/${type}.schema.json`);
      expect(fs.existsSync(path.join(ROOT, definition.schema)), definition.schema).toBe(true);
    }
  });

  it('are listed in the generated block registry, which is up to date', () => {
    expect(fs.readFileSync(REGISTRY_FILE, 'utf8'), 'blocks/registry.generated.ts is stale: run npm run gen:types').toBe(
      blockRegistrySource(),
    );
    expect(definedBlockTypes()).toEqual(Object.keys(blocks).sort());
  });

  it('name exactly the icons the icon map provides', () => {
    expect(Object.keys(icons).sort()).toEqual([...(defs.$defs.icon.enum as string[])].sort());
  });
});
