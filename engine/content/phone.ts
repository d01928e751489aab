/**
 * Phone numbers, written out for links and machines once: a site shows a number as its content
 * writes it, and its links and structured data dial the same number. Validate holds any field whose
 * schema says `"format": "phone"` to what this module can read, so no build stops on one.
 *
 * Content holds a phone number as people should read it, and it is shown as written. Links and
 * structured data need it in a form a phone can dial, so it is read here, without a library of
 * every country's numbering plan (which would be tens of kilobytes for one number): a number is
 * written either in international form, '+' and the country code ('+44 20 7946 0958'), or as a
 * North American number, whose national form alone is read without a country code ('(918) 555-0142').
 * Any other national form is refused, since without its country it cannot be dialled from abroad.
 */

/** A phone number as links and machines want it. */
export interface PhoneNumber {
  /** '+' and every digit (E.164), for a tel: link. */
  e164: string;
  /** For schema.org's telephone: '+1-918-555-0142' for a North American number, otherwise the number as written. */
  international: string;
}

export type PhoneReading = { ok: true; phone: PhoneNumber } | { ok: false; reason: string };

/** What a number may be written with: digits and the usual separators, after an optional '+'. */
const WRITTEN = /^\+?[0-9 ().-]+$/;
/**
 * A North American number's digits, with or without its country code 1: an area code and an
 * exchange that each start with 2 to 9 (which no national number of most other countries does:
 * theirs start with a trunk prefix such as 0, so they are not mistaken for one).
 */
const NORTH_AMERICAN = /^1?([2-9]\d{2})([2-9]\d{2})(\d{4})$/;
/** E.164 allows at most 15 digits, country code included; the shortest numbers in use have 7. */
const MIN_DIGITS = 7;
const MAX_DIGITS = 15;

const NATIONAL_HELP =
  "write it in international form: '+', the country code and the number, such as '+44 20 7946 0958' (without '+', only a North American number such as '(918) 555-0142' is read)";

function northAmerican(digits: string): PhoneNumber | null {
  const parts = NORTH_AMERICAN.exec(digits);
  if (!parts) return null;
  const [, area, exchange, line] = parts;
  return { e164: `+1${area}${exchange}${line}`, international: `+1-${area}-${exchange}-${line}` };
}

/** Reads a phone number as written in site.json, or says why it cannot. */
export function readPhone(written: string): PhoneReading {
  const text = written.trim();
  if (!/\d/.test(text)) return { ok: false, reason: 'it has no digits' };
  if (!WRITTEN.test(text)) return { ok: false, reason: "it may hold only digits, spaces, '(', ')', '-' and '.', after one leading '+'" };
  const digits = text.replace(/\D/g, '');
  if (!text.startsWith('+')) {
    const phone = northAmerican(digits);
    return phone ? { ok: true, phone } : { ok: false, reason: `it is not a North American number; ${NATIONAL_HELP}` };
  }
  if (digits.startsWith('1')) {
    // +1 is the North American plan, whose numbers all have the same shape: hold them to it.
    const phone = digits.length === 11 ? northAmerican(digits) : null;
    return phone
      ? { ok: true, phone }
      : { ok: false, reason: '+1 numbers are North American: 1, then ten digits whose area code and exchange start with 2 to 9' };
  }
  if (digits.startsWith('0')) return { ok: false, reason: "a country code never starts with 0: drop the national prefix after '+'" };
  if (digits.length < MIN_DIGITS || digits.length > MAX_DIGITS) {
    return {
      ok: false,
      reason: `an international number has ${MIN_DIGITS} to ${MAX_DIGITS} digits, the country code included; this one has ${digits.length}`,
    };
  }
  return { ok: true, phone: { e164: `+${digits}`, international: text } };
}

/** The number read, or an error that stops the build: a wrong link would fail silently on every page. */
function phoneNumber(written: string): PhoneNumber {
  const reading = readPhone(written);
  if (!reading.ok) throw new Error(`"${written}" is not a phone number the site can link to: ${reading.reason}`);
  return reading.phone;
}

/** The phone number as a link target: '(918) 555-0142' → 'tel:+19185550142', '+44 20 7946 0958' → 'tel:+442079460958'. */
export function phoneHref(phone: string): string {
  return `tel:${phoneNumber(phone).e164}`;
}

/** The phone number as schema.org's `telephone` shows it: '(918) 555-0142' → '+1-918-555-0142'; an international one as written. */
export function internationalPhone(phone: string): string {
  return phoneNumber(phone).international;
}
