import type { PostalAddress } from './types.generated.ts';

/**
 * The firm's contact details written out for links and machines, once: the header, the footer, the
 * contact-details block and the schema.org description all show the same number and address.
 * site.json holds the phone number as displayed, a North American number such as '(918) 555-0142'.
 */

/** The ten digits of a North American number, without a leading country code 1 (written '1 …' or '+1 …'). */
function nationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  // A wrong link would fail silently on every page; better that the build stops and says why.
  if (national.length !== 10) throw new Error(`"${phone}" is not a ten-digit North American phone number`);
  return national;
}

/** The phone number as a link target: '(918) 555-0142' → 'tel:+19185550142'. */
export function phoneHref(phone: string): string {
  return `tel:+1${nationalDigits(phone)}`;
}

/** The phone number as schema.org's `telephone` shows it: '(918) 555-0142' → '+1-918-555-0142'. */
export function internationalPhone(phone: string): string {
  const digits = nationalDigits(phone);
  return `+1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The postal address as shown on two lines: the street, then 'City, REGION 00000'. */
export function addressLines(address: PostalAddress): [street: string, locality: string] {
  return [address.street, `${address.city}, ${address.region} ${address.postalCode}`];
}
