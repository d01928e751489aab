import { describe, expect, it } from 'vitest';
import type { FormBlock } from '../../blocks/content.generated.ts';
import { validateSubmission } from '../../engine/forms/validateSubmission.ts';

const contact: FormBlock = {
  type: 'form',
  target: 'contact',
  timestampField: 'submitted_at',
  fields: [
    { name: 'name', label: 'Full Name', kind: 'text', required: true },
    { name: 'email', label: 'Email Address', kind: 'email', required: true },
    { name: 'phone', label: 'Phone Number', kind: 'tel', emptyValue: 'Not provided' },
    { name: 'message', label: 'Message', kind: 'textarea', required: true, maxLength: 4000 },
  ],
  submit: { label: 'Send Message', busyLabel: 'Sending...' },
  messages: { success: { title: 'ok', description: 'ok' }, failure: { title: 'no', description: 'no' } },
};

const complete = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '', message: 'Hello' };

describe('validateSubmission', () => {
  it('accepts a submission whose required fields are filled', () => {
    expect(validateSubmission(contact, complete)).toBeNull();
  });

  it('reports required fields that are blank once trimmed, in form order, each with its message', () => {
    expect(validateSubmission(contact, { ...complete, name: '  ', message: '\n\t ' })).toEqual({
      error: 'missing_required_fields',
      fields: [
        { name: 'name', message: 'Enter your full name.' },
        { name: 'message', message: 'Enter your message.' },
      ],
    });
    expect(validateSubmission(contact, { ...complete, email: ' ' })).toEqual({
      error: 'missing_required_fields',
      fields: [{ name: 'email', message: 'Enter your email address.' }],
    });
  });

  it('treats a field missing from the values as blank', () => {
    expect(validateSubmission(contact, { email: 'ada@example.com', message: 'Hi' })?.fields.map((f) => f.name)).toEqual(['name']);
  });

  it('then reports an email address the browser rejected', () => {
    expect(validateSubmission(contact, { ...complete, email: 'ada@' }, { rejectedEmails: ['email'] })).toEqual({
      error: 'invalid_email',
      fields: [{ name: 'email', message: 'Enter a valid email address, like name@company.com.' }],
    });
    // A blank required field comes first: it is what the visitor has to fix before anything else.
    expect(validateSubmission(contact, { ...complete, name: '', email: 'ada@' }, { rejectedEmails: ['email'] })?.error).toBe(
      'missing_required_fields',
    );
  });

  it('then reports values longer than allowed, counted after trimming', () => {
    expect(validateSubmission(contact, { ...complete, name: 'x'.repeat(121) })).toEqual({
      error: 'too_long',
      fields: [{ name: 'name', message: 'Full Name can be at most 120 characters.' }],
    });
    expect(validateSubmission(contact, { ...complete, message: 'y'.repeat(4001) })?.fields).toEqual([
      { name: 'message', message: 'Message can be at most 4,000 characters.' },
    ]);
    expect(validateSubmission(contact, { ...complete, name: ` ${'x'.repeat(120)} ` })).toBeNull();
  });
});
