import type { FormShape } from './formShape';

/** What a form block does besides sending, each from its own property (see schema/blocks/form.schema.json). */
export interface FormBehavior {
  /** The form_type label of its analytics events. */
  formType: string;
  /** A successful send also records a conversion (in the site's currency: FormSettings.conversionCurrency). */
  recordsConversion: boolean;
  /** The first focus on each field records the site's field-focus event (FormSettings.fieldFocusEvent). */
  tracksFieldFocus: boolean;
  /** The error log's context for a send that fails on the network. */
  errorLogContext: string;
  /** The text fields are read-only while sending, as well as the button unavailable. */
  locksFieldsWhileSending: boolean;
}

/**
 * The form's behaviour with the schema's defaults filled in, in one place. Nothing is inferred
 * from the analytics label or the target: a form does only what its content says.
 */
export function formBehavior(block: FormShape): FormBehavior {
  return {
    formType: block.formType ?? 'contact',
    recordsConversion: block.conversion ?? false,
    tracksFieldFocus: block.trackFieldFocus ?? false,
    errorLogContext: block.errorLogContext ?? 'Form Submission',
    locksFieldsWhileSending: block.lockFieldsWhileSending ?? false,
  };
}
