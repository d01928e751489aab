import {
  FORM_GUARD_ATTRIBUTE,
  FORM_READY_ATTRIBUTE,
  FORM_UNAVAILABLE_ATTRIBUTE,
  SUBMIT_QUEUED_ATTRIBUTE,
} from '../forms/formGuardAttributes';

/**
 * A form's own code could not be loaded (offline, or a redeploy removed it), so the forms in
 * `scope` that are not ready will not be: each shows its own notice (rendered with it, hidden until
 * now), next to what the visitor typed, which stays put. A later submit tries the code again (the
 * inline loader's guard clears the mark when it holds it), and a form that becomes ready clears it.
 * Only a form's own code decides this: the navigator failing to load leaves forms alone.
 */
export function showFormsUnavailable(scope: ParentNode = document): void {
  for (const form of scope.querySelectorAll<HTMLFormElement>(`form[${FORM_GUARD_ATTRIBUTE}]:not([${FORM_READY_ATTRIBUTE}])`)) {
    form.removeAttribute(SUBMIT_QUEUED_ATTRIBUTE);
    form.setAttribute('aria-busy', 'false');
    form.setAttribute(FORM_UNAVAILABLE_ATTRIBUTE, '');
  }
}

export function clearFormsUnavailable(scope: ParentNode = document): void {
  scope.querySelectorAll(`[${FORM_UNAVAILABLE_ATTRIBUTE}]`).forEach((form) => form.removeAttribute(FORM_UNAVAILABLE_ATTRIBUTE));
}
