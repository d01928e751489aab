import { BUILD_ID_META } from '../navigation/buildId';
import { DRAFT_FIELDS_ATTRIBUTE, DRAFT_KEY_ATTRIBUTE, FORM_GUARD_ATTRIBUTE, SUBMIT_QUEUED_ATTRIBUTE } from '../forms/formGuardAttributes';

/**
 * After a deploy, the files of the build this page runs are gone from the server: a chunk the page
 * has not fetched yet (a form's code, on a page the navigator swapped in from its cache) answers
 * 404. That is no connection problem, and the visitor must not be told to check theirs. So when a
 * chunk fails, the page at this address is fetched again, fresh: if the server answers with another
 * build, this address is loaded in full, which brings that build's page and scripts; what the
 * visitor typed goes with it (each form's draft saved first), and a send they pressed goes on once
 * the new page's form is ready (RESEND_PREFIX). Offline, or the same build, it is none of this: the
 * caller's own notice stands.
 */

/** This page's build: the id in the document the boot script started in (a swap keeps it). */
const runningBuild = () => document.querySelector(`meta[name="${BUILD_ID_META}"]`)?.getAttribute('content');

/** Session storage, per form's draft key: its held send goes on after the full load. */
export const RESEND_PREFIX = 'form-resend:';

/**
 * Session storage: the address and old build of the last full load made here. One per pair, so a
 * new build that fails the same way shows its notice instead of loading again and again.
 */
const LOADED_FOR = 'new-build-load';

let checking: Promise<boolean> | null = null;
/**
 * This page is being loaded anew: a failure that comes after (another chunk, the island of a send
 * pressed meanwhile) is answered without a second check, whose "same address, same build" would
 * otherwise show the caller's notice on a page that is on its way out.
 */
let replacing = false;

async function loadIfDeployed(): Promise<boolean> {
  const address = location.href.split('#')[0]!;
  let html: string;
  try {
    html = await (await fetch(address, { cache: 'no-store', credentials: 'same-origin' })).text();
  } catch {
    return false; // the connection, not a deploy
  }
  const served = new RegExp(`<meta name="${BUILD_ID_META}" content="([^"]+)"`).exec(html)?.[1];
  const mark = `${address} ${runningBuild()}`;
  /**
   * Each form's draft, as engine/forms/drafts.ts keeps it (the fields its DRAFT_FIELDS_ATTRIBUTE
   * names, by name, as JSON), written here without that module: it is in a chunk of the build
   * whose files are gone. And a send pressed (held by the guard) is marked to go on.
   */
  const keepForms = () => {
    for (const form of document.querySelectorAll<HTMLFormElement>(`form[${FORM_GUARD_ATTRIBUTE}]`)) {
      const key = form.getAttribute(DRAFT_KEY_ATTRIBUTE)!;
      const names = form.getAttribute(DRAFT_FIELDS_ATTRIBUTE)!.split(' ');
      sessionStorage.setItem(
        key,
        JSON.stringify(Object.fromEntries(names.map((name) => [name, (form.elements.namedItem(name) as HTMLInputElement).value]))),
      );
      if (form.hasAttribute(SUBMIT_QUEUED_ATTRIBUTE)) sessionStorage.setItem(RESEND_PREFIX + key, '1');
    }
  };
  // Without session storage (refused, or full) a full load would lose what was typed, and could not
  // be made only once: the caller's notice then, as before a deploy.
  try {
    if (!served || served === runningBuild() || sessionStorage.getItem(LOADED_FOR) === mark) return false;
    sessionStorage.setItem(LOADED_FOR, mark);
    keepForms();
  } catch {
    return false;
  }
  // Again as the page goes: what was typed, or sent, while the new page was on its way.
  addEventListener('pagehide', keepForms);
  replacing = true;
  location.reload();
  return true;
}

/**
 * Some of the page's code could not be fetched: loads this address in full if a deploy is why (see
 * above). Resolves true when the page is being replaced, false when the caller should say what
 * failed. Several failures at once make one check.
 */
export function loadNewBuild(): Promise<boolean> {
  if (replacing) return Promise.resolve(true);
  return (checking ??= loadIfDeployed().finally(() => (checking = null)));
}
