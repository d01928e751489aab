import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { humanize, inlineSchema, type Schema } from '../../devtools/editor/inlineSchema.ts';
import { blockTypesFromFiles, readSchemaFiles } from '../../scripts/lib/schemas/schemas.ts';

/** The editor's forms are generated from the schemas with every reference inlined: nothing lost on the way. */
const schemaFiles = readSchemaFiles();
const files = Object.fromEntries(schemaFiles.map((f) => [f.relPath, f.schema]));
const types = blockTypesFromFiles(schemaFiles);

function walk(node: unknown, visit: (schema: Schema, path: string) => void, path = '#'): void {
  if (Array.isArray(node)) node.forEach((item, i) => walk(item, visit, `${path}/${i}`));
  else if (node && typeof node === 'object') {
    visit(node as Schema, path);
    for (const [key, value] of Object.entries(node)) walk(value, visit, `${path}/${key}`);
  }
}

function compile(schema: Schema) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv.compile(schema);
}

describe('block forms from the schemas', () => {
  it.each(types)('%s: no reference left, every field titled and described', (type) => {
    const schema = inlineSchema(files, `blocks/${type}.schema.json`);
    walk(schema, (node, path) => {
      expect(node.$ref, path).toBeUndefined();
      for (const [name, property] of Object.entries((node.properties ?? {}) as Record<string, Schema>)) {
        expect(property.title, `${path}/${name}`).toEqual(expect.any(String));
        expect(property.description, `${path}/${name}`).toEqual(expect.any(String));
      }
    });
  });

  it.each(types)('%s: the inlined schema accepts the examples and rejects what the original rejects', (type) => {
    const original = files[`blocks/${type}.schema.json`]!;
    const validate = compile(inlineSchema(files, `blocks/${type}.schema.json`));
    for (const example of original.examples as unknown[]) expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
    const broken = { ...(original.examples as Schema[])[0], unknownField: 1 };
    expect(validate(broken)).toBe(false);
  });

  it('gives a field its own description over the shared definition’s, and its name as title', () => {
    const banner = inlineSchema(files, 'blocks/banner.schema.json').properties as Record<string, Schema>;
    expect(banner.title).toMatchObject({ title: 'Title', description: "The banner's heading.", type: 'string', minLength: 1 });
    expect(banner.primary!.title).toBe('Primary');
    const action = (banner.primary!.properties as Record<string, Schema>).action!;
    expect((action.oneOf as Schema[]).map((branch) => branch.title)).toEqual([
      'Navigate action',
      'Scroll action',
      'Href action',
      'No action',
    ]);
  });

  it('builds the page meta form from the page schema', () => {
    const meta = inlineSchema(files, 'page.schema.json', '/$defs/meta');
    expect(Object.keys(meta.properties as Schema)).toEqual(['title', 'description', 'keywords', 'image', 'canonical', 'noindex']);
    expect(compile(meta)({ title: 'About | {brand}', description: 'x'.repeat(60), canonical: '/about' })).toBe(true);
  });

  it('says which reference is broken, and refuses a cycle', () => {
    expect(() => inlineSchema({ 'a.schema.json': { properties: { x: { $ref: 'b.schema.json' } } } }, 'a.schema.json')).toThrow(
      /no file b\.schema\.json/,
    );
    const cyclic = { 'a.schema.json': { $defs: { n: { properties: { next: { $ref: '#/$defs/n' } } } }, $ref: '#/$defs/n' } };
    expect(() => inlineSchema(cyclic, 'a.schema.json')).toThrow(/cycle/);
    expect(humanize('proofPoint')).toBe('Proof point');
  });
});
