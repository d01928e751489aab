/** A form's values by field name, as read from its controls and sent. */
export type FormValues = Record<string, string>;

/**
 * The current values of the fields `names`, read from the form element itself ('' for a field it
 * does not have). Kept apart from formRules, so the boot script, which keeps drafts with it before
 * a form's code has loaded (engine/boot/formDrafts.ts), carries none of the form's other rules.
 */
export function readFieldValues(form: HTMLFormElement, names: readonly string[]): FormValues {
  const values: FormValues = {};
  for (const name of names) {
    const control = form.elements.namedItem(name);
    values[name] = control && 'value' in control && typeof control.value === 'string' ? control.value : '';
  }
  return values;
}
