import {
  FORM_GUARD_ATTRIBUTE,
  FORM_READY_ATTRIBUTE,
  FORM_UNAVAILABLE_ATTRIBUTE,
  SUBMIT_QUEUED_ATTRIBUTE,
} from '../forms/formGuardAttributes';

/**
 * The page's code could not be loaded (offline, or a redeploy removed it), so a form that is not
 * ready will not be: every such form shows its own notice (rendered with it, hidden until now),
 * next to what the visitor typed, which stays put. A later submit tries the code again (the inline
 * loader's guard clears the mark when it holds it).
 */
export function showFormsUnavailable(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>(`form[${FORM_GUARD_ATTRIBUTE}]:not([${FORM_READY_ATTRIBUTE}])`)) {
    form.removeAttribute(SUBMIT_QUEUED_ATTRIBUTE);
    form.setAttribute('aria-busy', 'false');
    form.setAttribute(FORM_UNAVAILABLE_ATTRIBUTE, '');
  }
}

export function clearFormsUnavailable(): void {
  document.querySelectorAll(`[${FORM_UNAVAILABLE_ATTRIBUTE}]`).forEach((form) => form.removeAttribute(FORM_UNAVAILABLE_ATTRIBUTE));
}
