import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSchemaValidator } from '../../scripts/validate/schemaValidator.ts';
import { blockTypesFromFiles, readSchemaFiles } from '../../scripts/lib/schemas/schemas.ts';
import { PUBLIC_DIR, ROOT } from '../../scripts/lib/site/paths.ts';
import { unknownTokens } from '../../engine/content/tokens.ts';
import { contentTokens } from '../../blocks/contentTokens.ts';
import { cardKindsSection, iconsSection, schemaSections, withGuideSections } from '../../scripts/generate/guideSections.ts';
import { withIssueTable } from '../../scripts/validate/catalogue/issueTable.ts';

type Json = Record<string, unknown>;
const guide = fs.readFileSync(path.join(ROOT, 'docs/authoring.md'), 'utf8');
const validator = createSchemaValidator();
const routes = new Set(
  (JSON.parse(fs.readFileSync(path.join(ROOT, 'pages/routes.json'), 'utf8')) as { routes: { path: string }[] }).routes.map((r) => r.path),
);

/** Every ```json fence in the guide, with the line it starts on. */
function examples(): { line: number; value: Json }[] {
  const found: { line: number; value: Json }[] = [];
  const lines = guide.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() !== '```json') continue;
    const start = i + 1;
    const body: string[] = [];
    while (lines[++i]!.trim() !== '```') body.push(lines[i]!);
    found.push({ line: start + 1, value: JSON.parse(body.join('\n')) as Json });
  }
  return found;
}

/** Wraps a block, or a button, in the smallest page around it so the page schema checks it in context. */
function asPage(value: Json): Json {
  const meta = {
    title: 'Guide example | {brand}',
    description: 'An example from the authoring guide, checked against the page schema by the tests.',
  };
  if ('blocks' in value) return value;
  const block = 'type' in value ? value : { type: 'button-row', buttons: [value] };
  return { $schema: '../schema/page.schema.json', meta, blocks: [block] };
}

function walk(value: unknown, visit: (key: string, value: unknown) => void): void {
  if (Array.isArray(value)) value.forEach((v) => walk(v, visit));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      visit(k, v);
      walk(v, visit);
    }
}

describe('docs/authoring.md', () => {
  const all = examples();

  it('opens with a quick start of at most 150 lines (a page in the editor, a page in JSON, publish), the reference after it, and assumes no editor brand', () => {
    const headings = guide.split('\n').flatMap((line, index) => (/^##? /.test(line) ? [{ line: index, text: line }] : []));
    const start = headings.find((heading) => heading.text === '## Quick start');
    const reference = headings.find((heading) => heading.text === '## Reference');
    expect(start).toBeDefined();
    expect(reference).toBeDefined();
    // Nothing but the title and its paragraph comes first, and the reference follows it.
    expect(headings.slice(0, 3).map((heading) => heading.text)).toEqual(['# Authoring guide', '## Quick start', '## Reference']);
    expect(reference!.line - start!.line).toBeLessThanOrEqual(150);
    const quickStart = guide.split('\n').slice(start!.line, reference!.line).join('\n');
    for (const part of ['### Add a page in the editor', '### Add a page in JSON', '### Publish']) expect(quickStart).toContain(part);
    expect(guide).not.toMatch(/VS ?Code|\.vscode|Visual Studio|Sublime|WebStorm|IntelliJ|Vim\b|Emacs/i);
  });

  it('has examples to check', () => {
    expect(all.length).toBeGreaterThan(15);
  });

  it.each(all.map((e) => [e.line, e.value] as const))('the example at line %i validates', (_line, value) => {
    const problems = validator.validatePage(asPage(value));
    expect(problems.map((p) => `${p.pointer}${p.key ? '/' + p.key : ''} ${p.message}`)).toEqual([]);
    walk(value, (key, v) => {
      if (typeof v !== 'string') return;
      if (key === 'navigate') expect(routes.has(v.split('#')[0]!), `route ${v}`).toBe(true);
      if (key === 'src') expect(fs.existsSync(path.join(PUBLIC_DIR, v)), `image ${v}`).toBe(true);
      expect(unknownTokens(v, contentTokens)).toEqual([]);
    });
  });

  it('documents every block type under the anchor the block catalog links to, with an example', () => {
    const types = blockTypesFromFiles(readSchemaFiles());
    const exampleTypes = new Set(all.flatMap((e) => ('type' in e.value ? [String(e.value.type)] : [])));
    for (const type of types) {
      expect(guide, `anchor for ${type}`).toContain(`<a id="block-${type}"></a>`);
      expect(exampleTypes.has(type), `example of ${type}`).toBe(true);
    }
  });

  it('lists every issue validate can report, worded as the catalogue words it (npm run gen:docs)', () => {
    expect(guide).toBe(withIssueTable(guide));
  });

  it('lists every card kind with its fields and every icon name, as the schemas have them (npm run gen:docs)', () => {
    expect(guide).toBe(withGuideSections(guide, [cardKindsSection, iconsSection]));
    expect(guide).toContain('| `highlights` | required |');
    expect(guide).toContain('`chart-pie`');
  });

  it('shows each block type’s examples as its schema has them (npm run gen:docs)', () => {
    const sections = schemaSections().filter((section) => section.name.startsWith('examples:'));
    expect(sections.map((section) => section.name.slice('examples:'.length))).toEqual(blockTypesFromFiles(readSchemaFiles()));
    expect(guide).toBe(withGuideSections(guide, sections));
  });

  it('is linked to by the npm scripts it describes', () => {
    const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    for (const name of guide.matchAll(/npm run ([a-z:-]+)/g)) expect(scripts[name[1]!], `npm run ${name[1]}`).toBeDefined();
  });
});
