import type { FormFieldShape, FormShape } from './formShape';
import { isMissing, isTooLong, maxLengthOf, missingFields, tooLongFields, type FormValues } from './formRules';
import { countText } from './countText';

/** What is wrong with a submission, as the form_error event records it. */
export type SubmissionError = 'missing_required_fields' | 'invalid_email' | 'too_long';

export interface SubmissionProblems {
  error: SubmissionError;
  /** The fields at fault, in form order, each with the message shown under it. */
  fields: { name: string; message: string }[];
}

export interface SubmissionChecks {
  /** Email fields the browser's own email check rejects (the form reads `validity.typeMismatch`). */
  rejectedEmails?: readonly string[];
}

function requiredMessage(field: FormFieldShape): string {
  return field.kind === 'email' ? 'Enter your email address.' : `Enter your ${field.label.toLowerCase()}.`;
}

function tooLongMessage(field: FormFieldShape): string {
  return `${field.label} can be at most ${countText(maxLengthOf(field))} characters.`;
}

const INVALID_EMAIL_MESSAGE = 'Enter a valid email address, like name@company.com.';

function problems(error: SubmissionError, fields: FormFieldShape[], message: (field: FormFieldShape) => string): SubmissionProblems | null {
  return fields.length ? { error, fields: fields.map((field) => ({ name: field.name, message: message(field) })) } : null;
}

/**
 * The problem one field has now, of those validateSubmission reports, in the same order; null when
 * it has none. What a field's message is checked against as the visitor edits it: the message goes
 * as soon as the problem it names is gone (see useFormSubmission).
 */
export function fieldProblem(field: FormFieldShape, value: string, emailRejected = false): SubmissionError | null {
  if (isMissing(field, value)) return 'missing_required_fields';
  if (field.kind === 'email' && emailRejected) return 'invalid_email';
  if (isTooLong(field, value)) return 'too_long';
  return null;
}

/**
 * Whether a form's values may be sent, with no DOM and no React: null when they may, otherwise
 * the first kind of problem in the order a visitor fixes them. Required fields blank once
 * trimmed come first, then email addresses the browser rejected, then values longer than allowed.
 */
export function validateSubmission(block: FormShape, values: FormValues, checks: SubmissionChecks = {}): SubmissionProblems | null {
  const rejected = new Set(checks.rejectedEmails ?? []);
  return (
    problems('missing_required_fields', missingFields(block, values), requiredMessage) ??
    problems(
      'invalid_email',
      block.fields.filter((field) => field.kind === 'email' && rejected.has(field.name)),
      () => INVALID_EMAIL_MESSAGE,
    ) ??
    problems('too_long', tooLongFields(block, values), tooLongMessage)
  );
}
