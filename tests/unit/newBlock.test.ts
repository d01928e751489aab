import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBlock, NewBlockError } from '../../scripts/generate/newBlock.ts';
import { NewBlockUsageError, parseNewBlockArgs } from '../../scripts/generate/newBlockArgs.ts';
import { formatJson } from '../../scripts/generate/guideSections.ts';
import { readSchemaFiles } from '../../scripts/lib/schemas/schemas.ts';
import { createSchemaValidator } from '../../scripts/validate/schemaValidator.ts';
import { BLOCKS_DIR, ROOT, SCHEMA_DIR } from '../../scripts/lib/site/paths.ts';

/** A copy of what new-block writes to: the schemas, the block folders' definitions and the guide. */
function workspace() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-block-'));
  const schema = path.join(root, 'schema');
  const blocks = path.join(root, 'blocks');
  fs.cpSync(SCHEMA_DIR, schema, { recursive: true });
  for (const entry of fs.readdirSync(BLOCKS_DIR, { withFileTypes: true })) {
    const definition = path.join(BLOCKS_DIR, entry.name, 'definition.ts');
    if (entry.isDirectory() && fs.existsSync(definition)) {
      fs.mkdirSync(path.join(blocks, entry.name), { recursive: true });
      fs.copyFileSync(definition, path.join(blocks, entry.name, 'definition.ts'));
    }
  }
  const guide = path.join(root, 'authoring.md');
  fs.copyFileSync(path.join(ROOT, 'docs/authoring.md'), guide);
  const dirs = {
    schema,
    blocks,
    guide,
    types: path.join(root, 'types.generated.ts'),
    registry: path.join(blocks, 'registry.generated.ts'),
  };
  return { root, dirs };
}

const DESCRIPTION = "Highlights of the team: who they are and what each brings to an owner's portfolio.";

describe('npm run new-block', () => {
  it('scaffolds every piece of a block type, and each piece is valid', async () => {
    const { dirs } = workspace();
    const result = await createBlock({ type: 'team-highlights', description: DESCRIPTION, dirs });

    // The schema: the type, the description, an example that its own page schema accepts.
    const schema = JSON.parse(fs.readFileSync(result.schemaFile, 'utf8'));
    expect(schema.properties.type.const).toBe('team-highlights');
    expect(schema.description).toBe(DESCRIPTION);
    const validator = createSchemaValidator(readSchemaFiles(dirs.schema));
    const page = {
      $schema: '../schema/page.schema.json',
      meta: { title: 'Team | {brand}', description: 'A page that shows the new block from its own example, as the scaffold wrote it.' },
      blocks: schema.examples,
    };
    expect(validator.validatePage(page)).toEqual([]);
    expect(validator.blockTypes).toContain('team-highlights');

    // The folder: definition and component, named after the type.
    expect(fs.readFileSync(result.definitionFile, 'utf8')).toContain("satisfies BlockDefinition<'team-highlights'>");
    expect(fs.readFileSync(result.definitionFile, 'utf8')).toContain("load: () => import('./TeamHighlights')");
    expect(fs.readFileSync(result.componentFile, 'utf8')).toContain(
      "export default function TeamHighlights({ block }: BlockProps<'team-highlights'>)",
    );

    // The generated code: the page schema's list, the content types, the registry.
    const pageSchema = JSON.parse(fs.readFileSync(path.join(dirs.schema, 'page.schema.json'), 'utf8'));
    expect(pageSchema.$defs.block.then.oneOf).toContainEqual({ $ref: 'blocks/team-highlights.schema.json' });
    expect(pageSchema.$defs.block.defaultSnippets).toContainEqual({
      label: 'Team highlights',
      description: DESCRIPTION,
      body: schema.examples[0],
    });
    expect(fs.readFileSync(dirs.types, 'utf8')).toMatch(/type: "team-highlights"|type: 'team-highlights'/);
    const registry = fs.readFileSync(dirs.registry, 'utf8');
    expect(registry).toContain("import teamHighlights from './team-highlights/definition';");
    expect(registry).toContain("'team-highlights': teamHighlights,");

    // The guide: the anchor the block catalog links to, before the next top-level section, with the example.
    const guide = fs.readFileSync(dirs.guide, 'utf8');
    const anchor = guide.indexOf('<a id="block-team-highlights"></a>');
    expect(anchor).toBeGreaterThan(guide.indexOf('## Blocks'));
    expect(anchor).toBeLessThan(guide.indexOf('## Actions and analytics tracking'));
    expect(guide).toContain(['```json', formatJson(schema.examples[0]), '```'].join('\n'));
  });

  it('marks an interactive block and a page-heading block in their definitions', async () => {
    const { dirs } = workspace();
    const form = await createBlock({ type: 'quote-request', description: 'A short form asking for a quote.', interactive: true, dirs });
    expect(fs.readFileSync(form.definitionFile, 'utf8')).toContain('interactive: true');
    const heading = await createBlock({ type: 'page-title', description: 'A plain page title without a hero.', heading: true, dirs });
    expect(fs.readFileSync(heading.definitionFile, 'utf8')).toContain('rendersPageHeading: true');
    expect(fs.readFileSync(heading.componentFile, 'utf8')).toContain('<h1>{block.title}</h1>');
  });

  it('refuses a type that exists, a name that is not kebab-case, and a missing description, writing nothing', async () => {
    const { dirs } = workspace();
    const before = fs.readFileSync(dirs.guide, 'utf8');
    await expect(createBlock({ type: 'hero', description: DESCRIPTION, dirs })).rejects.toThrow(/already exists/);
    await expect(createBlock({ type: 'TeamHighlights', description: DESCRIPTION, dirs })).rejects.toThrow(NewBlockError);
    await expect(createBlock({ type: 'team', description: 'short', dirs })).rejects.toThrow(/description/);
    expect(fs.readFileSync(dirs.guide, 'utf8')).toBe(before);
    expect(fs.existsSync(path.join(dirs.blocks, 'team'))).toBe(false);
  });
});

describe('the arguments of npm run new-block', () => {
  it('takes a type, a description and the two flags, and refuses anything else with the usage', () => {
    expect(parseNewBlockArgs(['team-highlights', '--description', 'Highlights of the team.', '--interactive'])).toEqual({
      type: 'team-highlights',
      description: 'Highlights of the team.',
      interactive: true,
      heading: undefined,
    });
    for (const args of [[], ['team-highlights'], ['a', 'b', '--description', 'Two types.'], ['x', '--description', 'd', '--colour']])
      expect(() => parseNewBlockArgs(args), args.join(' ')).toThrow(NewBlockUsageError);
  });
});
