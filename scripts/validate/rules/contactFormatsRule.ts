import { readPhone } from '../../../engine/content/contact.ts';
import type { Report } from '../issue.ts';
import { fieldOf } from './contentDocument.ts';

const PHONE_POINTER = '/contact/phone';

/**
 * site.json's phone number must be one the engine can link to (it reads it the same way), so the
 * build never stops on it. A value the schema already rejected (`rejected` holds its pointer) is
 * not reported twice.
 */
export function checkContactFormats(site: unknown, rejected: ReadonlySet<string>, report: Report): void {
  const phone = fieldOf(fieldOf(site, 'contact'), 'phone');
  if (typeof phone !== 'string' || rejected.has(PHONE_POINTER)) return;
  const reading = readPhone(phone);
  if (!reading.ok) report('unreadable-phone', PHONE_POINTER, { phone, reason: reading.reason });
}
