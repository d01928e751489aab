import { describe, expect, it } from 'vitest';
import { formSettings } from '../../blocks/form/formSettings.ts';

/**
 * Fragments of the words autofill matches a field's name against to fill it: a person's name, contact
 * and address, company and website, account and payment details.
 */
const AUTOFILL_WORDS = [
  'name',
  'mail',
  'phone',
  'tel',
  'mobile',
  'fax',
  'company',
  'organi',
  'business',
  'firm',
  'employer',
  'web',
  'site',
  'url',
  'homepage',
  'addr',
  'street',
  'city',
  'town',
  'zip',
  'postal',
  'post',
  'country',
  'state',
  'province',
  'region',
  'user',
  'login',
  'account',
  'pass',
  'card',
  'cc',
  'promo',
  'coupon',
  'birth',
  'title',
  'job',
];

/** The site's names for what the engine's form machinery posts to and records (the spec's and its analytics'). */
describe("this site's form settings", () => {
  it('keep the focus event and the conversion currency the published pages and their analytics have', () => {
    expect(formSettings.fieldFocusEvent).toBe('contact_form_interaction');
    expect(formSettings.conversionCurrency).toBe('USD');
  });

  it('name the bot trap with no word that autofill reads as a field it can fill', () => {
    // A filled trap means a bot: the form feigns success and sends nothing. Browsers and password
    // managers guess a field's kind from words in its name, autocomplete setting or not, so a trap
    // named like one they know could be filled for a visitor, and their message silently dropped.
    const words = formSettings.honeypotField.toLowerCase().split(/[^a-z]+/);
    for (const word of words) expect(AUTOFILL_WORDS.filter((known) => word.includes(known))).toEqual([]);
  });

  it('post each target to the local inbox when no webhook is configured for the build', () => {
    expect(import.meta.env.VITE_CONTACT_WEBHOOK_URL ?? '').toBe('');
    expect(formSettings.endpoints).toEqual({ contact: '/__inbox/contact', newsletter: '/__inbox/newsletter' });
  });
});
