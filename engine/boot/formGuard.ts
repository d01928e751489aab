import { restoreDraft } from '../forms/drafts';
import {
  DRAFT_KEY_ATTRIBUTE,
  FORM_GUARD_ATTRIBUTE,
  FORM_READY_ATTRIBUTE,
  SCRIPT_RUNNING_ATTRIBUTE,
  SUBMIT_QUEUED_ATTRIBUTE,
  WAITS_FOR_SCRIPT_ATTRIBUTE,
} from '../forms/formGuardAttributes';

let installed = false;

/**
 * Keeps every engine form on the page until its own code is ready, whatever the network does.
 *
 * The server renders each form's submit button disabled, so before any script has arrived a click
 * or Enter does nothing (a native submit would put what was typed into the address, the history
 * and the server's logs). This guard is installed by the boot script, the first script to run: from
 * then on a submit of a form that is not ready yet is caught, remembered on the form and shown as
 * busy; the form sends it once when it is ready, and `onQueued` makes sure its code is on the way
 * (or tries again, if it failed to load). So the buttons can be enabled now.
 */
export function installFormGuard(onQueued: () => void): void {
  if (installed) return;
  installed = true;
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute(FORM_GUARD_ATTRIBUTE)) return;
      if (form.hasAttribute(FORM_READY_ATTRIBUTE)) return;
      event.preventDefault();
      // The guard owns this submit: a form whose code is hydrated but not ready yet must not also
      // handle it, or it would be sent now and again when the form is ready.
      event.stopPropagation();
      form.setAttribute(SUBMIT_QUEUED_ATTRIBUTE, '');
      form.setAttribute('aria-busy', 'true');
      onQueued();
    },
    true,
  );
  // The "needs JavaScript" notices go (a style rule keyed on this attribute hides them).
  document.documentElement.setAttribute(SCRIPT_RUNNING_ATTRIBUTE, '');
  prepareGuardedForms(document);
}

/**
 * Makes the server-rendered forms in `scope` usable before their code loads (it loads when the
 * visitor starts using one): their submit buttons are enabled, now that a submit is caught, and a
 * draft saved in this tab is put back. The navigator calls it for each page it swaps in.
 */
export function prepareGuardedForms(scope: ParentNode): void {
  for (const form of scope.querySelectorAll<HTMLFormElement>(`form[${FORM_GUARD_ATTRIBUTE}]`)) {
    const key = form.getAttribute(DRAFT_KEY_ATTRIBUTE);
    if (key) restoreDraft(form, key);
    for (const button of form.querySelectorAll<HTMLButtonElement>(`[${WAITS_FOR_SCRIPT_ATTRIBUTE}]`)) button.disabled = false;
  }
}
