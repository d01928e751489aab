import { FORM_GUARD_ATTRIBUTE, FORM_READY_ATTRIBUTE, SUBMIT_QUEUED_ATTRIBUTE } from '../forms/formGuardAttributes';

const NOTICE_ATTRIBUTE = 'data-form-unavailable';

/**
 * The page's code could not be loaded (offline, or a redeploy removed it), so a form that is not
 * ready will not be: say so in every such form, next to what the visitor typed, which stays put.
 * A later submit tries the code again (see the boot entry).
 */
export function showFormsUnavailable(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>(`form[${FORM_GUARD_ATTRIBUTE}]:not([${FORM_READY_ATTRIBUTE}])`)) {
    form.removeAttribute(SUBMIT_QUEUED_ATTRIBUTE);
    form.removeAttribute('aria-busy');
    if (form.querySelector(`[${NOTICE_ATTRIBUTE}]`)) continue;
    const notice = document.createElement('p');
    notice.setAttribute(NOTICE_ATTRIBUTE, '');
    notice.setAttribute('role', 'alert');
    notice.style.cssText = 'grid-column:1/-1;margin:0;padding:10px 14px;border-radius:8px;background:#fef3f2;color:#7a271a;font-weight:600';
    notice.textContent =
      'This form could not finish loading, so nothing was sent. What you typed is still here: check your connection, then press the button again.';
    form.append(notice);
  }
}

export function clearFormsUnavailable(): void {
  document.querySelectorAll(`[${NOTICE_ATTRIBUTE}]`).forEach((notice) => notice.remove());
}
