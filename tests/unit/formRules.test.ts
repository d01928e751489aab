import { describe, expect, it } from 'vitest';
import type { FormBlock } from '../../blocks/content.generated.ts';
import { buildPayload, fillPlaceholders, maxLengthOf, missingFields, tooLongFields } from '../../engine/forms/formRules.ts';

const contact: FormBlock = {
  type: 'form',
  target: 'contact',
  timestampField: 'submitted_at',
  fields: [
    { name: 'name', label: 'Full Name', kind: 'text', required: true },
    { name: 'email', label: 'Email Address', kind: 'email', required: true },
    { name: 'phone', label: 'Phone Number', kind: 'tel', emptyValue: 'Not provided' },
    { name: 'inquiry_type', label: 'Inquiry Type', kind: 'select', options: ['General Inquiry'], emptyValue: 'General Inquiry' },
    { name: 'property_address', label: 'Property Address', kind: 'text', emptyValue: 'Not provided' },
    { name: 'message', label: 'Message', kind: 'textarea', required: true },
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

describe('contact form rules', () => {
  it('finds required fields that are blank after trimming', () => {
    const values = { name: '   ', email: 'a@b.co', message: '\n\t' };
    expect(missingFields(contact, values).map((f) => f.name)).toEqual(['name', 'message']);
    expect(missingFields(contact, { name: 'A', email: 'a@b.co', message: 'Hi' })).toEqual([]);
  });

  it('builds the payload with trimmed values, defaults for blanks and the ISO time', () => {
    const now = new Date('2024-12-02T15:04:05.678Z');
    expect(buildPayload(contact, { name: ' Ada ', email: 'ada@example.com ', message: ' Hello ', phone: '  ' }, now, 'id-1')).toEqual({
      submission_id: 'id-1',
      name: 'Ada',
      email: 'ada@example.com',
      phone: 'Not provided',
      inquiry_type: 'General Inquiry',
      property_address: 'Not provided',
      message: 'Hello',
      submitted_at: '2024-12-02T15:04:05.678Z',
    });
  });

  it('adds the fixed extras (the newsletter source)', () => {
    const newsletter: FormBlock = {
      ...contact,
      target: 'newsletter',
      timestampField: 'subscribed_at',
      extra: { source: 'insights_page' },
      fields: [contact.fields[1]!],
    };
    expect(buildPayload(newsletter, { email: 'x@y.z' }, new Date(0), 'id-2')).toEqual({
      submission_id: 'id-2',
      email: 'x@y.z',
      subscribed_at: '1970-01-01T00:00:00.000Z',
      source: 'insights_page',
    });
  });

  it("limits lengths: 120 by default, 2,000 for a textarea, or the field's own", () => {
    expect(maxLengthOf(contact.fields[0]!)).toBe(120);
    expect(maxLengthOf(contact.fields[5]!)).toBe(2000);
    expect(tooLongFields(contact, { name: 'x'.repeat(121), message: 'y'.repeat(2000) }).map((f) => f.name)).toEqual(['name']);
  });

  it('fills run-time placeholders in messages', () => {
    expect(fillPlaceholders('Webhook {{status}} {{statusText}}', { status: 500, statusText: 'Internal Server Error' })).toBe(
      'Webhook 500 Internal Server Error',
    );
    expect(fillPlaceholders('Keep {{unknown}}', {})).toBe('Keep {{unknown}}');
  });

  it('leaves a placeholder named after a member every object inherits as it is, like any unknown one', () => {
    const text = 'Keep {{constructor}} {{toString}} {{__proto__}} {{valueOf}} {{status}}';
    expect(fillPlaceholders(text, { status: 502 })).toBe('Keep {{constructor}} {{toString}} {{__proto__}} {{valueOf}} 502');
  });

  it('reads a field named "constructor" (a name the schema allows) from the values, never from what objects inherit', () => {
    const block = { ...contact, fields: [{ name: 'constructor', label: 'Company', kind: 'text' as const, required: true }] };
    expect(missingFields(block, {}).map((f) => f.name)).toEqual(['constructor']);
    expect(tooLongFields(block, {})).toEqual([]);
    expect(buildPayload(block, {}, new Date(0), 'id-3')).toMatchObject({ constructor: '' });
  });
});
