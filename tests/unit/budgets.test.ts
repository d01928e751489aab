import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { entrySizes, lazyChunkSizes, pageDataSizes } from '../../scripts/lib/bundleSizes.ts';
import { buildSite } from '../support/builtSite.ts';
import { ENTRY_GZIP_BUDGET, PAGE_DATA_GZIP_BUDGET } from '../../scripts/lib/budgets.ts';

// Byte budgets (deterministic: gzip of the built files). Timing budgets live in `npm run bench`.

let dist = '';
beforeAll(() => {
  dist = buildSite();
});

describe('bundle budgets', () => {
  it(`keeps the entry JavaScript within ${ENTRY_GZIP_BUDGET / 1024} KB gzip`, () => {
    const entry = entrySizes(dist);
    expect(entry.files.length).toBeGreaterThan(0);
    expect(entry.gzip, entry.files.map((f) => `${f.file} ${f.gzip}`).join(', ')).toBeLessThanOrEqual(ENTRY_GZIP_BUDGET);
  });

  it(`keeps every page's data within ${PAGE_DATA_GZIP_BUDGET / 1024} KB gzip`, () => {
    const pages = pageDataSizes(dist);
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) expect(page.gzip, page.file).toBeLessThanOrEqual(PAGE_DATA_GZIP_BUDGET);
  });

  it('loads supabase-js, the toast library, gtag and the form code only when needed', () => {
    const entry = entrySizes(dist).files.map((f) => fs.readFileSync(path.join(dist, f.file), 'utf8')).join('\n');
    const lazy = lazyChunkSizes(dist).map((f) => fs.readFileSync(path.join(dist, f.file), 'utf8')).join('\n');
    // Marker strings of each: supabase-js's client header, react-hot-toast's style engine, the gtag
    // script address, the contact form's honeypot field.
    for (const marker of ['X-Client-Info', '_goober', 'googletagmanager.com/gtag/js', 'company_website']) {
      expect(entry, marker).not.toContain(marker);
      expect(lazy, marker).toContain(marker);
    }
  });
});
