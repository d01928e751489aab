import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT, SCHEMA_DIR } from '../../scripts/lib/site/paths.ts';
import { readSchemaFiles } from '../../scripts/lib/schemas/schemas.ts';
import { stringsOf } from '../../scripts/validate/documentStrings.ts';
import { isCopy } from '../../scripts/validate/rules/exampleCopyRule.ts';
import { validateContent, type Issue } from '../../scripts/validate/validateContent.ts';
import { copyPages } from '../support/tempPages.ts';

/**
 * Nothing unfinished ships: a block still holding its schema's example ([example-copy]) and
 * placeholder text ([placeholder-copy]) are validate errors, so the build and the editor's Save
 * refuse them; the site's real copy, which shares many single texts with the examples, passes.
 */
let pages: ReturnType<typeof copyPages> | undefined;
afterEach(() => {
  pages?.remove();
  pages = undefined;
});

type Json = Record<string, unknown>;
const schemaOf = (type: string) => JSON.parse(fs.readFileSync(path.join(SCHEMA_DIR, 'blocks', `${type}.schema.json`), 'utf8')) as Json;
const firstExample = (type: string) => structuredClone((schemaOf(type).examples as Json[])[0]!);

/** A copy of pages/ with `edit` applied to one page's parsed JSON. */
function withPage(id: string, edit: (page: { meta: Json; blocks: Json[] }) => void): string {
  pages = copyPages('unfinished-copy');
  const file = path.join(pages.dir, `${id}.json`);
  const page = JSON.parse(fs.readFileSync(file, 'utf8')) as { meta: Json; blocks: Json[] };
  edit(page);
  fs.writeFileSync(file, JSON.stringify(page, null, 2) + '\n');
  return pages.dir;
}

const ofCodes = (issues: Issue[], ...codes: string[]) => issues.filter((issue) => codes.includes(issue.code));
const brief = (dir: string, issues: Issue[]) =>
  issues.map((i) => `${path.relative(dir, i.file)}:${i.line}:${i.col} ${i.pointer} ${i.code}`);

describe('example copy', () => {
  it('counts as copy what a visitor reads, not the values a schema names', () => {
    for (const text of ['Markets', '98%', '$2.0B+', 'Talk to {brand}', 'Get in Touch', 'December 2024', 'Email address'])
      expect(isCopy(text), text).toBe(true);
    for (const text of [
      'card-grid',
      'building-2',
      'email',
      '01',
      '404',
      '/contact',
      '#faq',
      'https://example.com',
      'mailto:{email}',
      'request_demo_cta',
    ])
      expect(isCopy(text), text).toBe(false);
  });

  it('passes the live site: no page of pages/ is example or placeholder copy', async () => {
    const { issues } = await validateContent({ skipTypes: true });
    expect(ofCodes(issues, 'example-copy', 'placeholder-copy')).toEqual([]);
  });

  it('reports a block added as its schema’s example, at the block, saying what to do', async () => {
    const dir = withPage('about', (page) => page.blocks.splice(1, 0, firstExample('faq')));
    const { issues } = await validateContent({ pagesDir: dir, skipTypes: true });
    expect(issues).toHaveLength(1);
    const [issue] = issues;
    expect(issue).toMatchObject({ pointer: '/blocks/1', code: 'example-copy' });
    expect(`${path.relative(dir, issue!.file)}:${issue!.line}:${issue!.col}`).toMatch(/^about\.json:\d+:5$/);
    expect(issue!.message).toBe(
      `every text of this faq block is the example's in schema/blocks/faq.schema.json ("Frequently Asked Questions", …); write this page's own`,
    );
    // An editor's snippet inserts the example; the page editor's + Add block starts a block empty.
    expect(issue!.hint).toMatch(
      /^A block inserted from an editor’s snippet starts as its schema’s example \(the page editor’s \+ Add block starts one empty\)/,
    );
  });

  it('reports every block type’s examples that carry at least three texts, and no other', async () => {
    const types = readSchemaFiles()
      .filter((file) => file.relPath.startsWith('blocks/'))
      .map((file) => file.relPath.slice('blocks/'.length, -'.schema.json'.length));
    // Page-level rules aside (one h1, unique anchors): put each example on a page of its own.
    const dir = withPage('about', () => {});
    const routes = JSON.parse(fs.readFileSync(path.join(dir, 'routes.json'), 'utf8')) as { routes: { path: string; page: string }[] };
    const expected: string[] = [];
    for (const type of types) {
      (schemaOf(type).examples as Json[]).forEach((example, index) => {
        const id = `example-${type}-${index}`;
        const hero = { type: 'hero', title: `A page for the ${type} example ${index}` };
        const blocks = type === 'hero' || type === 'not-found' ? [example] : [hero, example];
        const page = {
          $schema: '../schema/page.schema.json',
          meta: {
            title: `Example ${type} ${index} | {brand}`,
            description: `A page that holds the ${index + 1}. example of the ${type} block, as an editor would add it.`,
          },
          blocks,
        };
        fs.writeFileSync(path.join(dir, `${id}.json`), JSON.stringify(page, null, 2));
        routes.routes.push({ path: `/${id}`, page: id });
        if (stringsOf(example).filter(({ value }) => isCopy(value)).length >= 3) expected.push(`${id}.json /blocks/${blocks.length - 1}`);
      });
    }
    fs.writeFileSync(path.join(dir, 'routes.json'), JSON.stringify(routes, null, 2));
    const { issues } = await validateContent({ pagesDir: dir, skipTypes: true });
    const found = ofCodes(issues, 'example-copy').map((i) => `${path.relative(dir, i.file)} ${i.pointer}`);
    expect(found.sort()).toEqual(expected.sort());
    // The small ones are fine as they stand: a contact-details block is its heading and site.json's details.
    expect(found).not.toContain('example-contact-details-0.json /blocks/1');
  });

  it('takes a block as the author’s once any one of its texts is rewritten or added, not when some are only removed', async () => {
    const trimmed = withPage('about', (page) => {
      const faq = firstExample('faq');
      (faq.items as Json[]).pop();
      page.blocks.splice(1, 0, faq);
    });
    expect(brief(trimmed, (await validateContent({ pagesDir: trimmed, skipTypes: true })).issues)).toEqual([
      expect.stringMatching(/^about\.json:\d+:5 \/blocks\/1 example-copy$/),
    ]);
    pages!.remove();
    pages = undefined;
    for (const edit of [
      (faq: Json) => (faq.title = 'Questions owners ask'),
      (faq: Json) => ((faq.items as Json[])[1]!.answer = 'Yes, and it shares its data with the others when you add them.'),
      (faq: Json) => (faq.items as Json[]).push({ question: 'Do you manage HUD properties?', answer: 'Yes, across Oklahoma.' }),
    ]) {
      const dir = withPage('about', (page) => {
        const faq = firstExample('faq');
        edit(faq);
        page.blocks.splice(1, 0, faq);
      });
      const { issues } = await validateContent({ pagesDir: dir, skipTypes: true });
      expect(brief(dir, issues)).toEqual([]);
      pages!.remove();
      pages = undefined;
    }
  });

  it('keeps real copy that shares single texts with an example: a live banner with three of its four texts the example’s', async () => {
    const banner = firstExample('banner');
    const live = JSON.parse(fs.readFileSync(path.join(ROOT, 'pages/technology.json'), 'utf8')) as { blocks: Json[] };
    const twin = live.blocks.find((block) => block.type === 'banner' && block.title === banner.title);
    expect(twin, 'the live technology page closes with the banner the example was written from').toBeDefined();
    expect(twin!.text).not.toBe(banner.text);
    const { issues } = await validateContent({ skipTypes: true });
    expect(ofCodes(issues, 'example-copy')).toEqual([]);
  });

  it('reports a card that is its kind’s example among the author’s own cards, at the card', async () => {
    const card = (schemaOf('card-grid').$defs as Record<string, Json>).serviceCard!.examples as Json[];
    const dir = withPage('services', (page) => {
      const grid = page.blocks.find((block) => block.type === 'card-grid' && block.kind === 'service')!;
      (grid.cards as Json[]).push(structuredClone(card[0]!));
    });
    const { issues } = await validateContent({ pagesDir: dir, skipTypes: true });
    expect(issues.map((i) => `${i.pointer} ${i.code} ${i.message}`)).toEqual([
      expect.stringMatching(
        /^\/blocks\/\d+\/cards\/\d+ example-copy every text of this service card is the example's in schema\/blocks\/card-grid\.schema\.json \("Property Management", …\)/,
      ),
    ]);
  });
});

describe('placeholder copy', () => {
  it('reports a “Replace with …” line, an instruction left in a page, where it stands', async () => {
    // What new-page once wrote for the author to replace; a page may still hold one.
    const dir = withPage('about', (page) => {
      page.meta.description = 'Replace this with one or two sentences about Careers for search results and link previews.';
      page.blocks.push({
        type: 'text',
        paragraphs: ['Replace with the first paragraph of this page.', 'Replace the roof before you sell.'],
      });
    });
    const { issues } = await validateContent({ pagesDir: dir, skipTypes: true });
    expect(issues.map((issue) => `${issue.pointer} ${issue.code}`)).toEqual([
      '/meta/description placeholder-copy',
      expect.stringMatching(/^\/blocks\/\d+\/paragraphs\/0 placeholder-copy$/),
    ]);
    expect(issues[1]!.message).toBe(`"Replace with the first paragraph of this page." is placeholder text; write this page's own`);
  });

  it('reports TODO, TBD, FIXME, XXX and Lorem ipsum at the marker, and not their look-alikes', async () => {
    const flagged = [
      'Open roles TODO',
      'Opening date TBD.',
      'FIXME: the real figure',
      'Call XXX for details',
      'Lorem ipsum dolor sit amet.',
    ];
    const passed = ['A todo list for owners', 'Models XXX-200 and A-XXX', 'TBDs are rare', 'Replacement-cost evidence'];
    const dir = withPage('about', (page) => {
      page.blocks.push({ type: 'text', title: 'Checks', paragraphs: [...flagged, ...passed] });
      page.blocks.push({
        type: 'form',
        title: 'Call me back',
        target: 'contact',
        fields: [{ name: 'phone', label: 'Phone', kind: 'tel', required: true, placeholder: '(918) XXX-XXXX' }],
        timestampField: 'sent_at',
        submit: { label: 'Send', busyLabel: 'Sending…' },
        messages: {
          missing: { title: 'Missing', description: 'Fill in the required fields.' },
          success: { title: 'Thanks', description: 'We call you back today.' },
          failure: {
            title: 'Not sent',
            network: 'We could not connect, so nothing was sent. Try again.',
            timeout: 'No answer within {{seconds}} seconds. Trying again is safe.',
            refused: 'Refused (error {{status}}). Try again later.',
            redirected: 'The form has moved. Email us instead.',
          },
        },
      });
    });
    const { issues } = await validateContent({ pagesDir: dir, skipTypes: true });
    const text = fs.readFileSync(path.join(dir, 'about.json'), 'utf8').split('\n');
    const atMarker = issues.map((issue) => {
      const line = text[issue.line - 1]!;
      return `${issue.pointer} ${line.slice(issue.col - 1, issue.col + 10)}`;
    });
    expect(
      brief(dir, issues).every((line) => line.endsWith('placeholder-copy')),
      brief(dir, issues).join('\n'),
    ).toBe(true);
    expect(atMarker).toEqual([
      expect.stringMatching(/\/paragraphs\/0 TODO"/),
      expect.stringMatching(/\/paragraphs\/1 TBD\./),
      expect.stringMatching(/\/paragraphs\/2 FIXME: the/),
      expect.stringMatching(/\/paragraphs\/3 XXX for det/),
      expect.stringMatching(/\/paragraphs\/4 Lorem ipsum/),
    ]);
    expect(issues[0]!.message).toBe(`"TODO" marks unfinished text in "Open roles TODO"; finish the text and remove the marker`);
  });

  it('checks site.json too', async () => {
    const dir = withPage('about', () => {});
    const siteFile = path.join(dir, 'site.json');
    const site = JSON.parse(fs.readFileSync(siteFile, 'utf8')) as { tagline: string };
    site.tagline = 'Commercial real estate in Tulsa, TBD';
    fs.writeFileSync(siteFile, JSON.stringify(site, null, 2));
    const { issues } = await validateContent({ pagesDir: dir, skipTypes: true });
    expect(brief(dir, issues)).toEqual([expect.stringMatching(/^site\.json:\d+:\d+ \/tagline placeholder-copy$/)]);
  });
});

describe('npm run build', () => {
  it('refuses a page with example copy, printing the issue, and publishes nothing', () => {
    const dir = withPage('about', (page) => page.blocks.splice(1, 0, firstExample('faq')));
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'unfinished-copy-dist-'));
    try {
      const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build/build.ts'], {
        cwd: ROOT,
        env: { ...process.env, SITE_PAGES_DIR: dir, SITE_DIST: dist, SITE_ENTRY: '', SITE_FULL_BUILD: '1' },
        encoding: 'utf8',
        timeout: 120_000,
      });
      const output = `${run.stdout}${run.stderr}`;
      expect(run.status, output).toBe(1);
      expect(output).toMatch(/about\.json:\d+:5 {2}\/blocks\/1 {2}every text of this faq block is the example's .* \[example-copy\]/);
      expect(output).toMatch(/build refused/);
      expect(fs.readdirSync(dist)).toEqual([]);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  }, 120_000);
});
