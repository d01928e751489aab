import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { generateTypes } from '../../scripts/generate/generateTypes.ts';
import type * as GenerateTypes from '../../scripts/generate/generateTypes.ts';
import { SCHEMA_DIR, TYPES_FILE } from '../../scripts/lib/site/paths.ts';
import { readSchemaFiles, type SchemaFile } from '../../scripts/lib/schemas/schemas.ts';
import { typesAreCurrent, typesInputs } from '../../scripts/lib/schemas/typesStamp.ts';
import { FindingsByFile } from '../../scripts/validate/findingsByFile.ts';
import { checkGeneratedFiles } from '../../scripts/validate/rules/generatedFilesRule.ts';

// The generator, watched: validate must tell the types current without running it.
vi.mock('../../scripts/generate/generateTypes.ts', async (importOriginal) => {
  const original = await importOriginal<typeof GenerateTypes>();
  return { ...original, generateTypes: vi.fn(original.generateTypes) };
});

/** The codes the check reports for these schema files and this types file. */
async function codesFor(schemaFiles = readSchemaFiles(), typesFile = TYPES_FILE): Promise<string[]> {
  const findings = new FindingsByFile();
  await checkGeneratedFiles(schemaFiles, SCHEMA_DIR, typesFile, findings);
  return [...findings.files()].flatMap(([, list]) => list.map((finding) => finding.code));
}

/** The schema files with the hero's schema changed by `change`. */
const withHero = (change: (schema: SchemaFile['schema']) => SchemaFile['schema']) =>
  readSchemaFiles().map((file) => (file.relPath === 'blocks/hero.schema.json' ? { ...file, schema: change(file.schema) } : file));

/** A copy of the types file with `edit` applied, in a folder of its own. */
function typesFileWith(edit: (text: string) => string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fresh-types-')), 'content.generated.ts');
  fs.writeFileSync(file, edit(fs.readFileSync(TYPES_FILE, 'utf8')));
  return file;
}

describe('the generated types check', () => {
  beforeEach(() => vi.mocked(generateTypes).mockClear());

  it('finds the committed types current from their stamp, without generating them', async () => {
    expect(await codesFor()).toEqual([]);
    expect(generateTypes).not.toHaveBeenCalled();
  });

  it('the stamp is what the generator writes: the types it generates now are the committed ones', async () => {
    const generated = await generateTypes(readSchemaFiles(), SCHEMA_DIR);
    expect(generated).toBe(fs.readFileSync(TYPES_FILE, 'utf8'));
    expect(typesAreCurrent(generated, typesInputs(readSchemaFiles()))).toBe(true);
  });

  it('reports the types stale when a schema changed what they say', async () => {
    const described = withHero((schema) => ({ ...schema, description: `${String(schema.description)} Changed.` }));
    expect(await codesFor(described)).toEqual(['stale-types']);
  });

  it('an example changed in a schema is no part of the types: they stay current', async () => {
    const examples = withHero((schema) => ({ ...schema, examples: [...((schema.examples as unknown[]) ?? []), { type: 'hero' }] }));
    expect(typesInputs(examples)).toBe(typesInputs(readSchemaFiles()));
    expect(await codesFor(examples)).toEqual([]);
  });

  it('reports a types file edited by hand, in its code or its banner, or without its stamp', async () => {
    const edits: Array<(text: string) => string> = [
      (text) => text.replace('export interface HeroBlock', 'export interface OldHeroBlock'),
      (text) => text.replace('do not edit', 'edit freely'),
      (text) => text.replace(/^\/\/ Made from inputs .*\n/m, ''),
      (text) => text.replace(/inputs [0-9a-f]{64}/, `inputs ${'0'.repeat(64)}`),
    ];
    for (const edit of edits) {
      const file = typesFileWith(edit);
      expect(fs.readFileSync(file, 'utf8')).not.toBe(fs.readFileSync(TYPES_FILE, 'utf8'));
      expect(await codesFor(undefined, file)).toEqual(['stale-types']);
    }
    expect(await codesFor(undefined, path.join(os.tmpdir(), 'no-such-folder', 'content.generated.ts'))).toEqual(['stale-types']);
    expect(generateTypes).not.toHaveBeenCalled();
  });
});
