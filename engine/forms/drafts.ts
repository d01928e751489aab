import { readFieldValues } from './fieldValues';
import type { FormValues } from './formRules';

/**
 * What a visitor has typed survives a reload until it is sent: values are kept in session storage
 * (this tab only, gone when it closes) and cleared on success. This is that storage (the form's
 * submission id is kept there too: submissionId.ts), or null where the browser refuses it.
 */
export function draftStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled (privacy settings): drafts are simply not kept
  }
}

export function draftKey(path: string, formId: string): string {
  return `form-draft:${path}:${formId}`;
}

export function loadDraft(key: string): FormValues | null {
  try {
    const raw = draftStorage()?.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object') return null;
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'string')) as FormValues;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, values: FormValues): void {
  try {
    if (Object.values(values).some((v) => v.trim())) draftStorage()?.setItem(key, JSON.stringify(values));
    else draftStorage()?.removeItem(key);
  } catch {
    // Quota or privacy errors: the form still works without a draft.
  }
}

/**
 * The fields a form's draft keeps, as the form carries them for the boot script
 * (DRAFT_FIELDS_ATTRIBUTE): the block's own fields, in order, so never a bot trap or any other
 * control of the form.
 */
export function draftFields(names: readonly string[]): string {
  return names.join(' ');
}

/** The names a form's DRAFT_FIELDS_ATTRIBUTE lists (none when it has none). */
export function draftFieldNames(attribute: string | null): string[] {
  return attribute ? attribute.split(' ').filter(Boolean) : [];
}

/**
 * Saves what is in `form`'s fields `names` now as its draft: the one way a draft is written, by the
 * form's own code (useFormSubmission) once it is there and by the boot script until then
 * (engine/boot/formDrafts.ts). A draft whose fields are all blank is removed instead.
 */
export function saveFormDraft(key: string, form: HTMLFormElement, names: readonly string[]): void {
  saveDraft(key, readFieldValues(form, names));
}

export function clearDraft(key: string): void {
  try {
    draftStorage()?.removeItem(key);
  } catch {
    // ignore
  }
}

/**
 * Puts a saved draft back into the form's fields: what is already in a field wins, the draft fills
 * only the empty ones. Plain DOM, so the boot script does it before the form's code has loaded.
 */
export function restoreDraft(form: HTMLFormElement, key: string): void {
  const draft = loadDraft(key);
  if (!draft) return;
  for (const [name, saved] of Object.entries(draft)) {
    const control = form.elements.namedItem(name);
    if (
      saved &&
      (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement) &&
      !control.value
    ) {
      control.value = saved;
    }
  }
}
