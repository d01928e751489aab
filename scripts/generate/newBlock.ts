import fs from 'node:fs';
import path from 'node:path';
import { BLOCKS_DIR, REGISTRY_FILE, ROOT, SCHEMA_DIR, TYPES_FILE } from '../lib/site/paths.ts';
import { generateSiteCode } from './generateSiteCode.ts';
import { blockExamplesSection, emptySection, withGuideSections } from './guideSections.ts';

export class NewBlockError extends Error {}

export interface NewBlockOptions {
  /** The block type, kebab-case: 'team-highlights'. */
  type: string;
  /** What the block is for, in a sentence: the schema's description, which editors and the docs show. */
  description: string;
  /** Needs script in the browser (hydrated as an island). */
  interactive?: boolean;
  /** Renders the page's h1 (a page has exactly one such block). */
  heading?: boolean;
  /** Where things go (tests point these at a copy). */
  dirs?: { schema?: string; blocks?: string; guide?: string; types?: string; registry?: string };
}

export interface NewBlockResult {
  schemaFile: string;
  definitionFile: string;
  componentFile: string;
  guideFile: string;
}

const TYPE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const pascal = (type: string) => type.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
const words = (type: string) =>
  type
    .split('-')
    .map((word, i) => (i === 0 ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join(' ');

function schemaFor(type: string, description: string, heading: boolean): Record<string, unknown> {
  const heading_ = '../defs.schema.json#/$defs/sectionHeading/properties';
  // A field with its own description wraps its reference in allOf, so editors show that description.
  const title = heading
    ? { description: 'The page’s main heading (its h1).', allOf: [{ $ref: '../defs.schema.json#/$defs/heading' }] }
    : { $ref: `${heading_}/title` };
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: `${pascal(type)}Block`,
    description,
    type: 'object',
    properties: {
      type: { description: 'Block type.', const: type },
      id: { $ref: '../defs.schema.json#/$defs/anchorId' },
      tone: { description: "Background: 'default' (white), 'alt' (light grey) or 'dark' (navy).", enum: ['default', 'alt', 'dark'] },
      eyebrow: { $ref: `${heading_}/eyebrow` },
      title,
      intro: { $ref: `${heading_}/intro` },
    },
    required: ['type', 'title'],
    additionalProperties: false,
    examples: [{ type, eyebrow: '{brand}', title: words(type), intro: description }],
  };
}

function definitionFor(type: string, { interactive, heading }: { interactive: boolean; heading: boolean }): string {
  const lines = [
    "import type { BlockDefinition } from '../siteTypes';",
    '',
    `/** The ${type} block: what the engine and validate need to know about it. */`,
    'export default {',
    `  type: '${type}',`,
    `  schema: 'schema/blocks/${type}.schema.json',`,
    `  load: () => import('./${pascal(type)}'),`,
    ...(interactive ? ['  // Needs script in the browser: hydrated as an island of its own.', '  interactive: true,'] : []),
    ...(heading ? ['  rendersPageHeading: true,'] : []),
    `} satisfies BlockDefinition<'${type}'>;`,
    '',
  ];
  return lines.join('\n');
}

function componentFor(type: string, description: string, heading: boolean): string {
  const name = pascal(type);
  const title = heading
    ? [
        '        {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}',
        '        <h1>{block.title}</h1>',
        '        {block.intro && <p>{block.intro}</p>}',
      ]
    : ["        <SectionHeading eyebrow={block.eyebrow} title={block.title} intro={block.intro} onDark={block.tone === 'dark'} />"];
  return [
    "import type { BlockProps } from '../siteTypes';",
    "import { Container, Section } from '../shared/layout';",
    heading ? "import { Eyebrow } from '../shared/SectionHeading';" : "import { SectionHeading } from '../shared/SectionHeading';",
    '',
    `/** ${description} */`,
    `export default function ${name}({ block }: BlockProps<'${type}'>) {`,
    '  return (',
    "    <Section id={block.id} $tone={block.tone ?? 'default'}>",
    '      <Container>',
    ...title,
    '      </Container>',
    '    </Section>',
    '  );',
    '}',
    '',
  ].join('\n');
}

/**
 * The block's section of the authoring guide: the anchor the block catalog links to, its description,
 * and the markers between which `npm run gen:docs` writes its schema's examples (filled at once
 * below), so the guide follows the schema as fields are added, with no hand edit.
 */
function guideSectionFor(type: string, description: string): string {
  return [`<a id="block-${type}"></a>`, `### ${type}`, '', description, '', emptySection(blockExamplesSection(type).name), '', ''].join(
    '\n',
  );
}

/** The guide's block sections end where the next top-level section starts. */
const AFTER_BLOCKS = '\n## Actions and analytics tracking';

/**
 * Scaffolds a working block type: its schema (section heading fields and an example), its folder
 * with definition and component, its section in the authoring guide, and the generated code
 * (the page schema's list of blocks, the content types, the block registry). What is left is to
 * add the block's own fields to the schema and render them in the component.
 */
export async function createBlock(options: NewBlockOptions): Promise<NewBlockResult> {
  const { type, description, interactive = false, heading = false } = options;
  const schemaDir = options.dirs?.schema ?? SCHEMA_DIR;
  const blocksDir = options.dirs?.blocks ?? BLOCKS_DIR;
  const guideFile = options.dirs?.guide ?? path.join(ROOT, 'docs/authoring.md');
  if (!TYPE_NAME.test(type))
    throw new NewBlockError(`"${type}" is not a block type name: use lower-case words joined by hyphens, such as "team-highlights"`);
  if (description.trim().length < 10)
    throw new NewBlockError('--description needs a sentence saying what the block is for: editors and the authoring guide show it');
  const schemaFile = path.join(schemaDir, 'blocks', `${type}.schema.json`);
  const folder = path.join(blocksDir, type);
  if (fs.existsSync(schemaFile)) throw new NewBlockError(`block type "${type}" already exists (${path.relative(ROOT, schemaFile)})`);
  if (fs.existsSync(folder)) throw new NewBlockError(`${path.relative(ROOT, folder)} already exists`);
  const guide = fs.readFileSync(guideFile, 'utf8');
  const cut = guide.indexOf(AFTER_BLOCKS);
  if (cut < 0)
    throw new NewBlockError(`${path.relative(ROOT, guideFile)} has no "${AFTER_BLOCKS.trim()}" section to put the block's section before`);

  const schema = schemaFor(type, description.trim(), heading);
  fs.writeFileSync(schemaFile, JSON.stringify(schema, null, 2) + '\n');
  fs.mkdirSync(folder, { recursive: true });
  const definitionFile = path.join(folder, 'definition.ts');
  const componentFile = path.join(folder, `${pascal(type)}.tsx`);
  fs.writeFileSync(definitionFile, definitionFor(type, { interactive, heading }));
  fs.writeFileSync(componentFile, componentFor(type, description.trim(), heading));
  const withSection = guide.slice(0, cut + 1) + guideSectionFor(type, description.trim()) + guide.slice(cut + 1);
  fs.writeFileSync(guideFile, withGuideSections(withSection, [blockExamplesSection(type, schemaDir)]));

  await generateSiteCode({
    schemaDir,
    blocksDir,
    typesFile: options.dirs?.types ?? TYPES_FILE,
    registryFile: options.dirs?.registry ?? REGISTRY_FILE,
  });
  return { schemaFile, definitionFile, componentFile, guideFile };
}
