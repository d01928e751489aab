import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Json = Record<string, unknown>;

/** A small, valid site: three pages, a manifest and a site config, written to a temporary folder. */
export function baseContent(): Record<string, Json> {
  return {
    'site.json': {
      $schema: '../schema/site.schema.json',
      brand: 'Fixture Realty',
      url: 'https://www.fixture-realty.example',
      language: 'en-US',
      tagline: 'A small site used by the validate tests.',
      socialImage: { src: '/images/social-card.svg', alt: 'Fixture Realty', width: 1200, height: 630 },
      contact: {
        email: 'hello@fixture-realty.example',
        phone: '(918) 555-0100',
        address: { street: '1 Main St', city: 'Tulsa', region: 'OK', postalCode: '74103', country: 'US' },
        hours: { days: 'Monday to Friday', opens: '8:00 AM', closes: '6:00 PM', timezone: 'CST' },
      },
      organization: {
        type: 'RealEstateAgent',
        openingHours: [{ dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' }],
      },
      social: [],
      header: { nav: [{ name: 'About', href: '/about' }], accountLinks: [] },
      footer: { columns: [], copyright: '© 2024 {brand}', equalHousing: 'Equal Housing Opportunity' },
      tabSets: {},
    },
    'routes.json': {
      $schema: '../schema/routes.schema.json',
      notFound: 'not-found',
      routes: [
        { path: '/', page: 'home' },
        { path: '/about', page: 'about' },
      ],
    },
    'home.json': {
      $schema: '../schema/page.schema.json',
      meta: { title: 'Home | {brand}', description: 'The home page of the fixture site, used by the validate tests only.' },
      blocks: [
        { type: 'hero', title: 'Welcome to {brand}', actions: [{ label: 'About us', action: { navigate: '/about' } }] },
        { type: 'banner', id: 'next', title: 'Next steps', primary: { label: 'Back up', action: { scroll: '#next' } } },
      ],
    },
    'about.json': {
      $schema: '../schema/page.schema.json',
      meta: { title: 'About | {brand}', description: 'The about page of the fixture site, used by the validate tests only.' },
      blocks: [{ type: 'hero', title: 'About {brand}' }],
    },
    'not-found.json': {
      $schema: '../schema/page.schema.json',
      meta: {
        title: 'Not found | {brand}',
        description: 'The not-found page of the fixture site, used by the validate tests.',
        noindex: true,
      },
      blocks: [{ type: 'not-found', title: 'Oops! Page not found', action: { label: 'Return to Home', action: { navigate: '/' } } }],
    },
  };
}

/** Writes the files (name → JSON) to a new temporary pages folder and returns its path. */
export function writeContent(files: Record<string, Json>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-content-'));
  const pagesDir = path.join(dir, 'pages');
  for (const [name, json] of Object.entries(files)) {
    const file = path.join(pagesDir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(json, null, 2) + '\n');
  }
  return pagesDir;
}

/** 1-based line and column where `needle` first occurs in the file. */
export function positionOf(file: string, needle: string): { line: number; col: number } {
  const text = fs.readFileSync(file, 'utf8');
  const offset = text.indexOf(needle);
  if (offset < 0) throw new Error(`"${needle}" is not in ${file}`);
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, col: offset - before.lastIndexOf('\n') };
}

/**
 * Writes the files like writeContent, with each '$schema' pointed at the repository's schema folder
 * (the temporary folder is outside the repository), so validate reads them as it reads pages/.
 */
export function writeValidatableContent(files: Record<string, Json>, schemaDir: string): string {
  const pagesDir = writeContent(files);
  for (const [name, json] of Object.entries(files)) {
    if (typeof json.$schema !== 'string') continue;
    const file = path.join(pagesDir, name);
    const schema = path.relative(path.dirname(file), path.join(schemaDir, path.basename(json.$schema)));
    fs.writeFileSync(file, JSON.stringify({ ...json, $schema: schema }, null, 2) + '\n');
  }
  return pagesDir;
}
