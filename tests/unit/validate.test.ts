import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateContent, type Issue, type ValidateOptions } from '../../scripts/validate/validateContent.ts';
import { hintFor, type IssueCode } from '../../scripts/validate/catalogue/index.ts';
import { PAGES_DIR, SCHEMA_DIR, TYPES_FILE } from '../../scripts/lib/paths.ts';
import { baseContent, positionOf, writeContent } from '../support/contentFixture.ts';

type Json = Record<string, any>;

/** The card grid's own example from its schema: a valid block to vary. */
const cardGridExample = (): Json =>
  (JSON.parse(fs.readFileSync(path.join(SCHEMA_DIR, 'blocks/card-grid.schema.json'), 'utf8')) as { examples: Json[] }).examples[0]!;

/**
 * The temporary folder sits outside the repository, so its '$schema' paths are rewritten to point
 * at the real schema folder (as a page in pages/ would).
 */
function materialise(mutate: (files: Record<string, Json>) => void = () => {}): string {
  const files = baseContent() as Record<string, Json>;
  mutate(files);
  const pagesDir = writeContent(files);
  for (const name of Object.keys(files)) {
    const file = path.join(pagesDir, name);
    const json = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (typeof json.$schema === 'string') {
      const schemaName = path.basename(json.$schema);
      json.$schema = path.relative(path.dirname(file), path.join(SCHEMA_DIR, schemaName));
      fs.writeFileSync(file, JSON.stringify(json, null, 2) + '\n');
    }
  }
  return pagesDir;
}

async function issuesFor(
  mutate: (files: Record<string, Json>) => void,
  options: ValidateOptions = {},
): Promise<{ issues: Issue[]; pagesDir: string }> {
  const pagesDir = materialise(mutate);
  const { issues } = await validateContent({ pagesDir, skipTypes: true, ...options });
  return { issues, pagesDir };
}

const listed = (issues: Issue[]) =>
  issues.map((i) => `${path.basename(i.file)}:${i.line}:${i.col} ${i.pointer} [${i.code}] ${i.message}`).join('\n');

/**
 * The one issue with this code at this pointer, in this file, at the first occurrence of `needle`
 * (or at `position`). Returns it for any further check.
 */
function expectIssue(issues: Issue[], code: IssueCode, file: string, pointer: string, at: string | { line: number; col: number }): Issue {
  const matches = issues.filter((issue) => issue.code === code && issue.pointer === pointer && issue.file === file);
  expect(matches, `expected one [${code}] at ${path.basename(file)} ${pointer}; got:\n${listed(issues)}`).toHaveLength(1);
  const issue = matches[0]!;
  expect({ line: issue.line, col: issue.col }).toEqual(typeof at === 'string' ? positionOf(file, at) : at);
  return issue;
}

/** Where an issue is expected: at the first occurrence of a text, at a line and column, or at the last of several occurrences. */
type At = string | { line: number; col: number } | { lastOf: string };

/** One issue a case expects: exactly one with this code at this pointer in this file, at `at`. */
interface ExpectedIssue {
  code: IssueCode;
  file: string;
  pointer: string;
  at: At;
  /** The whole message (a string), or a pattern it matches. */
  message?: string | RegExp;
  /** Parts the message contains, and parts it must not. */
  says?: string[];
  saysNot?: string[];
  hint?: RegExp;
  hintNot?: RegExp;
}

/** A problem planted in the fixture site, and what validate must say about it. */
interface IssueCase {
  name: string;
  mutate: (files: Record<string, Json>) => void;
  options?: ValidateOptions;
  expected: ExpectedIssue[];
  /** How many issues there are in all, when that is part of the point. */
  total?: number;
  /** The codes of every issue in one file, or at one pointer: nothing else is reported there. */
  onlyCodes?: { file?: string; pointer?: string; codes: IssueCode[] };
}

/** An ExpectedIssue, in the order the table reads best: what, where, at what text; then what the message says. */
const issue = (code: IssueCode, file: string, pointer: string, at: At, more: Partial<ExpectedIssue> = {}): ExpectedIssue => ({
  code,
  file,
  pointer,
  at,
  ...more,
});

const ISSUE_CASES: IssueCase[] = [
  {
    name: 'an unknown block type, with a suggestion, in those words',
    mutate: (f) => (f['home.json']!.blocks[1].type = 'baner'),
    // The did-you-mean is the point of this message, so its wording is pinned.
    expected: [
      issue('unknown-block-type', 'home.json', '/blocks/1/type', '"type": "baner"', {
        message: 'unknown block type "baner" — did you mean "banner"?',
        hint: /Blocks/,
      }),
    ],
  },
  {
    name: 'a missing required field, at the object that lacks it',
    mutate: (f) => delete f['about.json']!.blocks[0].title,
    expected: [issue('missing-field', 'about.json', '/blocks/0', '{\n      "type": "hero"', { says: ['"title"'] })],
  },
  {
    name: 'a value of the wrong type',
    mutate: (f) => (f['home.json']!.blocks[1].title = 42),
    expected: [issue('wrong-type', 'home.json', '/blocks/1/title', '"title": 42')],
  },
  {
    name: 'text longer than its field allows, at the field, with its length and the limit, not the text',
    mutate: (f) => (f['about.json']!.blocks[0].subtitle = 'Tulsa '.repeat(833_337).slice(0, 5_000_021)),
    expected: [
      issue('too-long', 'about.json', '/blocks/0/subtitle', '"subtitle"', {
        message: /^is 5,000,021 characters long; at most \d{1,3}(,\d{3})* are allowed — shorten it$/,
        hint: /shorten/i,
      }),
    ],
    total: 1,
  },
  {
    name: 'an unknown field at its name, with a suggestion',
    mutate: (f) => (f['about.json']!.blocks[0].subtitel = 'Hello'),
    expected: [
      issue('unknown-field', 'about.json', '/blocks/0/subtitel', '"subtitel"', {
        message: 'unknown field "subtitel" — did you mean "subtitle"?',
      }),
    ],
  },
  {
    name: 'a misspelt required field once: as the unknown field, with the name it should have',
    mutate: (f) => {
      const hero = f['about.json']!.blocks[0];
      hero.titel = hero.title;
      delete hero.title;
    },
    expected: [
      issue('unknown-field', 'about.json', '/blocks/0/titel', '"titel"', { message: 'unknown field "titel" — did you mean "title"?' }),
    ],
    onlyCodes: { file: 'about.json', codes: ['unknown-field'] },
  },
  {
    name: 'a page without blocks as that, not as an item to remove',
    mutate: (f) => (f['about.json']!.blocks = []),
    expected: [
      issue('no-blocks', 'about.json', '/blocks', '"blocks": []', {
        message: 'the page has no blocks; add at least one (a page usually starts with a hero)',
        hintNot: /remove/i,
      }),
    ],
  },
  {
    name: 'a value outside a fixed list',
    mutate: (f) => (f['home.json']!.blocks[1].tone = 'loud'),
    expected: [issue('not-allowed-value', 'home.json', '/blocks/1/tone', '"tone": "loud"')],
  },
  {
    name: 'a navigate target that is not a route, with a suggestion',
    mutate: (f) => (f['home.json']!.blocks[0].actions[0].action.navigate = '/abuot'),
    expected: [
      issue('route-not-found', 'home.json', '/blocks/0/actions/0/action/navigate', '"navigate": "/abuot"', {
        says: ['did you mean "/about"?'],
      }),
    ],
  },
  {
    name: 'a header link that is not a route, in site.json',
    mutate: (f) => (f['site.json']!.header.nav[0].href = '/abut'),
    expected: [issue('route-not-found', 'site.json', '/header/nav/0/href', '"href": "/abut"')],
  },
  {
    name: 'a canonical path that is not a route, like a link, with a suggestion',
    mutate: (f) => (f['about.json']!.meta.canonical = '/abuot'),
    expected: [issue('route-not-found', 'about.json', '/meta/canonical', '"canonical": "/abuot"', { says: ['did you mean "/about"?'] })],
  },
  {
    name: 'a link to an anchor that the target page does not have',
    mutate: (f) => (f['about.json']!.blocks[0].actions = [{ label: 'Next', action: { navigate: '/#nxet' } }]),
    expected: [
      issue('anchor-not-found', 'about.json', '/blocks/0/actions/0/action/navigate', '"navigate": "/#nxet"', { says: ['page "home"'] }),
    ],
  },
  {
    name: 'a scroll target that is not an anchor on the page',
    mutate: (f) => (f['home.json']!.blocks[1].primary.action.scroll = '#nxt'),
    expected: [
      issue('scroll-target-missing', 'home.json', '/blocks/1/primary/action/scroll', '"scroll": "#nxt"', {
        says: ['did you mean "next"?'],
      }),
    ],
  },
  {
    name: 'two blocks with the same id on one page, at the second',
    mutate: (f) => (f['home.json']!.blocks[0].id = 'next'),
    expected: [issue('duplicate-anchor', 'home.json', '/blocks/1/id', { lastOf: '"id": "next"' })],
  },
  {
    name: 'a missing image file',
    mutate: (f) => (f['about.json']!.blocks[0].image = { src: '/images/not-there.svg', alt: 'Nothing', width: 10, height: 10 }),
    expected: [issue('image-missing', 'about.json', '/blocks/0/image/src', '"src": "/images/not-there.svg"')],
  },
  {
    name: 'a page that no route shows, and a route to a page that does not exist',
    mutate: (f) => {
      f['orphan.json'] = {
        ...f['about.json']!,
        meta: {
          ...f['about.json']!.meta,
          title: 'Orphan | {brand}',
          description: 'A page that no route shows, for the validate tests only.',
        },
      };
      f['routes.json']!.routes.push({ path: '/team', page: 'teem' });
    },
    expected: [
      issue('page-not-routed', 'orphan.json', '/', { line: 1, col: 1 }),
      issue('page-file-missing', 'routes.json', '/routes/2/page', '"page": "teem"'),
    ],
  },
  {
    name: 'a path listed twice and a not-found page that does not exist',
    mutate: (f) => {
      f['routes.json']!.routes.push({ path: '/about', page: 'home' });
      f['routes.json']!.notFound = 'not-fund';
    },
    expected: [
      issue('path-listed-twice', 'routes.json', '/routes/2/path', { lastOf: '"path": "/about"' }),
      issue('not-found-page-missing', 'routes.json', '/notFound', '"notFound"', { says: ['did you mean "not-found"?'] }),
      // The real not-found page is now a page no route shows.
      issue('page-not-routed', 'not-found.json', '/', { line: 1, col: 1 }),
    ],
  },
  {
    name: 'a header link to a reserved path as reserved, not also as a missing route',
    mutate: (f) => (f['site.json']!.header.nav[0].href = '/assets/probe'),
    expected: [issue('reserved-route-path', 'site.json', '/header/nav/0/href', '"href": "/assets/probe"')],
    onlyCodes: { pointer: '/header/nav/0/href', codes: ['reserved-route-path'] },
  },
  {
    name: 'a page without exactly one page-heading block',
    mutate: (f) => f['about.json']!.blocks.push({ type: 'hero', title: 'A second heading' }),
    expected: [issue('page-heading-count', 'about.json', '/blocks', '"blocks"', { says: ['this one has 2'] })],
  },
  {
    name: 'page-heading blocks taken from the block facts it is given',
    // With banner the only heading block, home (hero and banner) still has one; about and not-found have none.
    mutate: () => {},
    options: { blocks: [{ type: 'banner', rendersPageHeading: true }] },
    expected: [
      issue('page-heading-count', 'about.json', '/blocks', '"blocks"'),
      issue('page-heading-count', 'not-found.json', '/blocks', '"blocks"'),
    ],
    total: 2,
  },
  {
    name: 'a tab bar naming a tab set that site.json does not have',
    mutate: (f) => {
      f['site.json']!.tabSets = {
        company: [
          { label: 'Home', href: '/' },
          { label: 'About', href: '/about' },
        ],
      };
      f['about.json']!.blocks.push({ type: 'tab-bar', tabs: 'compnay', label: 'Company pages' });
    },
    expected: [issue('unknown-site-key', 'about.json', '/blocks/1/tabs', '"tabs": "compnay"', { says: ['did you mean "company"?'] })],
  },
  {
    name: 'the site.json references of a block taken from the block facts it is given',
    // A made-up fact: a banner's "title" must name a tab set. Only the facts make this a rule.
    mutate: () => {},
    options: {
      blocks: [
        { type: 'hero', rendersPageHeading: true },
        { type: 'not-found', rendersPageHeading: true },
        { type: 'banner', siteKeys: { title: 'tabSets' } },
      ],
    },
    expected: [issue('unknown-site-key', 'home.json', '/blocks/1/title', '"title": "Next steps"')],
    total: 1,
  },
  {
    name: 'an unknown content token',
    mutate: (f) => (f['about.json']!.blocks[0].title = 'About {brnad}'),
    expected: [issue('unknown-token', 'about.json', '/blocks/0/title', '{brnad}', { says: ['did you mean "brand"?'] })],
  },
  {
    name: 'a missing anchor, suggesting an existing one that contains the word when the edit distance is too far',
    mutate: (f) => {
      f['home.json']!.blocks[1].id = 'roles';
      f['home.json']!.blocks[1].primary.action.scroll = '#open-roles';
    },
    expected: [
      issue('scroll-target-missing', 'home.json', '/blocks/1/primary/action/scroll', '"scroll": "#open-roles"', {
        says: ['did you mean "roles"?'],
      }),
    ],
  },
  {
    name: 'a missing anchor on another page, suggesting one by word overlap too',
    mutate: (f) => {
      f['home.json']!.blocks[1].id = 'open-positions';
      f['about.json']!.blocks[0].actions = [{ label: 'Jobs', action: { navigate: '/#positions-open' } }];
    },
    expected: [
      issue('anchor-not-found', 'about.json', '/blocks/0/actions/0/action/navigate', '"navigate": "/#positions-open"', {
        says: ['did you mean "open-positions"?'],
      }),
    ],
  },
  {
    name: 'unknown icon names, suggesting one whose words match, and listing the nearest icons when none is close',
    mutate: (f) => {
      f['home.json']!.blocks[0].actions[0].icon = 'pie-chart';
      f['home.json']!.blocks[0].actions.push({ label: 'Numbers', action: { navigate: '/about' }, icon: 'graphs' });
    },
    expected: [
      issue('not-allowed-value', 'home.json', '/blocks/0/actions/0/icon', '"icon": "pie-chart"', { says: ['did you mean "chart-pie"?'] }),
      // No icon is a likely typo of "graphs"; the list shown starts with the nearest, not the alphabet.
      issue('not-allowed-value', 'home.json', '/blocks/0/actions/1/icon', '"icon": "graphs"', {
        saysNot: ['did you mean', '"activity"'],
        message: /nearest of the \d+ allowed: /,
      }),
    ],
  },
  {
    name: 'a shared title and description on both pages, each naming the other',
    mutate: (f) => {
      f['about.json']!.meta.title = f['home.json']!.meta.title;
      f['about.json']!.meta.description = f['home.json']!.meta.description;
    },
    expected: (['title', 'description'] as const).flatMap((field) => {
      const code = field === 'title' ? 'duplicate-title' : 'duplicate-description';
      return [
        { code, file: 'home.json', pointer: `/meta/${field}`, at: `"${field}"`, says: ['also used by page "about"'] },
        { code, file: 'about.json', pointer: `/meta/${field}`, at: `"${field}"`, says: ['also used by page "home"'] },
      ];
    }),
    total: 4,
  },
];

/** Line and column of `at` in the file: a text's first occurrence, a position, or the last of a text that occurs more than once. */
function positionFor(file: string, at: At): string | { line: number; col: number } {
  if (typeof at === 'string' || 'line' in at) return at;
  const text = fs.readFileSync(file, 'utf8');
  const last = text.lastIndexOf(at.lastOf);
  expect(last, `"${at.lastOf}" occurs more than once in ${path.basename(file)}`).toBeGreaterThan(text.indexOf(at.lastOf));
  return positionOfOffset(text, last);
}

describe('npm run validate reports each problem where it is', () => {
  it.each(ISSUE_CASES)('$name', async ({ mutate, options, expected, total, onlyCodes }) => {
    const { issues, pagesDir } = await issuesFor(mutate, options);
    for (const want of expected) {
      const file = path.join(pagesDir, want.file);
      const issue = expectIssue(issues, want.code, file, want.pointer, positionFor(file, want.at));
      if (typeof want.message === 'string') expect(issue.message).toBe(want.message);
      else if (want.message) expect(issue.message).toMatch(want.message);
      for (const part of want.says ?? []) expect(issue.message).toContain(part);
      for (const part of want.saysNot ?? []) expect(issue.message).not.toContain(part);
      if (want.hint) expect(issue.hint).toMatch(want.hint);
      if (want.hintNot) expect(issue.hint).not.toMatch(want.hintNot);
    }
    if (total !== undefined) expect(issues).toHaveLength(total);
    if (onlyCodes) {
      const there = issues.filter(
        (i) =>
          (!onlyCodes.file || i.file === path.join(pagesDir, onlyCodes.file)) && (!onlyCodes.pointer || i.pointer === onlyCodes.pointer),
      );
      expect(there.map((i) => i.code)).toEqual(onlyCodes.codes);
    }
  });
});

describe('npm run validate', () => {
  it('accepts the fixture site as it is', async () => {
    const pagesDir = materialise();
    const { issues, pages, routes, blocks } = await validateContent({ pagesDir, skipTypes: true });
    expect(issues).toEqual([]);
    expect({ pages, routes, blocks }).toEqual({ pages: 3, routes: 2, blocks: 4 });
  });

  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'])(
    'reports a block of type "%s", a member every object inherits, as an unknown block type',
    async (type) => {
      const { issues, pagesDir } = await issuesFor((f) => (f['home.json']!.blocks[1].type = type));
      const file = path.join(pagesDir, 'home.json');
      const issue = expectIssue(issues, 'unknown-block-type', file, '/blocks/1/type', `"type": "${type}"`);
      expect(issue.message.startsWith(`unknown block type "${type}"; block types are banner, `)).toBe(true);
      expect(issue.hint).toBe(hintFor('unknown-block-type'));
      expect(issues.filter((i) => i.file === file).map((i) => i.code)).toEqual(['unknown-block-type']);
    },
  );

  // Bidirectional embeddings, overrides and isolates reorder what follows them; line and paragraph
  // separators break a line in some programs and not in others. Each is invisible where it stands.
  it.each([
    ['U+202A', 'LEFT-TO-RIGHT EMBEDDING', '\u202a'],
    ['U+202B', 'RIGHT-TO-LEFT EMBEDDING', '\u202b'],
    ['U+202C', 'POP DIRECTIONAL FORMATTING', '\u202c'],
    ['U+202D', 'LEFT-TO-RIGHT OVERRIDE', '\u202d'],
    ['U+202E', 'RIGHT-TO-LEFT OVERRIDE', '\u202e'],
    ['U+2066', 'LEFT-TO-RIGHT ISOLATE', '\u2066'],
    ['U+2067', 'RIGHT-TO-LEFT ISOLATE', '\u2067'],
    ['U+2068', 'FIRST STRONG ISOLATE', '\u2068'],
    ['U+2069', 'POP DIRECTIONAL ISOLATE', '\u2069'],
    ['U+2028', 'LINE SEPARATOR', '\u2028'],
    ['U+2029', 'PARAGRAPH SEPARATOR', '\u2029'],
  ])('reports an invisible control character, %s %s, in text where it stands', async (code, name, character) => {
    const { issues, pagesDir } = await issuesFor((f) => (f['about.json']!.blocks[0].title = `About ${character}us at {brand}`));
    const file = path.join(pagesDir, 'about.json');
    const issue = expectIssue(issues, 'invisible-control', file, '/blocks/0/title', character);
    expect(issue.message).toContain(`${code} (${name})`);
    expect(issue.hint).toBe(hintFor('invisible-control'));
    expect(issues.filter((i) => i.file === file).map((i) => i.code)).toEqual(['invisible-control']);
  });

  it('reports each invisible control character of a text, written as an escape or as itself, in any content file', async () => {
    const { pagesDir } = await issuesFor(() => {});
    const file = path.join(pagesDir, 'about.json');
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'utf8').replace('"title": "About {brand}"', '"title": "About \\u2067{brand}\u2069 today"'),
    );
    const site = path.join(pagesDir, 'site.json');
    fs.writeFileSync(site, fs.readFileSync(site, 'utf8').replace('"copyright": "© 2024 {brand}"', '"copyright": "© 2024 {brand}\\u2028"'));
    const { issues } = await validateContent({ pagesDir, skipTypes: true });
    expect(issues.map((i) => `${path.basename(i.file)}:${i.line}:${i.col} ${i.pointer} [${i.code}]`)).toEqual([
      `about.json:${positionOf(file, '\\u2067').line}:${positionOf(file, '\\u2067').col} /blocks/0/title [invisible-control]`,
      `about.json:${positionOf(file, '\u2069').line}:${positionOf(file, '\u2069').col} /blocks/0/title [invisible-control]`,
      `site.json:${positionOf(site, '\\u2028').line}:${positionOf(site, '\\u2028').col} /footer/copyright [invisible-control]`,
    ]);
  });

  it('accepts the direction marks U+200E and U+200F, which set the direction of the punctuation beside them and reorder nothing', async () => {
    const { issues } = await issuesFor((f) => (f['about.json']!.blocks[0].title = 'About \u200e{brand}\u200f'));
    expect(issues).toEqual([]);
  });

  // An address is checked as it will be published: with its tokens filled from site.json.
  it.each([
    [
      'a link',
      (f: Record<string, Json>) => (f['home.json']!.blocks[0].actions[0].action = { href: 'https://{brand}' }),
      'home.json',
      '/blocks/0/actions/0/action/href',
      'https://{brand}',
      'https://Fixture Realty',
    ],
    [
      'a phone link',
      (f: Record<string, Json>) => (f['about.json']!.blocks[0].actions = [{ label: 'Call', action: { href: 'tel:{phone}' } }]),
      'about.json',
      '/blocks/0/actions/0/action/href',
      'tel:{phone}',
      'tel:(918) 555-0100',
    ],
    [
      'a link in site.json',
      (f: Record<string, Json>) =>
        (f['site.json']!.social = [{ network: 'linkedin', name: '{brand} on LinkedIn', href: 'https://www.linkedin.com/company/{brand}' }]),
      'site.json',
      '/social/0/href',
      'https://www.linkedin.com/company/{brand}',
      'https://www.linkedin.com/company/Fixture Realty',
    ],
  ] as const)(
    'reports %s whose address is not one once its tokens are filled, naming the filled address',
    async (_label, mutate, name, pointer, raw, filled) => {
      const { issues, pagesDir } = await issuesFor(mutate);
      const file = path.join(pagesDir, name);
      const issue = expectIssue(issues, 'pattern-mismatch', file, pointer, `"href": "${raw}"`);
      expect(issue.message).toContain(JSON.stringify(raw));
      expect(issue.message).toContain(JSON.stringify(filled));
      expect(issues.filter((i) => i.pointer === pointer).map((i) => i.code)).toEqual(['pattern-mismatch']);
    },
  );

  it('accepts an address that is one once its tokens are filled, and checks a token in a sentence as written', async () => {
    const { issues } = await issuesFor((f) => {
      f['home.json']!.blocks[0].actions[0].action = { href: 'mailto:{email}' };
      f['about.json']!.blocks[0].subtitle = 'Write to {email} or call {phone}: {brand} answers within a day.';
    });
    expect(issues).toEqual([]);
  });

  it('checks text that starts like a scheme ("Insights: …") as written, its length as the author sees it', async () => {
    // 88 characters as written, 95 once {brand} is filled: within the meta title's limit of 90 as written.
    const title = `Insights: ${'Market reports and case studies '.repeat(3).slice(0, 70)} {brand}`;
    expect(title).toHaveLength(88);
    const { issues } = await issuesFor((f) => (f['about.json']!.meta.title = title));
    expect(issues).toEqual([]);
  });

  it('counts characters as the limit does: an emoji is one', async () => {
    const { issues } = await issuesFor((f) => (f['about.json']!.blocks[0].eyebrow = '🏢'.repeat(121)));
    const [issue] = issues;
    expect(issue).toMatchObject({ code: 'too-long', pointer: '/blocks/0/eyebrow' });
    expect(issue!.message).toMatch(/^is 121 characters long; at most \d+ are allowed/);
  });

  it.each([
    [
      'a number from a fixed list',
      (f: Record<string, Json>) => f['home.json']!.blocks.push({ ...cardGridExample(), columns: '3' }),
      '/blocks/2/columns',
      '3',
    ],
    [
      'a whole number',
      (f: Record<string, Json>) => (f['about.json']!.blocks[0].image = { src: '/favicon.svg', alt: 'Logo', width: '640', height: 480 }),
      '/blocks/0/image/width',
      '640',
    ],
  ])('reports %s written in quotes: write it without them', async (_label, mutate, pointer, unquoted) => {
    const { issues } = await issuesFor(mutate);
    const issue = issues.find((i) => i.pointer === pointer);
    expect(issue, listed(issues)).toMatchObject({ code: 'quoted-value' });
    expect(issue!.message).toBe(`string "${unquoted}" is written as text; write ${unquoted} without quotes`);
  });

  it.each(['https://example.com/listings', '//example.com/listings', 'mailto:leasing@example.com'])(
    "reports another site's address in navigate (%s) in a sentence, not as a pattern",
    async (target) => {
      const { issues } = await issuesFor((f) => (f['home.json']!.blocks[0].actions[0].action.navigate = target));
      const issue = issues.find((i) => i.pointer === '/blocks/0/actions/0/action/navigate');
      expect(issue, listed(issues)).toMatchObject({ code: 'off-site-navigate' });
      expect(issue!.message).toContain('use an href action');
      expect(issue!.message.length).toBeLessThan(200);
      expect(issue!.message).not.toMatch(/pattern|\^\//);
    },
  );

  it.each([
    ['//evil.example', 'off-site-navigate', /another site's address.*use an href action/],
    ['/\\evil.example', 'off-site-navigate', /another site's address.*use an href action/],
    ['/about\\..\\x', 'pattern-mismatch', /a single '\/'.*would leave the site/],
    ['/about\u0000', 'pattern-mismatch', /a single '\/'.*would leave the site/],
    ['/about\u007f', 'pattern-mismatch', /a single '\/'.*would leave the site/],
    ['/ab\tout', 'pattern-mismatch', /a single '\/'.*would leave the site/],
  ] as const)('reports a navigate target %j that is not a path of this site, once', async (target, code, wording) => {
    const { issues, pagesDir } = await issuesFor((f) => (f['home.json']!.blocks[0].actions[0].action.navigate = target));
    const pointer = '/blocks/0/actions/0/action/navigate';
    // One clear message, not a second "is not a route" about the same value.
    expect(issues.filter((i) => i.pointer === pointer).map((i) => i.code)).toEqual([code]);
    const issue = expectIssue(issues, code, path.join(pagesDir, 'home.json'), pointer, '"navigate"');
    expect(issue.message).toMatch(wording);
  });

  it.each([
    ['/images/../favicon.svg', 'image-path-dot-segment'],
    ['/images/./social-card.svg', 'image-path-dot-segment'],
    ['/images/../../node_modules/playwright-core/lib/vite/recorder/playwright-logo.svg', 'image-path-dot-segment'],
    ['/images//social-card.svg', 'image-path-empty-segment'],
  ] as const)('reports an image path %s that does not stay inside public/', async (src, code) => {
    const { issues, pagesDir } = await issuesFor(
      (f) => (f['about.json']!.blocks[0].image = { src, alt: 'Picture', width: 10, height: 10 }),
    );
    expectIssue(issues, code, path.join(pagesDir, 'about.json'), '/blocks/0/image/src', `"src": "${src}"`);
  });

  it('reports an image that resolves outside public/ through a link', async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
    fs.mkdirSync(path.join(publicDir, 'images'));
    fs.writeFileSync(path.join(publicDir, 'images/social-card.svg'), '<svg/>');
    fs.symlinkSync(os.tmpdir(), path.join(publicDir, 'images/outside'));
    const outsideFile = fs.mkdtempSync(path.join(os.tmpdir(), 'outside-'));
    fs.writeFileSync(path.join(outsideFile, 'secret.svg'), '<svg/>');
    const src = `/images/outside/${path.basename(outsideFile)}/secret.svg`;
    const pagesDir = materialise((f) => (f['about.json']!.blocks[0].image = { src, alt: 'Picture', width: 10, height: 10 }));
    const { issues } = await validateContent({ pagesDir, publicDir, skipTypes: true });
    const issue = expectIssue(issues, 'image-outside-public', path.join(pagesDir, 'about.json'), '/blocks/0/image/src', `"src": "${src}"`);
    // The page editor answers with these messages: none names a file by its place on this machine.
    expect(issue.message).not.toContain(outsideFile);
    expect(issue.message).not.toContain(fs.realpathSync(outsideFile));
  });

  // Each of these names something the build or the servers publish at that address already: the
  // hashed assets (cached for a year), public/images/, the home page's index.html, 404.html, the
  // dev server's own endpoints.
  it.each([
    ['/assets/probe', 'assets'],
    ['/images', 'images'],
    ['/index', 'index'],
    ['/404', '404'],
    ['/about/index', 'index'],
    ['/__inbox', '__inbox'],
    ['/_page/about', '_page'],
  ])('reports a route %s that the site keeps for itself, once, at the route, with its own code', async (routePath, segment) => {
    const { issues, pagesDir } = await issuesFor((f) => f['routes.json']!.routes.push({ path: routePath, page: 'about' }));
    const file = path.join(pagesDir, 'routes.json');
    expect(issues.filter((i) => i.pointer === '/routes/2/path').map((i) => i.code)).toEqual(['reserved-route-path']);
    const issue = expectIssue(issues, 'reserved-route-path', file, '/routes/2/path', `"path": "${routePath}"`);
    expect(issue.message).toContain(`"${routePath}"`);
    expect(issue.message).toContain(`"${segment}"`);
    expect(issue.hint).toMatch(/another (path|address)/);
  });

  it('reports a route path over 200 characters, or with a segment over 80, without printing it whole', async () => {
    const longPath = '/' + Array.from({ length: 25 }, () => 'abcdefg').join('/'); // 200 characters
    const longSegment = '/' + 'a'.repeat(80);
    const { issues: fitting } = await issuesFor((f) => {
      f['routes.json']!.routes.push({ path: longPath, page: 'about' }, { path: longSegment, page: 'about' });
    });
    expect(listed(fitting)).toBe('');

    const { issues, pagesDir } = await issuesFor((f) => {
      f['routes.json']!.routes.push({ path: `${longPath}h`, page: 'about' }, { path: `${longSegment}a`, page: 'about' });
    });
    const file = path.join(pagesDir, 'routes.json');
    expect(issues.filter((i) => i.pointer.startsWith('/routes/')).map((i) => `${i.pointer} ${i.code}`)).toEqual([
      '/routes/2/path route-path-too-long',
      '/routes/3/path route-path-too-long',
    ]);
    const whole = expectIssue(issues, 'route-path-too-long', file, '/routes/2/path', `"path": "${longPath}h"`);
    expect(whole.message).toMatch(/201 characters long; a path may have at most 200/);
    expect(whole.message).not.toContain(longPath);
    const segment = expectIssue(issues, 'route-path-too-long', file, '/routes/3/path', `"path": "${longSegment}a"`);
    expect(segment.message).toMatch(/81 characters long; a segment may have at most 80/);
  });

  it('reports a "$schema" path that does not lead to the schema', async () => {
    const { issues, pagesDir } = await issuesFor(() => {});
    expect(issues).toEqual([]);
    const file = path.join(pagesDir, 'about.json');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/"\$schema": "[^"]*"/, '"$schema": "../schema/page.schema.json"'));
    const { issues: after } = await validateContent({ pagesDir, skipTypes: true });
    expectIssue(after, 'wrong-schema-path', file, '/$schema', '"$schema"');
  });

  it('reports a JSON syntax error with its position, and checks nothing else in that file', async () => {
    const pagesDir = materialise();
    const file = path.join(pagesDir, 'about.json');
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'utf8').replace('"blocks": [', '"blocks": [,').replace('"title": "About {brand}"', '"title": "About {brnad}"'),
    );
    const { issues } = await validateContent({ pagesDir, skipTypes: true });
    expect(issues.filter((i) => i.file === file).map((i) => i.code)).toEqual(['json-syntax']);
    expect(issues.find((i) => i.file === file)!.line).toBe(positionOf(file, '[,').line);
  });

  it('reports every problem at once', async () => {
    const { issues } = await issuesFor((f) => {
      f['home.json']!.blocks[1].type = 'baner';
      f['about.json']!.blocks[0].title = 7;
      f['routes.json']!.routes.push({ path: '/x', page: 'missing' });
    });
    expect(issues.map((i) => i.code).sort()).toEqual(['page-file-missing', 'unknown-block-type', 'wrong-type']);
  });

  it('reports stale generated types', async () => {
    const pagesDir = materialise();
    const stale = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'types-')), 'types.generated.ts');
    fs.writeFileSync(stale, fs.readFileSync(TYPES_FILE, 'utf8').replace('export interface HeroBlock', 'export interface OldHeroBlock'));
    const { issues } = await validateContent({ pagesDir, typesFile: stale });
    expect(issues).toEqual([expect.objectContaining({ file: stale, line: 1, col: 1, code: 'stale-types' })]);
  });

  it('finds the real content valid, with current generated types', async () => {
    const { issues, pages } = await validateContent({ pagesDir: PAGES_DIR });
    expect(listed(issues)).toEqual('');
    expect(pages).toBeGreaterThanOrEqual(3);
  });
});

describe('hints that say exactly what is wrong', () => {
  /** The fixture with about.json's text edited by hand (JSON.stringify cannot write broken JSON). */
  async function syntaxIssue(edit: (text: string) => string): Promise<{ issue: Issue; file: string; text: string }> {
    const pagesDir = materialise();
    const file = path.join(pagesDir, 'about.json');
    const before = fs.readFileSync(file, 'utf8');
    const text = edit(before);
    expect(text).not.toBe(before);
    fs.writeFileSync(file, text);
    const { issues } = await validateContent({ pagesDir, skipTypes: true });
    const found = issues.filter((i) => i.file === file);
    expect(
      found.map((i) => i.code),
      listed(issues),
    ).toEqual(['json-syntax']);
    return { issue: found[0]!, file, text };
  }

  /** The issue is at the character at `offset` in the text. */
  function expectAt(issue: Issue, text: string, offset: number) {
    expect(offset).toBeGreaterThanOrEqual(0);
    expect({ line: issue.line, col: issue.col }, `at ${JSON.stringify(text.slice(offset, offset + 12))}`).toEqual(
      positionOfOffset(text, offset),
    );
  }

  it('explains a trailing comma before ] in plain words, at the comma', async () => {
    const { issue, text } = await syntaxIssue((t) =>
      t.replace('"title": "About {brand}"\n    }\n  ]', '"title": "About {brand}"\n    },\n  ]'),
    );
    expect(issue.message).toContain('JSON syntax error: trailing comma before ]');
    expectAt(issue, text, text.indexOf('},\n  ]') + 1);
  });

  it('explains a trailing comma before }, at the comma', async () => {
    const { issue, text } = await syntaxIssue((t) => t.replace('"title": "About {brand}"\n', '"title": "About {brand}",\n'));
    expect(issue.message).toContain('trailing comma before }');
    expectAt(issue, text, text.indexOf('"About {brand}",') + '"About {brand}"'.length);
  });

  it('explains a missing comma between two properties, naming them, where the comma belongs', async () => {
    const { issue, text } = await syntaxIssue((t) => t.replace('"type": "hero",', '"type": "hero"'));
    expect(issue.message).toContain('missing comma between "type" and "title"');
    expectAt(issue, text, text.indexOf('"type": "hero"') + '"type": "hero"'.length);
  });

  it('explains a missing comma between two items of a list', async () => {
    const { issue, text } = await syntaxIssue((t) => t.replace('"blocks": [', '"blocks": [\n    { "type": "text", "title": "First" }'));
    expect(issue.message).toContain('missing comma between two items of a list');
    expectAt(issue, text, text.indexOf('"First" }') + '"First" }'.length);
  });

  it('explains an unquoted key, at the key', async () => {
    const { issue, text } = await syntaxIssue((t) => t.replace('"title": "About {brand}"', 'title: "About {brand}"'));
    expect(issue.message).toContain('unquoted key title');
    expect(issue.message).toContain('"title"');
    expectAt(issue, text, text.indexOf('title: "About'));
  });

  it('explains an unclosed string, at its opening quote', async () => {
    const { issue, text } = await syntaxIssue((t) => t.replace('"title": "About {brand}"', '"title": "About {brand}'));
    expect(issue.message).toContain('unclosed string');
    expectAt(issue, text, text.indexOf('"About {brand}'));
  });

  it('explains a missing value, naming its key, at the character found instead', async () => {
    const { issue, text } = await syntaxIssue((t) => t.replace('"title": "About {brand}"', '"title": ,\n      "subtitle": "x"'));
    expect(issue.message).toContain('missing value for "title"');
    expectAt(issue, text, text.indexOf(': ,') + 2);
  });

  it('explains a list that is never closed, pointing where the ] is missing', async () => {
    const { issue, text } = await syntaxIssue((t) => t.replace(/\}\n {2}\]\n\}\n$/, '}\n}\n'));
    expect(issue.message).toMatch(/missing \] to close the list opened at line \d+, column \d+/);
    expectAt(issue, text, text.lastIndexOf('}'));
  });

  it('suggests the nearest existing image under public/images/', async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
    for (const name of [
      'images/social-card.svg',
      'images/asset-types/land-hero.svg',
      'images/asset-types/land-market.svg',
      'images/people/leader-founder.svg',
    ]) {
      fs.mkdirSync(path.dirname(path.join(publicDir, name)), { recursive: true });
      fs.writeFileSync(path.join(publicDir, name), '<svg/>');
    }
    const pagesDir = materialise((f) => {
      f['about.json']!.blocks[0].image = { src: '/images/asset-types/lands-hero.svg', alt: 'Land', width: 10, height: 10 };
      f['home.json']!.blocks[0].image = { src: '/images/land-market.svg', alt: 'Land', width: 10, height: 10 };
    });
    const { issues } = await validateContent({ pagesDir, publicDir, skipTypes: true });
    const sameFolder = expectIssue(
      issues,
      'image-missing',
      path.join(pagesDir, 'about.json'),
      '/blocks/0/image/src',
      '"src": "/images/asset-types/lands-hero.svg"',
    );
    expect(sameFolder.message).toContain('did you mean "/images/asset-types/land-hero.svg"?');
    // The right file name in the wrong folder.
    const otherFolder = expectIssue(
      issues,
      'image-missing',
      path.join(pagesDir, 'home.json'),
      '/blocks/0/image/src',
      '"src": "/images/land-market.svg"',
    );
    expect(otherFolder.message).toContain('did you mean "/images/asset-types/land-market.svg"?');
  });

  it('points at an unknown content token itself, not the start of the string', async () => {
    const { issues, pagesDir } = await issuesFor((f) => {
      f['about.json']!.blocks[0].subtitle = 'Write to us at {emial} or call {phone} — "quoted" \\ text {brnad}';
    });
    const file = path.join(pagesDir, 'about.json');
    const text = fs.readFileSync(file, 'utf8');
    const found = issues.filter((i) => i.code === 'unknown-token');
    expect(found.map((i) => i.message)).toEqual([expect.stringContaining('{emial}'), expect.stringContaining('{brnad}')]);
    // Escaped characters (\" and \\) before the token count as they are written in the file.
    expect({ line: found[0]!.line, col: found[0]!.col }).toEqual(positionOfOffset(text, text.indexOf('{emial}')));
    expect({ line: found[1]!.line, col: found[1]!.col }).toEqual(positionOfOffset(text, text.indexOf('{brnad}')));
  });

  it('names at most three of the other pages that share a title', async () => {
    const { issues } = await issuesFor((f) => {
      for (const n of [1, 2, 3, 4]) {
        f[`copy-${n}.json`] = {
          ...f['about.json']!,
          meta: { ...f['about.json']!.meta, description: `Copy ${n} of the about page, for the validate tests only.` },
        };
        f['routes.json']!.routes.push({ path: `/copy-${n}`, page: `copy-${n}` });
      }
    });
    const found = issues.filter((i) => i.code === 'duplicate-title');
    expect(found.map((i) => path.basename(i.file))).toEqual(['about.json', 'copy-1.json', 'copy-2.json', 'copy-3.json', 'copy-4.json']);
    expect(found[0]!.message).toContain('is also used by pages "copy-4", "copy-3", "copy-2" and 1 more;');
    expect(found[1]!.message).toContain('is also used by pages "about", "copy-4", "copy-3" and 1 more;');
    expect(issues).toHaveLength(5);
  });
});

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

  it('reports route path rules in the schema that scripts/lib/routePaths.ts does not have (edited by hand)', async () => {
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

function positionOfOffset(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, col: offset - before.lastIndexOf('\n') };
}
