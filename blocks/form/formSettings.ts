import { envSetting, type FormSettings } from '../../engine';
import type { FormBlock } from '../siteTypes';

/**
 * What this site's forms post to and record, which the form block hands the engine's form
 * machinery: each target's webhook, set at build time (unset, the local inbox the dev and preview
 * servers provide; see README, Configuration), the hidden field that catches bots, the event of a
 * field's first focus and the currency of a conversion, as the site's analytics expects them.
 */
export const formSettings: FormSettings<FormBlock['target']> = {
  endpoints: {
    contact: envSetting(import.meta.env.VITE_CONTACT_WEBHOOK_URL) ?? '/__inbox/contact',
    newsletter: envSetting(import.meta.env.VITE_NEWSLETTER_WEBHOOK_URL) ?? '/__inbox/newsletter',
  },
  // A name no autofill recognises. One with a company or a website in it (the trap's former name,
  // company_website) may be filled by a browser or a password manager, and the visitor's message
  // is then taken for a bot's and dropped behind a success (tests/unit/siteFormSettings.test.ts).
  honeypotField: 'additional_notes',
  fieldFocusEvent: 'contact_form_interaction',
  conversionCurrency: 'USD',
};
