import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FormBlock, Page } from '../../blocks/content.generated.ts';
import { formBehavior } from '../../engine/forms/formBehavior.ts';
import { ROOT } from '../../scripts/lib/site/paths.ts';

function formOn(pageFile: string): FormBlock {
  const page = JSON.parse(fs.readFileSync(path.join(ROOT, 'pages', pageFile), 'utf8')) as Page;
  const form = page.blocks.find((block): block is FormBlock => block.type === 'form');
  if (!form) throw new Error(`pages/${pageFile} has no form`);
  return form;
}

const bare: FormBlock = {
  type: 'form',
  target: 'newsletter',
  fields: [{ name: 'email', label: 'Email address', kind: 'email', required: true }],
  timestampField: 'subscribed_at',
  submit: { label: 'Subscribe', busyLabel: 'Subscribing...' },
  messages: {
    success: { title: 'ok', description: 'ok' },
    failure: {
      title: 'no',
      network: 'Offline.',
      timeout: 'No answer in {{seconds}} s.',
      refused: 'Refused: {{status}}.',
      redirected: 'Moved.',
    },
  },
};

describe('formBehavior', () => {
  it('keeps the contact form recording conversions and field focus, logging as Contact Form Submission, locking only its button', () => {
    expect(formBehavior(formOn('contact.json'))).toEqual({
      formType: 'contact',
      recordsConversion: true,
      tracksFieldFocus: true,
      errorLogContext: 'Contact Form Submission',
      locksFieldsWhileSending: false,
    });
  });

  it('keeps the newsletter form free of conversions and focus events, logging as Newsletter Subscription, locking its input', () => {
    expect(formBehavior(formOn('insights.json'))).toEqual({
      formType: 'newsletter',
      recordsConversion: false,
      tracksFieldFocus: false,
      errorLogContext: 'Newsletter Subscription',
      locksFieldsWhileSending: true,
    });
  });

  it('does nothing extra for a form that sets nothing: no conversion, whatever its analytics label defaults to', () => {
    expect(formBehavior(bare)).toEqual({
      formType: 'contact',
      recordsConversion: false,
      tracksFieldFocus: false,
      errorLogContext: 'Form Submission',
      locksFieldsWhileSending: false,
    });
  });

  it('takes each behaviour from its own property, not from the label or the target', () => {
    const contactLabelled: FormBlock = { ...bare, target: 'contact', formType: 'contact' };
    expect(formBehavior(contactLabelled).recordsConversion).toBe(false);
    const newsletterConverting: FormBlock = {
      ...bare,
      formType: 'newsletter',
      conversion: true,
      trackFieldFocus: true,
      lockFieldsWhileSending: false,
      errorLogContext: 'Signup',
    };
    expect(formBehavior(newsletterConverting)).toEqual({
      formType: 'newsletter',
      recordsConversion: true,
      tracksFieldFocus: true,
      errorLogContext: 'Signup',
      locksFieldsWhileSending: false,
    });
  });
});
