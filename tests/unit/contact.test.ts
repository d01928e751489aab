import { describe, expect, it } from 'vitest';
import { addressLines, internationalPhone, phoneHref } from '../../engine/content/contact.ts';

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

  it('refuses a number that is not a ten-digit North American one', () => {
    expect(() => phoneHref('555-0142')).toThrow(/555-0142/);
    expect(() => internationalPhone('+44 20 7946 0958')).toThrow(/\+44 20 7946 0958/);
  });

  it('formats the postal address as a street line and a city line', () => {
    const address = { street: '320 S Boston Ave, Suite 1200', city: 'Tulsa', region: 'OK', postalCode: '74103' };
    expect(addressLines(address)).toEqual(['320 S Boston Ave, Suite 1200', 'Tulsa, OK 74103']);
  });
});
