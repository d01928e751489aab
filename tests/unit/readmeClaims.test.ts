import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOVER_INTENT_MS } from '../../engine/boot/linkIntent.ts';
import { PAGE_TTL_MS } from '../../engine/navigation/pageCache.ts';
import { FIRST_LOAD_JS_GZIP_BUDGET, PAGE_HTML_BUDGET } from '../../scripts/lib/budgets.ts';
import { HIGHEST_BROTLI, levelsFor } from '../../scripts/lib/compress.ts';
import { INLINE_CSS_MAX_PAGE_BYTES, WITHIN_REACH_OF_HIGHEST } from '../../scripts/lib/pageWriter.ts';
import { ROOT } from '../../scripts/lib/paths.ts';
import { INBOX_FILE_LIMIT, MAX_BODY } from '../../scripts/server/inbox.ts';
import { ROTATED_FILES } from '../../scripts/server/inboxFile.ts';
import { BOUNDS, CEILING } from '../support/errorLogsContract.ts';

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

  it('gives the figures the code holds', () => {
    // Each sentence of the README (line breaks read as spaces) with the figure the code sets.
    const text = readme.replace(/\s+/g, ' ');
    const KB = 1024;
    const claims: [sentence: string, figure: number, actual: number][] = [
      ['more than 13,300 bytes of brotli', 13_300, INLINE_CSS_MAX_PAGE_BYTES],
      ['a page over by less than 15 % at brotli 6 is tried at brotli 11', 1.15, WITHIN_REACH_OF_HIGHEST],
      ['a page over by less than 15 % at brotli 6 is tried at brotli 11', 11, HIGHEST_BROTLI],
      ['over `PAGE_HTML_BUDGET` (64 KB', 64 * KB, PAGE_HTML_BUDGET],
      ['a JSON object of at most 64 KB (413 above that)', 64 * KB, MAX_BODY],
      ['A file that reaches 5 MB is moved aside', 5 * KB * KB, INBOX_FILE_LIMIT],
      ['up to `contact.3.jsonl`', 3, ROTATED_FILES],
      ['the mouse resting on a link for 65 ms', 65, HOVER_INTENT_MS],
      ['and kept 30 s', 30_000, PAGE_TTL_MS],
      ['brotli 6 and gzip 9 for pages', 6, levelsFor('about/index.html').brotli],
      ['brotli 6 and gzip 9 for pages', 9, levelsFor('about/index.html').gzip],
      ['brotli 11 for the hashed assets', 11, levelsFor('assets/index-abcd1234.js').brotli],
      // The error log's figures, which its tests hold on PGlite and a real PostgreSQL.
      ['grows by at most 600 rows and 6,000,000 bytes of text in any 60 seconds', 600, CEILING.rowsPerMinute],
      ['grows by at most 600 rows and 6,000,000 bytes of text in any 60 seconds', 6_000_000, CEILING.bytesPerMinute],
      ['at most 100,000 rows, 100,000,000 bytes of text and 90 days', 100_000, BOUNDS.maxRows],
      ['at most 100,000 rows, 100,000,000 bytes of text and 90 days', 100_000_000, BOUNDS.maxBytes],
      ['at most 100,000 rows, 100,000,000 bytes of text and 90 days', 90, BOUNDS.maxAgeDays],
    ];
    for (const [sentence, figure, actual] of claims) {
      expect(text, 'the README says').toContain(sentence);
      expect(actual, sentence).toBe(figure);
    }
  });
});
