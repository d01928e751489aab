import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blankBlock } from '../../devtools/editor/blankBlock.ts';
import { inlineSchema } from '../../devtools/editor/inlineSchema.ts';
import { listPageFiles } from '../../scripts/lib/site/contentStore.ts';
import { PAGES_DIR, ROOT, SCHEMA_DIR } from '../../scripts/lib/site/paths.ts';
import { blockTypesFromFiles, readSchemaFiles } from '../../scripts/lib/schemas/schemas.ts';
import { stringsOf } from '../../scripts/validate/documentStrings.ts';
import { isCopy } from '../../scripts/validate/rules/exampleCopyRule.ts';
import { createSchemaValidator } from '../../scripts/validate/schemaValidator.ts';

/**
 * What + Add block puts on a page (devtools/editor/blankBlock.ts): a block with nothing written,
 * for every block type of both sites, which validate reports as missing what it needs and nothing
 * else: no example's text, no id of another page's.
 */
const HANDBOOK = path.join(ROOT, 'examples/handbook');
const sites = [
  { name: 'the site', schemaDir: SCHEMA_DIR, pagesDir: PAGES_DIR },
  { name: 'the handbook', schemaDir: path.join(HANDBOOK, 'schema'), pagesDir: path.join(HANDBOOK, 'pages') },
];

/** What validate says of a block when nothing of it is written yet: a field, a list item or a kind still missing, an empty text. */
const STILL_TO_WRITE = new Set(['missing-field', 'too-short', 'too-few-items']);

describe.each(sites)('a new block on $name', ({ schemaDir, pagesDir }) => {
  const files = readSchemaFiles(schemaDir);
  const schemas = Object.fromEntries(files.map((file) => [file.relPath, file.schema]));
  const validator = createSchemaValidator(files);
  const pages = [...listPageFiles(pagesDir).values()].map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as { blocks: unknown[] });
  const pageIds = new Set(pages.flatMap((page) => stringsOf(page).flatMap(({ key, value }) => (key === 'id' ? [value] : []))));

  it.each(blockTypesFromFiles(files))('%s holds no text, and validate asks only for what it lacks', (type) => {
    const block = blankBlock(type, inlineSchema(schemas, `blocks/${type}.schema.json`), []);
    expect(block.type).toBe(type);
    // Nothing a visitor would read: what it holds is the schema's (a kind, an id), or an empty text to write.
    expect(stringsOf(block).filter(({ value }) => value !== '' && isCopy(value))).toEqual([]);
    const problems = validator.validatePage({
      $schema: '../schema/page.schema.json',
      meta: { title: 'New page', description: 'd'.repeat(60) },
      blocks: [block],
    });
    expect(problems.filter((problem) => !STILL_TO_WRITE.has(problem.code)).map((p) => `${p.pointer} ${p.code} ${p.message}`)).toEqual([]);
    // An id it must have is its own: none of any page's.
    for (const { key, value } of stringsOf(block)) if (key === 'id') expect(pageIds.has(value), value).toBe(false);
  });
});

describe('a new block', () => {
  const files = readSchemaFiles();
  const schemas = Object.fromEntries(files.map((file) => [file.relPath, file.schema]));
  const schemaOf = (type: string) => inlineSchema(schemas, `blocks/${type}.schema.json`);

  it('is a card grid of the first kind with one card to write, not the example (the home page’s “Core services”)', () => {
    expect(blankBlock('card-grid', schemaOf('card-grid'), [])).toEqual({ type: 'card-grid', kind: 'service', cards: [{}] });
  });

  it('has an empty text box for each paragraph it needs', () => {
    expect(blankBlock('text', schemaOf('text'), [])).toEqual({ type: 'text', paragraphs: [''] });
  });

  it('takes a value the schema gives as default, and an id it requires fresh, after the page’s blocks of its type', () => {
    const schema = {
      type: 'object',
      properties: {
        type: { const: 'gallery' },
        id: { type: 'string' },
        layout: { enum: ['grid', 'strip'], default: 'grid' },
        title: { type: 'string' },
        sections: {
          type: 'array',
          minItems: 2,
          items: { type: 'object', properties: { id: { type: 'string' }, heading: { type: 'string' } }, required: ['id', 'heading'] },
        },
      },
      required: ['type', 'id', 'layout', 'title', 'sections'],
    };
    const page = [
      { type: 'gallery', id: 'gallery-2' },
      { type: 'text', sections: [{ id: 'section-1' }] },
    ];
    expect(blankBlock('gallery', schema, page)).toEqual({
      type: 'gallery',
      id: 'gallery-3',
      layout: 'grid',
      sections: [{ id: 'section-2' }, { id: 'section-3' }],
    });
  });
});
