import { ownValue } from '../content/ownValue';
import { readFieldValues, type FormValues } from './fieldValues';
import type { FormFieldShape, FormShape } from './formShape';

export type { FormValues };

/** Longest value a field accepts when its content sets no maxLength. */
export function maxLengthOf(field: FormFieldShape): number {
  return field.maxLength ?? (field.kind === 'textarea' ? 2000 : 120);
}

export function emptyValues(block: FormShape): FormValues {
  return Object.fromEntries(block.fields.map((field) => [field.name, '']));
}

/** The current values of the block's fields, read from the form element itself. */
export function readFormValues(block: FormShape, form: HTMLFormElement): FormValues {
  return readFieldValues(
    form,
    block.fields.map((field) => field.name),
  );
}

/** Puts one control back to the value the page gave it, as a form reset does for the whole form. */
function resetControl(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): void {
  if (control instanceof HTMLSelectElement) {
    const initial = Array.from(control.options).find((option) => option.defaultSelected) ?? control.options[0];
    control.value = initial?.value ?? '';
  } else control.value = control.defaultValue;
}

/**
 * After a successful send: empties the fields that still hold what was sent, and leaves alone any
 * field changed since (a choice made while the form was sending, which was not sent), so nothing
 * the visitor typed is lost. `sent` is what readFormValues read when the form was sent.
 */
export function clearSentValues(block: FormShape, form: HTMLFormElement, sent: FormValues): void {
  for (const field of block.fields) {
    const control = form.elements.namedItem(field.name);
    if (
      (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement) &&
      control.value === (ownValue(sent, field.name) ?? '')
    )
      resetControl(control);
  }
}

/** A required field blank once leading and trailing spaces are trimmed. */
export const isMissing = (field: FormFieldShape, value = ''): boolean => Boolean(field.required) && !value.trim();

/** A value longer than the field allows, trimmed (possible with pasted or restored text). */
export const isTooLong = (field: FormFieldShape, value = ''): boolean => value.trim().length > maxLengthOf(field);

/** Required fields that are blank once leading and trailing spaces are trimmed. */
export function missingFields(block: FormShape, values: FormValues): FormFieldShape[] {
  return block.fields.filter((field) => isMissing(field, ownValue(values, field.name)));
}

/** Fields whose value is longer than allowed (possible with pasted or restored text). */
export function tooLongFields(block: FormShape, values: FormValues): FormFieldShape[] {
  return block.fields.filter((field) => isTooLong(field, ownValue(values, field.name)));
}

/**
 * The JSON body sent: its submission id (the same for every retry of the same content, so the
 * receiver can drop duplicates), every field trimmed (a blank optional field sends its emptyValue, e.g.
 * 'Not provided'), the submit time under the block's timestamp key, and the block's fixed extras.
 */
export function buildPayload(block: FormShape, values: FormValues, now: Date, submissionId: string): Record<string, string> {
  const payload: Record<string, string> = { submission_id: submissionId };
  for (const field of block.fields) {
    const value = (ownValue(values, field.name) ?? '').trim();
    payload[field.name] = value || (field.emptyValue ?? '');
  }
  payload[block.timestampField] = now.toISOString();
  for (const [key, value] of Object.entries(block.extra ?? {})) if (value !== undefined) payload[key] = value;
  return payload;
}

/** Fills '{{status}}'-style placeholders of a form message. */
export function fillPlaceholders(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));
}
