import { describe, expect, it } from 'vitest';
import { internationalPhone, phoneHref, readPhone } from '../../engine/content/phone.ts';
import { addressLines } from '../../blocks/shared/contact.ts';

describe('contact formatting', () => {
  it('links a displayed number as tel:+1 and its ten digits', () => {
    expect(phoneHref('(918) 555-0142')).toBe('tel:+19185550142');
    expect(phoneHref('918.555.0142')).toBe('tel:+19185550142');
  });

  it('does not double the country code of a number written with a leading 1 or +1', () => {
    expect(phoneHref('1 (918) 555-0142')).toBe('tel:+19185550142');
    expect(phoneHref('+1 918 555 0142')).toBe('tel:+19185550142');
    expect(phoneHref('1-918-555-0142')).toBe('tel:+19185550142');
  });

  it('writes the number for schema.org as +1-AAA-EEE-NNNN', () => {
    expect(internationalPhone('(918) 555-0142')).toBe('+1-918-555-0142');
    expect(internationalPhone('+1 (918) 555-0142')).toBe('+1-918-555-0142');
  });

  it('refuses a number that is neither international nor a ten-digit North American one', () => {
    expect(() => phoneHref('555-0142')).toThrow(/555-0142/);
    expect(() => internationalPhone('020 7946 0958')).toThrow(/020 7946 0958/);
  });

  it('formats the postal address as a street line and a city line', () => {
    const address = { street: '320 S Boston Ave, Suite 1200', city: 'Tulsa', region: 'OK', postalCode: '74103' };
    expect(addressLines(address)).toEqual(['320 S Boston Ave, Suite 1200', 'Tulsa, OK 74103']);
  });
});

describe('international phone numbers', () => {
  // Written as each country writes them: the page shows them so, schema.org gets them so, and
  // the link dials '+' and the digits (E.164).
  it.each([
    ['United Kingdom', '+44 20 7946 0958', 'tel:+442079460958'],
    ['Germany', '+49 30 901820', 'tel:+4930901820'],
    ['France', '+33 1 23 45 67 89', 'tel:+33123456789'],
    ['Japan', '+81 3-1234-5678', 'tel:+81312345678'],
    ['Australia', '+61 (2) 9876 5432', 'tel:+61298765432'],
    ['Brazil', '+55 11 91234.5678', 'tel:+5511912345678'],
  ])('reads a number of %s: %s', (_country, written, href) => {
    expect(phoneHref(written)).toBe(href);
    expect(internationalPhone(written)).toBe(written);
    expect(readPhone(written)).toEqual({ ok: true, phone: { e164: href.slice('tel:'.length), international: written } });
  });

  it('keeps the number as written, only the spaces around it trimmed', () => {
    expect(internationalPhone('  +44 20 7946 0958 ')).toBe('+44 20 7946 0958');
  });

  it.each([
    ['an empty value', '', /digits/],
    ['letters', '+1 800 FLOWERS', /only digits/],
    ['an extension', '(918) 555-0142 ext. 12', /only digits/],
    ['two plus signs', '++44 20 7946 0958', /only digits/],
    ['a national number of another country', '020 7946 0958', /international form/],
    ['a North American area code starting with 0 or 1', '(018) 555-0142', /international form/],
    ['a country code starting with 0', '+044 20 7946 0958', /country code/],
    ['too few digits', '+44 20', /7 to 15 digits.*4/],
    ['too many digits', '+44 20 7946 0958 1234 56', /7 to 15 digits.*18/],
    ['a +1 number that is not North American', '+1 918 555 014', /\+1/],
  ])('refuses %s, saying why', (_label, written, reason) => {
    const reading = readPhone(written);
    expect(reading.ok).toBe(false);
    expect(reading.ok ? '' : reading.reason).toMatch(reason);
    expect(() => phoneHref(written)).toThrow(reason);
  });
});
