import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText, plainText } from '../../engine/index.ts';
import type { RichTextShape } from '../../engine/index.ts';
import { createSchemaValidator } from '../../scripts/validate/schemaValidator.ts';
import { expectIssue, issuesFor, listed, type Json } from '../support/validateFixture.ts';

/**
 * Rich text (issue 55, part 3): a paragraph, an FAQ answer or a card's description is a plain
 * string, or a list of runs, each plain text or { text, bold?, italic?, link? } (defs.schema.json's
 * RichText, RichSummary and InlineText). The schema holds the shape; validate checks an inline link's
 * target as it checks every other link; the engine renders the runs as elements, never markup.
 */

const validator = createSchemaValidator();
const META = { title: 'Rich text page', description: 'A page made up by the rich text tests to check the schemas.' };
/** The problems the schemas find in a page of these blocks, as "pointer [code] message". */
const problems = (...blocks: Json[]) =>
  validator
    .validatePage({ $schema: '../schema/page.schema.json', meta: META, blocks: [{ type: 'hero', title: 'Rich text' }, ...blocks] })
    .map((p) => `${p.pointer} [${p.code}] ${p.message}`);

const faq = (answer: unknown): Json => ({ type: 'faq', items: [{ question: 'How long does it take?', answer }] });
const text = (...paragraphs: unknown[]): Json => ({ type: 'text', paragraphs });
const capability = (description: unknown): Json => ({
  type: 'card-grid',
  kind: 'capability',
  cards: [{ icon: 'shield-check', title: 'Compliance', description }],
});

describe('the rich text schema', () => {
  it('accepts a plain string, as every page has it, and a list of runs, in paragraphs, answers and card descriptions', () => {
    const runs = [
      'Most portfolios are live in ',
      { text: '4–8 weeks', bold: true },
      '; ',
      { text: 'ask us', italic: true, link: { navigate: '/contact' } },
      '.',
    ];
    expect(problems(faq('Most portfolios are live in 4–8 weeks.'), faq(runs))).toEqual([]);
    expect(problems(text('One.', runs, [{ text: 'Bold and italic', bold: true, italic: true }]))).toEqual([]);
    expect(problems(capability('Tracked in one place.'), capability(runs))).toEqual([]);
    expect(
      problems({
        type: 'media-text',
        title: 'Market',
        paragraphs: [runs],
        image: { src: '/images/x.svg', alt: 'A chart', width: 4, height: 3 },
        callout: { title: 'Why us', text: runs },
      }),
    ).toEqual([]);
    // Every kind of link target a button takes but none: a section of this page, another site, mail.
    expect(
      problems(faq([{ text: 'below', link: { scroll: '#faq' } }, ' or ', { text: 'mail', link: { href: 'mailto:{email}' } }])),
    ).toEqual([]);
  });

  it('refuses what is not a run: markup-like objects, unknown keys, marks other than true, lists in lists, an empty list', () => {
    expect(problems(faq(['Hello ', { html: '<b>there</b>' }]))).toEqual([
      '/blocks/1/items/0/answer/1 [missing-field] missing required field "text" (The run\'s words.)',
      '/blocks/1/items/0/answer/1 [unknown-field] unknown field "html"; allowed fields: text, bold, italic, link',
    ]);
    expect(problems(faq([{ text: 'there', tag: 'script' }]))).toEqual([
      '/blocks/1/items/0/answer/0 [unknown-field] unknown field "tag"; allowed fields: text, bold, italic, link',
    ]);
    expect(problems(faq([{ text: 'there', bold: 'yes' }]))).toEqual([
      '/blocks/1/items/0/answer/0/bold [wrong-constant] must be true, not string "yes"',
    ]);
    expect(problems(faq([{ text: 'there', style: 'bold' }]))).toEqual([
      '/blocks/1/items/0/answer/0 [unknown-field] unknown field "style"; allowed fields: text, bold, italic, link',
    ]);
    expect(problems(faq([['nested']]))).toEqual(['/blocks/1/items/0/answer/0 [wrong-type] must be a string or object, not an array']);
    expect(problems(faq([]))).toEqual(['/blocks/1/items/0/answer [too-few-items] needs at least 1 item(s), has 0']);
    expect(problems(faq(42))).toEqual(['/blocks/1/items/0/answer [wrong-type] must be a string or array, not number 42']);
    // A link that leads nowhere is no link: "none" is a button's, not a text's.
    expect(problems(faq([{ text: 'nowhere', link: { none: true } }]))[0]).toMatch(
      /^\/blocks\/1\/items\/0\/answer\/0\/link \[ambiguous-shape\]/,
    );
  });

  it('holds a list of runs to the field’s length limit, all its runs together, as it holds a string', () => {
    const long = 'x'.repeat(600);
    expect(problems(faq('x'.repeat(2001)))).toEqual([
      '/blocks/1/items/0/answer [too-long] is 2,001 characters long; at most 2,000 are allowed — shorten it',
    ]);
    expect(problems(faq([long, { text: long, bold: true }, long, long]))).toEqual([
      '/blocks/1/items/0/answer [too-long] is 2,400 characters long; at most 2,000 are allowed — shorten it',
    ]);
    // A card's description is a summary: 1,000 characters.
    expect(problems(capability([long, { text: long, italic: true }]))).toEqual([
      '/blocks/1/cards/0/description [too-long] is 1,200 characters long; at most 1,000 are allowed — shorten it',
    ]);
  });
});

describe('npm run validate checks a link in a text as it checks every other link', () => {
  /** The fixture site's home page with an FAQ whose answer links to `link`. */
  const linkingTo = (link: Json) => (files: Record<string, Json>) => {
    files['home.json']!.blocks.push(faq(['See ', { text: 'this', bold: true, link }, '.']));
  };
  const POINTER = '/blocks/2/items/0/answer/1/link';

  it.each([
    [
      'a route that does not exist',
      { navigate: '/abuot' },
      'route-not-found',
      `${POINTER}/navigate`,
      '"navigate": "/abuot"',
      /"\/abuot" is not a route .* did you mean "\/about"\?/,
    ],
    [
      'an anchor its page does not have',
      { navigate: '/#nxt' },
      'anchor-not-found',
      `${POINTER}/navigate`,
      '"navigate": "/#nxt"',
      /page "home" has no block with id "nxt".*did you mean "next"\?/,
    ],
    [
      'a section this page does not have',
      { scroll: '#nxt' },
      'scroll-target-missing',
      `${POINTER}/scroll`,
      '"scroll": "#nxt"',
      /no block on this page has id "nxt"/,
    ],
    [
      'a javascript: address',
      { href: 'javascript:alert(1)' },
      'pattern-mismatch',
      `${POINTER}/href`,
      '"href": "javascript:alert(1)"',
      /string "javascript:alert\(1\)" is not in the expected form/,
    ],
    [
      'a data: address',
      { href: 'data:text/html,<script>alert(1)</script>' },
      'pattern-mismatch',
      `${POINTER}/href`,
      '"href": "data:',
      /is not in the expected form/,
    ],
    [
      'another site given as a route',
      { navigate: '//evil.example' },
      'off-site-navigate',
      `${POINTER}/navigate`,
      '"navigate": "//evil.example"',
      /is another site's address/,
    ],
  ] as const)('%s: the existing code, at the file, line and column of the target', async (_what, link, code, pointer, at, message) => {
    const { issues, pagesDir } = await issuesFor(linkingTo(link));
    const issue = expectIssue(issues, code, path.join(pagesDir, 'home.json'), pointer, at);
    expect(issue.message).toMatch(message);
    expect(issues, listed(issues)).toHaveLength(1);
  });

  it('passes a link to a route and to an anchor that exist', async () => {
    const { issues } = await issuesFor((files) => {
      linkingTo({ navigate: '/about' })(files);
      linkingTo({ navigate: '/#next' })(files);
      linkingTo({ scroll: '#next' })(files);
    });
    expect(listed(issues)).toBe('');
  });
});

describe('the engine renders rich text as elements, never as markup', () => {
  const html = (text: RichTextShape) => renderToStaticMarkup(<p>{<RichText text={text} />}</p>);

  it('renders a plain string as it is', () => {
    expect(html('Most portfolios are live in 4–8 weeks.')).toBe('<p>Most portfolios are live in 4–8 weeks.</p>');
  });

  it('renders runs as <strong>, <em> and the site’s links, with their analytics', () => {
    expect(html(['Our ', { text: 'Tulsa', bold: true }, ' team, ', { text: 'always', italic: true }, '.'])).toBe(
      '<p>Our <strong>Tulsa</strong> team, <em>always</em>.</p>',
    );
    expect(html([{ text: 'brokers', bold: true, italic: true, link: { navigate: '/about#team' } }])).toBe(
      '<p><a href="/about#team" data-track="link_click" data-track-label="brokers"><strong><em>brokers</em></strong></a></p>',
    );
    expect(html([{ text: 'below', link: { scroll: '#faq' } }])).toBe(
      '<p><a href="#faq" data-track="link_click" data-track-label="below">below</a></p>',
    );
    // Another site in a new tab gets the rel every such link of the site has.
    expect(html([{ text: 'map', link: { href: 'https://maps.example/tulsa', newTab: true } }])).toBe(
      '<p><a href="https://maps.example/tulsa" target="_blank" rel="noopener noreferrer" data-track="link_click" data-track-label="map">map</a></p>',
    );
  });

  it('escapes markup written in a run: a <script> is text', () => {
    const rendered = html(['<script>alert(1)</script>', { text: '<img src=x onerror=alert(1)>', bold: true }]);
    expect(rendered).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;<strong>&lt;img src=x onerror=alert(1)&gt;</strong></p>');
    expect(rendered).not.toContain('<script');
  });

  it('reads a text’s words without its formatting', () => {
    expect(plainText(['Our ', { text: 'Tulsa', bold: true, link: { navigate: '/about' } }, ' team'])).toBe('Our Tulsa team');
    expect(plainText('Plain')).toBe('Plain');
  });
});
