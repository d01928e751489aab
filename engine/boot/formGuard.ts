import { FORM_GUARD_ATTRIBUTE, SUBMIT_QUEUED_ATTRIBUTE, WAITS_FOR_SCRIPT_ATTRIBUTE } from '../forms/formGuardAttributes';
import type { BootHandOver } from './bootLoader';
import type * as FormDrafts from './formDrafts';

/**
 * Connects the boot script to the submit guard in the page's inline loader (engine/boot/bootLoader.ts),
 * which holds every submit of a form whose code is not ready, from the first byte: from now on a
 * held submit calls `onHeld`, which gets the form's code on its way (or tries again, if it failed to
 * load), and a submit held before this script ran is taken care of at once.
 */
export function connectFormGuard(handOver: Pick<BootHandOver, 'onHeld'>, onHeld: () => void): void {
  handOver.onHeld = onHeld;
  sendHeld = onHeld;
  prepareGuardedForms(document);
  if (document.querySelector(`form[${SUBMIT_QUEUED_ATTRIBUTE}]`)) onHeld();
}

/** Has the forms' held submits sent (the boot script's onHeld), once connected. */
let sendHeld: (() => void) | null = null;

/** The drafts' code (formDrafts.ts): fetched by pages with a form only, once. */
let drafts: Promise<typeof FormDrafts> | null = null;

/**
 * Makes the server-rendered forms in `scope` usable before their code loads (it loads when the
 * visitor starts using one): their submit buttons are enabled, since the guard catches a submit,
 * a draft saved in this tab is put back, and what was typed before this script ran is saved (see
 * engine/boot/formDrafts.ts, which saves every later edit until the form's island is committed). A
 * send the visitor pressed on the page a deploy replaced (newBuild.ts) is held again, to go on.
 * It runs again for each page the navigator swaps in (navigationFollowers.ts). The drafts' code
 * comes in a chunk of its own, so a page without a form runs none of it.
 */
export function prepareGuardedForms(scope: ParentNode): void {
  const forms = scope.querySelectorAll<HTMLFormElement>(`form[${FORM_GUARD_ATTRIBUTE}]`);
  if (!forms.length) return;
  for (const form of forms) {
    for (const button of form.querySelectorAll<HTMLButtonElement>(`[${WAITS_FOR_SCRIPT_ATTRIBUTE}]`)) button.disabled = false;
  }
  drafts ??= import('./formDrafts');
  drafts.then(
    ({ keepDraftsUntilHydrated, restoreFormDraft }) => {
      let resend = false;
      for (const form of forms) if (form.isConnected && restoreFormDraft(form)) resend = true;
      // Once its drafts are back (see keepDraftsUntilHydrated); adding the same listener again adds none.
      keepDraftsUntilHydrated();
      if (resend) sendHeld?.();
    },
    () => {
      // Offline, or a deploy removed the chunk (see newBuild.ts): the form's own code restores and
      // keeps its draft.
      drafts = null;
    },
  );
}
