import { draftFieldNames, restoreDraft, saveFormDraft } from '../forms/drafts';
import { readFieldValues } from '../forms/fieldValues';
import { DRAFT_FIELDS_ATTRIBUTE, DRAFT_KEY_ATTRIBUTE, SUBMIT_QUEUED_ATTRIBUTE } from '../forms/formGuardAttributes';
import { ISLAND } from '../page/islandAttributes';
import { isCommitted } from '../islands/islandRoots';
import { draftStorage } from '../forms/drafts';
import { RESEND_PREFIX } from './newBuild';

/**
 * A form's draft (engine/forms/drafts.ts) kept from the first keystroke, without React: until the
 * form's island is committed, the boot script saves it on every edit, with the same key, the same
 * fields and the same code as the form's own `onInput` (useFormSubmission) does afterwards. So on a
 * slow or failing connection, what the visitor typed before the form's code arrived survives a
 * page change or a reload, and is put back when the page returns (prepareGuardedForms).
 *
 * The hand-over is the island's commit: from then on React's handlers receive every event in the
 * island (the island runtime stops keeping them from it, and replays the typing it kept), and this
 * listener leaves the form alone. Before it, React never sees an edit. So exactly one of them writes
 * each edit, each from the fields as they are at that moment: neither can overwrite newer text with
 * older. A form sent successfully clears its draft (useFormSubmission); only its code can send it,
 * so nothing here writes it again.
 */

/** React keeps this form's draft: its island is committed, so its `onInput` gets every edit. */
function keptByItsCode(form: HTMLFormElement): boolean {
  const island = form.closest(`[${ISLAND.kind}]`);
  return island !== null && isCommitted(island);
}

function fieldsOf(form: HTMLFormElement): string[] {
  return draftFieldNames(form.getAttribute(DRAFT_FIELDS_ATTRIBUTE));
}

/** Saves the draft of the form the edited control is in, if the control is one of the fields it keeps. */
function onEdit(event: Event): void {
  // An input, a textarea or a select has its form; anything else that fires these events has none.
  const control = event.target as Partial<HTMLInputElement>;
  const form = control.form;
  const key = form?.getAttribute(DRAFT_KEY_ATTRIBUTE);
  if (!form || !key || keptByItsCode(form)) return;
  const names = fieldsOf(form);
  if (names.includes(control.name!)) saveFormDraft(key, form, names);
}

/**
 * Saves each edit of a form whose code is not there yet. Listens on the document in the capture
 * phase, ahead of the island runtime, which keeps events from React while an island hydrates (and
 * stops them there). Installed only once the page's drafts have been put back (prepareGuardedForms):
 * saved earlier, a first keystroke would replace a saved draft before its other fields were restored.
 * The boot script installs it once.
 */
export function keepDraftsUntilHydrated(): void {
  document.addEventListener('input', onEdit, true);
  document.addEventListener('change', onEdit, true);
}

/**
 * Puts back the draft saved in this tab into the form's empty fields. What the visitor typed
 * before this script ran (it starts at their first interaction, and may take a moment to arrive)
 * is saved now, with the restored fields, as the form's own code saves on its first edit. A send
 * pressed on the page a deploy replaced (see newBuild.ts) is held on the form again, as the inline
 * loader's guard holds one; says so, and the caller has it sent.
 */
export function restoreFormDraft(form: HTMLFormElement): boolean {
  const key = form.getAttribute(DRAFT_KEY_ATTRIBUTE);
  if (!key) return false;
  const names = fieldsOf(form);
  // The server renders the fields empty: one that is not was typed into (or put back by the browser).
  const typed = Object.values(readFieldValues(form, names)).some(Boolean);
  restoreDraft(form, key);
  if (typed && !keptByItsCode(form)) saveFormDraft(key, form, names);
  const storage = draftStorage();
  if (!storage?.getItem(RESEND_PREFIX + key)) return false;
  storage.removeItem(RESEND_PREFIX + key);
  form.setAttribute(SUBMIT_QUEUED_ATTRIBUTE, '');
  form.setAttribute('aria-busy', 'true');
  return true;
}
