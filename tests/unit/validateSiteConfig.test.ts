import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateContent, type Issue } from '../../scripts/validate/validateContent.ts';
import { SCHEMA_DIR } from '../../scripts/lib/site/paths.ts';
import { baseContent, positionOf, writeValidatableContent } from '../support/contentFixture.ts';

type Json = Record<string, any>;

/** Validate's issues for the fixture site with its site.json changed by `mutate`. */
async function siteIssues(mutate: (site: Json) => void): Promise<{ issues: Issue[]; siteFile: string }> {
  const files = baseContent() as Record<string, Json>;
  mutate(files['site.json']!);
  const pagesDir = writeValidatableContent(files, SCHEMA_DIR);
  const { issues } = await validateContent({ pagesDir, skipTypes: true });
  return { issues, siteFile: path.join(pagesDir, 'site.json') };
}

const listed = (issues: Issue[]) => issues.map((i) => `${i.pointer} [${i.code}] ${i.message}`).join('\n');

describe('validate: the contact details of site.json', () => {
  it.each(['+44 20 7946 0958', '+81 3-1234-5678', '+1 (918) 555-0142', '918.555.0142'])('accepts the phone number %s', async (phone) => {
    const { issues } = await siteIssues((site) => (site.contact.phone = phone));
    expect(issues, listed(issues)).toEqual([]);
  });

  it('reports a phone number it cannot read where it stands, with the fix', async () => {
    const { issues, siteFile } = await siteIssues((site) => (site.contact.phone = '020 7946 0958'));
    expect(issues, listed(issues)).toHaveLength(1);
    const [issue] = issues;
    expect(issue).toMatchObject({
      file: siteFile,
      pointer: '/contact/phone',
      code: 'unreadable-phone',
      ...positionOf(siteFile, '"phone": "020 7946 0958"'),
    });
    expect(issue!.message).toBe(
      `phone number "020 7946 0958" cannot be read: it is not a North American number; write it in international form: '+', the country code and the number, such as '+44 20 7946 0958' (without '+', only a North American number such as '(918) 555-0142' is read)`,
    );
    expect(issue!.hint).toMatch(/international form/);
  });

  it('reports a phone number holding letters once, not once for the schema and once for reading it', async () => {
    const { issues } = await siteIssues((site) => (site.contact.phone = '+1 800 FLOWERS'));
    expect(issues.map((i) => `${i.pointer} ${i.code}`)).toEqual(['/contact/phone pattern-mismatch']);
  });
});

describe('validate: the structured data facts of site.json', () => {
  it('accepts a business of another type and country, open on Saturdays, serving another area', async () => {
    const { issues } = await siteIssues((site) => {
      site.contact.phone = '+44 20 7946 0958';
      site.contact.address.country = 'GB';
      site.organization = {
        type: 'LocalBusiness',
        areaServed: 'Greater London',
        openingHours: [{ dayOfWeek: ['Saturday'], opens: '10:00', closes: '13:00' }],
      };
    });
    expect(issues, listed(issues)).toEqual([]);
  });

  it.each([
    ['an address without its country', (site: Json) => delete site.contact.address.country, '/contact/address', 'missing-field'],
    [
      'a country that is not a two-letter code',
      (site: Json) => (site.contact.address.country = 'USA'),
      '/contact/address/country',
      'pattern-mismatch',
    ],
    [
      'a business type that is not a schema.org name',
      (site: Json) => (site.organization.type = 'real estate'),
      '/organization/type',
      'pattern-mismatch',
    ],
    [
      'an opening time written as shown to people',
      (site: Json) => (site.organization.openingHours[0].opens = '8:00 AM'),
      '/organization/openingHours/0/opens',
      'pattern-mismatch',
    ],
    [
      'an opening time off the 24-hour clock',
      (site: Json) => (site.organization.openingHours[0].closes = '24:30'),
      '/organization/openingHours/0/closes',
      'pattern-mismatch',
    ],
    [
      'a day schema.org does not name',
      (site: Json) => (site.organization.openingHours[0].dayOfWeek[0] = 'Mon'),
      '/organization/openingHours/0/dayOfWeek/0',
      'not-allowed-value',
    ],
  ])('reports %s', async (_label, mutate, pointer, code) => {
    const { issues } = await siteIssues(mutate);
    // A value both too long and in the wrong form is reported for each, at the same place.
    expect(new Set(issues.map((i) => i.pointer)), listed(issues)).toEqual(new Set([pointer]));
    expect(issues.map((i) => i.code)).toContain(code);
  });
});

describe('validate: the header submenu items of site.json (each a link or a divider)', () => {
  /** The fixture's header item with a submenu: a link, a divider, then `item` at /header/nav/0/submenu/2. */
  const withItem = (item: Json) => (site: Json) => {
    site.header.nav[0].submenu = [{ name: 'Our Story', href: '/about' }, { divider: true }, item];
  };
  const pointer = '/header/nav/0/submenu/2';

  it('accepts a submenu of links and dividers', async () => {
    const { issues } = await siteIssues(withItem({ name: 'Home', href: '/', description: 'Back to the start.' }));
    expect(issues, listed(issues)).toEqual([]);
  });

  it('reports a link without its href as the missing field, at the item', async () => {
    const { issues, siteFile } = await siteIssues(withItem({ name: 'Investment Sales' }));
    expect(issues, listed(issues)).toHaveLength(1);
    expect(issues[0]).toMatchObject({
      file: siteFile,
      pointer,
      code: 'missing-field',
      message: 'missing required field "href" (The route it goes to.)',
      // The item's opening brace, as the fixture writes it (two spaces a level).
      ...positionOf(siteFile, '{\n            "name": "Investment Sales"'),
    });
  });

  it('reports a link without its name as the missing field', async () => {
    const { issues } = await siteIssues(withItem({ href: '/about', description: 'Who we are.' }));
    expect(issues.map((i) => `${i.pointer} [${i.code}] ${i.message}`)).toEqual([
      `${pointer} [missing-field] missing required field "name" (Link text.)`,
    ]);
  });

  it('reports a misspelt href once, as the field it should be', async () => {
    const { issues } = await siteIssues(withItem({ name: 'Investment Sales', hrf: '/about' }));
    expect(issues.map((i) => `${i.pointer} [${i.code}] ${i.message}`)).toEqual([
      `${pointer}/hrf [unknown-field] unknown field "hrf" — did you mean "href"?`,
    ]);
  });

  it('reports a divider that is not true at its value', async () => {
    const { issues } = await siteIssues(withItem({ divider: false }));
    expect(issues.map((i) => `${i.pointer} [${i.code}] ${i.message}`)).toEqual([
      `${pointer}/divider [wrong-constant] must be true, not boolean false`,
    ]);
  });

  it('names both shapes, by their fields, for an item that is neither', async () => {
    const { issues } = await siteIssues(withItem({ label: 'Investment Sales' }));
    expect(issues, listed(issues)).toHaveLength(1);
    expect(issues[0]).toMatchObject({ pointer, code: 'ambiguous-shape' });
    expect(issues[0]!.message).toBe('NavLink or NavDivider must have exactly one of "name" + "href", "divider"; found "label"');
  });
});
