import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { generateTypes } from '../../scripts/lib/generateTypes.ts';
import type * as GenerateTypes from '../../scripts/lib/generateTypes.ts';
import { SCHEMA_DIR, TYPES_FILE } from '../../scripts/lib/paths.ts';
import { readSchemaFiles } from '../../scripts/lib/schemas.ts';
import { FindingsByFile } from '../../scripts/validate/findingsByFile.ts';
import { checkGeneratedFiles } from '../../scripts/validate/rules/generatedFilesRule.ts';

// The generator, watched: how often validate regenerates the types to compare them.
vi.mock('../../scripts/lib/generateTypes.ts', async (importOriginal) => {
  const original = await importOriginal<typeof GenerateTypes>();
  return { ...original, generateTypes: vi.fn(original.generateTypes) };
});

const temporary = () => fs.mkdtempSync(path.join(os.tmpdir(), 'fresh-types-'));

/** The codes the check reports for these schema files and this types file, with this cache. */
async function codesFor(schemaFiles = readSchemaFiles(), typesFile = TYPES_FILE, cache: string): Promise<string[]> {
  const findings = new FindingsByFile();
  await checkGeneratedFiles(schemaFiles, SCHEMA_DIR, typesFile, findings, cache);
  return [...findings.files()].flatMap(([, list]) => list.map((finding) => finding.code));
}

describe('the generated types check', () => {
  let cache = '';
  beforeEach(() => {
    cache = path.join(temporary(), 'fresh-types');
    vi.mocked(generateTypes).mockClear();
  });

  it('generates the types to compare once, then not again while nothing they are made from changed', async () => {
    expect(await codesFor(undefined, undefined, cache)).toEqual([]);
    expect(await codesFor(undefined, undefined, cache)).toEqual([]);
    expect(generateTypes).toHaveBeenCalledTimes(1);
  });

  it('generates them again when a schema changed, and reports them stale', async () => {
    expect(await codesFor(undefined, undefined, cache)).toEqual([]);
    const changed = readSchemaFiles().map((file) =>
      file.relPath === 'blocks/hero.schema.json'
        ? { ...file, schema: { ...file.schema, description: `${String(file.schema.description)} Changed.` } }
        : file,
    );
    expect(await codesFor(changed, undefined, cache)).toEqual(['stale-types']);
    expect(generateTypes).toHaveBeenCalledTimes(2);
  });

  it('reports a stale types file every time, never remembering it', async () => {
    const stale = path.join(temporary(), 'content.generated.ts');
    fs.writeFileSync(stale, fs.readFileSync(TYPES_FILE, 'utf8').replace('export interface HeroBlock', 'export interface OldHeroBlock'));
    expect(await codesFor(undefined, stale, cache)).toEqual(['stale-types']);
    expect(await codesFor(undefined, stale, cache)).toEqual(['stale-types']);
    expect(generateTypes).toHaveBeenCalledTimes(2);
    // Put right, it is found fresh (and then remembered).
    fs.copyFileSync(TYPES_FILE, stale);
    expect(await codesFor(undefined, stale, cache)).toEqual([]);
    expect(await codesFor(undefined, stale, cache)).toEqual([]);
    expect(generateTypes).toHaveBeenCalledTimes(3);
  });
});
