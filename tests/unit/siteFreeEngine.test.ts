import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateTypes } from '../../scripts/generate/generateTypes.ts';
import { BLOCKS_DIR, ROOT, TYPES_FILE } from '../../scripts/lib/site/paths.ts';

const ENGINE_DIR = path.join(ROOT, 'engine');

/** Every source file under a folder, with its text. */
function sources(dir: string): { file: string; text: string }[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx)$/.test(name))
    .map((name) => ({ file: path.join(dir, name), text: fs.readFileSync(path.join(dir, name), 'utf8') }));
}

/**
 * The engine knows no site in its types and behaviour, not only in its imports (which the lint
 * rule holds): the content model is generated into the site, and what only the site decides (its
 * forms' names, its structured data) is the site's configuration.
 */
describe('the engine, of any site', () => {
  it('holds no generated content types: the site generates its own, where validate checks them', async () => {
    expect(sources(ENGINE_DIR).filter(({ file }) => file.endsWith('.generated.ts'))).toEqual([]);
    expect(path.dirname(TYPES_FILE)).toBe(BLOCKS_DIR);
    expect(fs.readFileSync(TYPES_FILE, 'utf8')).toBe(await generateTypes());
  });

  it.each([
    ['the honeypot field', 'additional_notes'],
    ['the field-focus event', 'contact_form_interaction'],
    ['the conversion currency', "'USD'"],
    ['a form target', '__inbox/contact'],
    ['a form target', '__inbox/newsletter'],
    ['the business type', 'RealEstateAgent'],
    ['the area served', 'United States'],
    ['English opening hours', 'monday to friday'],
    ['a palette colour', 'navy'],
    ['a postal address', 'postalCode'],
    ['a structured-data type', 'PostalAddress'],
    // The services a site hands in (engine/site/services.ts): the engine imports none of them.
    ['the error log client', 'supabase'],
    ['the error table', 'error_logs'],
    ['the toast library', 'react-hot-toast'],
    ['an icon library', 'lucide'],
    ['an analytics vendor', 'gtag'],
    ['an analytics vendor', 'googletagmanager'],
  ])('names no site value in its code: %s (%s)', (_what, value) => {
    const naming = sources(ENGINE_DIR)
      .filter(({ text }) => text.toLowerCase().includes(value.toLowerCase()))
      .map(({ file }) => path.relative(ROOT, file));
    expect(naming).toEqual([]);
  });
});
