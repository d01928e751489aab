import { describe, expect, it } from 'vitest';
import type { FormBlock } from '../../blocks/content.generated.ts';
import { fieldProblem, validateSubmission } from '../../engine/forms/validateSubmission.ts';

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

describe('fieldProblem', () => {
  const [name, email, phone, message] = contact.fields;

  it("names one field's problem now, as validateSubmission would: a blank required field first, then a rejected address, then length", () => {
    expect(fieldProblem(name!, '  ')).toBe('missing_required_fields');
    expect(fieldProblem(name!, 'Ada')).toBeNull();
    expect(fieldProblem(email!, '', true)).toBe('missing_required_fields');
    expect(fieldProblem(email!, 'ada@', true)).toBe('invalid_email');
    expect(fieldProblem(email!, 'ada@example.com', false)).toBeNull();
    expect(fieldProblem(message!, 'y'.repeat(4001))).toBe('too_long');
  });

  it('finds nothing wrong with a blank optional field', () => {
    expect(fieldProblem(phone!, '')).toBeNull();
  });
});
