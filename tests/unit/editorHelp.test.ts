import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getLanguageService, TextDocument, type CompletionItem, type MarkupContent } from 'vscode-json-languageservice';
import { PAGES_DIR, SCHEMA_DIR } from '../../scripts/lib/site/paths.ts';
import { blocks } from '../../blocks/registry.generated.ts';

/**
 * What an author's editor shows, driven by the library VS Code itself uses for JSON
 * (vscode-json-languageservice) against the real schemas: a page file with its own `$schema`,
 * completion of block types inside quotes, each field's own description on completion and hover,
 * and a misspelt block type diagnosed with the valid ones.
 */

const service = getLanguageService({
  schemaRequestService: async (uri) => fs.readFileSync(new URL(uri), 'utf8'),
  workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).href },
});
service.configure({ validate: true, allowComments: false });

const pageUri = pathToFileURL(path.join(PAGES_DIR, 'editor-help-probe.json')).href;
const schemaRef = path.relative(PAGES_DIR, path.join(SCHEMA_DIR, 'page.schema.json')).split(path.sep).join('/');

/** A page document with `▮` marking the cursor; returns it without the marker, and the cursor's position. */
function page(blocksText: string) {
  const text = `{\n  "$schema": "${schemaRef}",\n  "meta": { "title": "Probe | {brand}", "description": "A page the editor-help test types into, as an author would." },\n  "blocks": [\n    ${blocksText}\n  ]\n}\n`;
  const offset = text.indexOf('▮');
  const document = TextDocument.create(pageUri, 'json', 1, text.replace('▮', ''));
  return { document, position: document.positionAt(offset < 0 ? 0 : offset) };
}

const docText = (item: CompletionItem) =>
  typeof item.documentation === 'string' ? item.documentation : ((item.documentation as MarkupContent | undefined)?.value ?? '');

describe('editor help from the page schema (vscode-json-languageservice)', () => {
  const types = Object.keys(blocks).sort();

  it('completes every block type inside the quotes an editor auto-closes', async () => {
    const { document, position } = page('{ "type": "▮" }');
    const list = await service.doComplete(document, position, service.parseJSONDocument(document));
    const offered = (list?.items ?? []).map((item) => item.label.replace(/^"|"$/g, '')).sort();
    expect(offered).toEqual(expect.arrayContaining(types));
    expect(offered.length).toBeGreaterThanOrEqual(types.length);
  });

  it('shows each field its own description when completing and on hover', async () => {
    const { document, position } = page('{ "type": "hero", ▮ }');
    const list = await service.doComplete(document, position, service.parseJSONDocument(document));
    const title = list?.items.find((item) => item.label === 'title');
    const subtitle = list?.items.find((item) => item.label === 'subtitle');
    expect(docText(title!)).toContain("The headline; the page's h1.");
    expect(docText(subtitle!)).toContain('One line under the headline');

    const hovered = page('{ "type": "hero", "ti▮tle": "Hello" }');
    const hover = await service.doHover(hovered.document, hovered.position, service.parseJSONDocument(hovered.document));
    const contents = JSON.stringify(hover?.contents ?? '').replace(/\\/g, '');
    expect(contents).toContain("The headline; the page's h1.");
    expect(contents).not.toContain('May use the content tokens');
  });

  it('diagnoses a misspelt block type by listing the valid ones', async () => {
    const { document } = page('{ "type": "heor", "title": "Hello" }');
    const diagnostics = await service.doValidation(document, service.parseJSONDocument(document));
    // At the misspelt value, a message naming every valid type. (The language service also reports
    // its closest block schema's own complaint there; the list is what lets an author fix it.)
    const at = document.offsetAt.bind(document);
    const value = document.getText().indexOf('"heor"');
    const onValue = diagnostics.filter((d) => at(d.range.start) <= value && value < at(d.range.end));
    const listing = onValue.find((d) => types.every((type) => String(d.message).includes(`"${type}"`)));
    expect(listing, onValue.map((d) => d.message).join('\n')).toBeDefined();
  });

  it('finds no problem in a page that npm run validate accepts', async () => {
    const about = fs.readFileSync(path.join(PAGES_DIR, 'about.json'), 'utf8');
    const document = TextDocument.create(pathToFileURL(path.join(PAGES_DIR, 'about.json')).href, 'json', 1, about);
    expect(await service.doValidation(document, service.parseJSONDocument(document))).toEqual([]);
  });
});
