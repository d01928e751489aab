import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ValidateOptions } from '../../scripts/validate/validateContent.ts';
import { type IssueCode } from '../../scripts/validate/catalogue/index.ts';
import { issuesFor, expectIssue, positionOfOffset, type Json } from '../support/validateFixture.ts';

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
      issue('anchor-not-found', 'about.json', '/blocks/0/actions/0/action/navigate', '"navigate": "/#nxet"', {
        says: ['page "home" has no block with id "nxet"; its block ids are "next" — did you mean "next"?'],
      }),
    ],
  },
  {
    name: 'a scroll target that is not an anchor on the page',
    mutate: (f) => (f['home.json']!.blocks[1].primary.action.scroll = '#nxt'),
    expected: [
      issue('scroll-target-missing', 'home.json', '/blocks/1/primary/action/scroll', '"scroll": "#nxt"', {
        says: ['its block ids are "next" — did you mean "next"? Or give the block to scroll to "id": "nxt"'],
      }),
    ],
  },
  {
    name: 'two blocks with the same id on one page, at the second',
    mutate: (f) => (f['home.json']!.blocks[0].id = 'next'),
    expected: [
      issue(
        'duplicate-anchor',
        'home.json',
        '/blocks/1/id',
        { lastOf: '"id": "next"' },
        { says: ['already the id of the hero block at /blocks/0'] },
      ),
    ],
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
      issue(
        'path-listed-twice',
        'routes.json',
        '/routes/2/path',
        { lastOf: '"path": "/about"' },
        { says: ['for two pages: "about" (routes[1]) and "home" (here)'] },
      ),
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
