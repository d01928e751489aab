import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getLanguageService, TextDocument, type CompletionItem, type MarkupContent } from 'vscode-json-languageservice';
import { PAGES_DIR, SCHEMA_DIR } from '../../scripts/lib/site/paths.ts';
import { pageBlockDefinition } from '../../scripts/generate/pageBlockSchema.ts';
import { readSchemaFiles } from '../../scripts/lib/schemas/schemas.ts';

/**
 * What VS Code offers an author typing a page, driven by the library VS Code itself uses for JSON
 * (vscode-json-languageservice) against the real schemas: whole blocks by name where a block goes,
 * only `type` in a block that has none yet, then that block type's own fields.
 */
const service = getLanguageService({
  schemaRequestService: async (uri) => fs.readFileSync(new URL(uri), 'utf8'),
  workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).href },
});
service.configure({ validate: true, allowComments: false });

const pageUri = pathToFileURL(path.join(PAGES_DIR, 'editor-completion-probe.json')).href;
const schemaRef = path.relative(PAGES_DIR, path.join(SCHEMA_DIR, 'page.schema.json')).split(path.sep).join('/');

/** Completion at `▮` in a page whose blocks list is `blocksText`. */
async function complete(blocksText: string): Promise<CompletionItem[]> {
  const text = `{\n  "$schema": "${schemaRef}",\n  "meta": { "title": "Probe | {brand}", "description": "A page the completion test types into, as an author would." },\n  "blocks": [\n    ${blocksText}\n  ]\n}\n`;
  const document = TextDocument.create(pageUri, 'json', 1, text.replace('▮', ''));
  const list = await service.doComplete(document, document.positionAt(text.indexOf('▮')), service.parseJSONDocument(document));
  return list?.items ?? [];
}

const docText = (item: CompletionItem) =>
  typeof item.documentation === 'string' ? item.documentation : ((item.documentation as MarkupContent | undefined)?.value ?? '');

/** A snippet's text as JSON: VS Code escapes `$`, `}` and `\` in a snippet's plain text. */
const snippetValue = (item: CompletionItem) => JSON.parse((item.insertText ?? '').replace(/\\([$}\\])/g, '$1'));

const blockSchemas = readSchemaFiles()
  .filter((file) => file.relPath.startsWith('blocks/'))
  .map((file) => ({ type: file.relPath.slice('blocks/'.length, -'.schema.json'.length), schema: file.schema }));

describe('completing a page in VS Code (vscode-json-languageservice)', () => {
  it('offers every block type where a block goes as whole blocks, named and described, and no raw JSON', async () => {
    const items = await complete('▮');
    const labels = items.map((item) => item.label);
    for (const label of ['Hero', 'Hero (image)', 'FAQ', 'Card grid', 'Stats strip', 'Banner (light)', 'Text (sr-only)', 'Not found'])
      expect(labels, label).toContain(label);
    expect(
      labels.filter((label) => label.startsWith('{')),
      'snippets labelled with their raw JSON',
    ).toEqual([]);
    for (const { type, schema } of blockSchemas) {
      const examples = schema.examples as unknown[];
      const offered = items.filter((item) => snippetValue(item).type === type);
      expect(offered.map(snippetValue), type).toEqual(examples);
      for (const item of offered) expect(docText(item), type).toBe(schema.description);
    }
  });

  it('offers the same after a block, in a list that has some', async () => {
    const labels = (await complete('{ "type": "hero", "title": "Careers" },\n    ▮')).map((item) => item.label);
    expect(labels).toEqual(expect.arrayContaining(['Hero', 'FAQ', 'Form', 'Tab bar']));
  });

  it('offers only "type" in a block without one, then the types, each with its description', async () => {
    expect((await complete('{ ▮ }')).map((item) => item.label)).toEqual(['type']);
    expect((await complete('{ "id": "team", ▮ }')).map((item) => item.label)).toEqual(['type']);
    const types = await complete('{ "type": ▮ }');
    const faq = types.find((item) => item.label === '"faq"');
    expect(docText(faq!)).toBe(blockSchemas.find((b) => b.type === 'faq')!.schema.description);
    expect(types.map((item) => item.label).sort()).toEqual(expect.arrayContaining(blockSchemas.map((b) => `"${b.type}"`)));
  });

  it('offers a typed block its own fields, not those of every block', async () => {
    const labels = (await complete('{ "type": "faq", ▮ }')).map((item) => item.label).sort();
    expect(labels).toEqual(['eyebrow', 'id', 'intro', 'items', 'title']);
  });

  it('offers the examples as the block schemas have them now: page.schema.json is up to date (npm run gen:types)', () => {
    const files = readSchemaFiles();
    const block = (files.find((file) => file.relPath === 'page.schema.json')!.schema.$defs as Record<string, Record<string, unknown>>)
      .block!;
    expect(block, 'schema/page.schema.json is stale: run npm run gen:types').toEqual(pageBlockDefinition(files, block));
  });
});
