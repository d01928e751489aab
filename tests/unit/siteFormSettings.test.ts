import { describe, expect, it } from 'vitest';
import { formSettings } from '../../blocks/form/formSettings.ts';

/** The site's names for what the engine's form machinery posts to and records (the spec's and its analytics'). */
describe("this site's form settings", () => {
  it('keep the bot trap, the focus event and the conversion currency the published pages and their analytics have', () => {
    expect(formSettings.honeypotField).toBe('company_website');
    expect(formSettings.fieldFocusEvent).toBe('contact_form_interaction');
    expect(formSettings.conversionCurrency).toBe('USD');
  });

  it('post each target to the local inbox when no webhook is configured for the build', () => {
    expect(import.meta.env.VITE_CONTACT_WEBHOOK_URL ?? '').toBe('');
    expect(formSettings.endpoints).toEqual({ contact: '/__inbox/contact', newsletter: '/__inbox/newsletter' });
  });
});
