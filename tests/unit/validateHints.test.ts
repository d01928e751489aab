import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateContent, type Issue } from '../../scripts/validate/validateContent.ts';
import { materialise, issuesFor, listed, expectIssue, positionOfOffset } from '../support/validateFixture.ts';

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
