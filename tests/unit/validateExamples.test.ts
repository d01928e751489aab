import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateContent } from '../../scripts/validate/validateContent.ts';
import { SCHEMA_DIR } from '../../scripts/lib/site/paths.ts';
import { materialise, expectIssue } from '../support/validateFixture.ts';

describe('the block schemas’ examples', () => {
  /** A copy of schema/ whose one file is changed by `edit`, so a broken example can be planted. */
  function schemaCopy(relPath: string, edit: (text: string) => string): { schemaDir: string; file: string } {
    const schemaDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'schema-')), 'schema');
    fs.cpSync(SCHEMA_DIR, schemaDir, { recursive: true });
    const file = path.join(schemaDir, relPath);
    const before = fs.readFileSync(file, 'utf8');
    const after = edit(before);
    expect(after).not.toBe(before);
    fs.writeFileSync(file, after);
    return { schemaDir, file };
  }

  /** The fixture pages, with '$schema' paths leading to `schemaDir` so only the planted problem shows. */
  function pagesFor(schemaDir: string): string {
    const pagesDir = materialise();
    for (const name of fs.readdirSync(pagesDir)) {
      const file = path.join(pagesDir, name);
      const json = JSON.parse(fs.readFileSync(file, 'utf8'));
      json.$schema = path.relative(pagesDir, path.join(schemaDir, path.basename(json.$schema)));
      fs.writeFileSync(file, JSON.stringify(json, null, 2) + '\n');
    }
    return pagesDir;
  }

  it('reports route path rules in the schema that scripts/lib/schemas/routePaths.ts does not have (edited by hand)', async () => {
    const { schemaDir, file } = schemaCopy('defs.schema.json', (text) => text.replace('"maxLength": 200,', '"maxLength": 300,'));
    const { issues } = await validateContent({ pagesDir: pagesFor(schemaDir), schemaDir, skipTypes: true });
    expectIssue(issues, 'stale-route-rules', file, '/$defs/routePath', '"routePath"');
    expect(issues).toHaveLength(1);
  });

  it('reports an example image that does not exist, at the example in the schema file', async () => {
    const { schemaDir, file } = schemaCopy('blocks/hero.schema.json', (text) =>
      text.replace('/images/asset-types/office-hero.svg', '/images/hero/skyline.svg'),
    );
    const { issues } = await validateContent({ pagesDir: pagesFor(schemaDir), schemaDir, skipTypes: true });
    expectIssue(issues, 'image-missing', file, '/examples/1/image/src', '"src": "/images/hero/skyline.svg"');
    expect(issues).toHaveLength(1);
  });

  it('reports an example of a block’s part (a person card) that breaks its schema or has an unknown token', async () => {
    const { schemaDir, file } = schemaCopy('blocks/card-grid.schema.json', (text) =>
      text
        .replaceAll('"name": "Jordan Ellis",', '"name": 7,')
        .replaceAll('"role": "Founder & Managing Principal",', '"role": "Founder of {brnad}",'),
    );
    const { issues } = await validateContent({ pagesDir: pagesFor(schemaDir), schemaDir, skipTypes: true });
    expectIssue(issues, 'wrong-type', file, '/$defs/personCard/examples/0/name', '"name": 7');
    expectIssue(issues, 'unknown-token', file, '/$defs/personCard/examples/0/role', '{brnad}');
    // The same card inside the person grid's example.
    expect(
      issues
        .filter((i) => i.pointer.startsWith('/$defs/personGrid/examples/0/cards/0/'))
        .map((i) => i.code)
        .sort(),
    ).toEqual(['unknown-token', 'wrong-type']);
  });

  it('reports an invisible control character in an example, where it stands in the schema file', async () => {
    const { schemaDir, file } = schemaCopy('blocks/card-grid.schema.json', (text) =>
      text.replaceAll('"role": "Founder & Managing Principal",', '"role": "Founder \\u202e& Managing Principal",'),
    );
    const { issues } = await validateContent({ pagesDir: pagesFor(schemaDir), schemaDir, skipTypes: true });
    expectIssue(issues, 'invisible-control', file, '/$defs/personCard/examples/0/role', '\\u202e');
  });
});
