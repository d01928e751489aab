/**
 * The handshake between the submit guard (in the page's inline loader, engine/boot/bootLoader.ts),
 * the boot script and a form's own code, as attributes on the <form>. Kept in a module of its own
 * so neither the loader nor the boot script pulls in any form code.
 */
/** On every form the engine renders: its submits are the engine's, never a native navigation. */
export const FORM_GUARD_ATTRIBUTE = 'data-form-guard';
/** Set by the form once it is hydrated and can show its outcome: from then on it handles submits. */
export const FORM_READY_ATTRIBUTE = 'data-form-ready';
/** Set by the guard when a submit came before the form was ready; the form sends it once, then clears it. */
export const SUBMIT_QUEUED_ATTRIBUTE = 'data-submit-queued';
/** Set on a form whose held submit could not be sent because its code could not be fetched: its notice shows. */
export const FORM_UNAVAILABLE_ATTRIBUTE = 'data-form-unavailable';
/** On a form's notice that its code could not be fetched; shown while the form has FORM_UNAVAILABLE_ATTRIBUTE. */
export const UNAVAILABLE_NOTICE_ATTRIBUTE = 'data-unavailable-notice';
/** On a submit button the server renders disabled until a script can catch the submit. */
export const WAITS_FOR_SCRIPT_ATTRIBUTE = 'data-waits-for-script';
/** On a notice that only matters without script: hidden once the boot script has run (see SCRIPT_RUNNING_ATTRIBUTE). */
export const NEEDS_SCRIPT_ATTRIBUTE = 'data-needs-script';
/** Set on <html> by the page's inline loader, first thing: the page's script is running. */
export const SCRIPT_RUNNING_ATTRIBUTE = 'data-script';
/** On every engine form: the session-storage key of its draft, so the boot script can put a saved draft back before the form's code loads. */
export const DRAFT_KEY_ATTRIBUTE = 'data-draft-key';
/**
 * On every engine form: the names of the fields its draft keeps, space-separated, so the boot script
 * can keep the draft (engine/boot/formDrafts.ts) before the form's code loads, exactly as that code will.
 */
export const DRAFT_FIELDS_ATTRIBUTE = 'data-draft-fields';
