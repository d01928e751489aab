import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_JS_GZIP_BUDGET } from '../../scripts/lib/budgets.ts';
import { ROOT } from '../../scripts/lib/paths.ts';

// What the README promises about the running site, held to what the code and its tests hold.

const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
/** The paragraph before the first section: what a reader takes away if they read nothing else. */
const intro = readme.slice(0, readme.indexOf('\n## '));

describe('the README', () => {
  it('states the first-load JavaScript budget of a page without a form that the budget test holds', () => {
    // "How a page loads", on pages without a form; tests/unit/budgets.test.ts checks every such page against the constant.
    const sentence = /A page without a form runs[^.]*\./.exec(readme)?.[0];
    expect(sentence, 'the README says what a page without a form runs').toBeDefined();
    expect(sentence!.replace(/\s+/g, ' ')).toContain(`${FIRST_LOAD_JS_GZIP_BUDGET / 1024} KB`);
  });

  it('does not promise pages that hydrate into a single-page app: only form islands hydrate', () => {
    // The budget and build tests prove a page without a form runs no React: it stays static HTML,
    // with a boot script and a navigator that swaps in the next page's prerendered HTML.
    expect(intro).not.toMatch(/single-page app|hydrates? into/i);
  });
});
