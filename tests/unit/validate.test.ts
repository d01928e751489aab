import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateContent } from '../../scripts/validate/validateContent.ts';
import { hintFor } from '../../scripts/validate/catalogue/index.ts';
import { PAGES_DIR, TYPES_FILE } from '../../scripts/lib/site/paths.ts';
import { positionOf } from '../support/contentFixture.ts';
import { cardGridExample, materialise, issuesFor, listed, expectIssue, type Json } from '../support/validateFixture.ts';

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
