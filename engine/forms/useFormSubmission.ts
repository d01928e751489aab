import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { trackEvent } from '../analytics/analytics';
import { ownValue } from '../content/ownValue';
import { reportError } from '../errors/reportError';
import { dismissToast, prepareToasts, showToast } from '../feedback/toastBus';
import { draftFields, draftKey, draftStorage, restoreDraft, saveFormDraft } from './drafts';
import { FORM_READY_ATTRIBUTE, SUBMIT_QUEUED_ATTRIBUTE } from './formGuardAttributes';
import { failureEvent, failureMessage, type FailedPost } from './failureMessage';
import { buildPayload, clearSentValues, readFormValues, type FormValues } from './formRules';
import { DEFAULT_TIMEOUT_MS, postJson } from './postJson';
import { createSubmissionIds, submissionIdKey } from './submissionId';
import { formBehavior } from './formBehavior';
import type { FormFieldShape, FormMessageShape, FormShape } from './formShape';
import type { FormSettings } from './formSettings';
import { fieldProblem, validateSubmission, type SubmissionError } from './validateSubmission';

/** Longest a form waits for the toast host before it lets the visitor send anyway (plain messages then). */
const TOAST_WAIT_LIMIT_MS = 4000;

const timeoutMs = Number(import.meta.env.VITE_FORM_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS;

/**
 * Whether the browser's own email check rejects the field's value, as it would on a form it validates:
 * the form is not validated by the browser once its code runs (noValidate), but the check is still
 * the browser's, so an address is accepted or not exactly as without the form's code.
 */
function emailRejected(field: FormFieldShape, form: HTMLFormElement): boolean {
  const input = form.elements.namedItem(field.name);
  return field.kind === 'email' && input instanceof HTMLInputElement && input.validity.typeMismatch;
}

/** Email fields whose value the browser's own email check rejects. */
function rejectedEmails(block: FormShape, form: HTMLFormElement): string[] {
  return block.fields.filter((field) => emailRejected(field, form)).map((field) => field.name);
}

function textLengths(block: FormShape, form: HTMLFormElement | null): Record<string, number> {
  const values = form ? readFormValues(block, form) : {};
  return Object.fromEntries(
    block.fields.filter((f) => f.kind === 'textarea').map((f) => [f.name, (ownValue(values, f.name) ?? '').length]),
  );
}

/**
 * The counts as a state update that keeps the current object when no count changed: a keystroke in
 * a field without a counter then renders nothing. A new object every time re-rendered the whole
 * form on every keystroke, and the first typing replayed after hydration was such a render, whole,
 * in the task that committed the form.
 */
const countsNow = (next: Record<string, number>) => (current: Record<string, number>) =>
  Object.keys(next).length === Object.keys(current).length &&
  Object.entries(next).every(([name, count]) => ownValue(current, name) === count)
    ? current
    : next;

/**
 * The form's message about the form as a whole, shown beside its submit button for as long as it
 * holds (and as a toast, for a while): a blank required field, a failed send or a success.
 */
export interface FormNotice extends FormMessageShape {
  /** What it is about, which decides when it goes (see useFormSubmission). */
  cause: 'missing' | 'failure' | 'success';
  /** An error (announced at once, as an alert) or a success (announced politely). */
  tone: 'error' | 'success';
}

/** A field's message and the problem it names, which it is checked against as the field changes. */
interface FieldError {
  problem: SubmissionError;
  message: string;
}

export interface FormSubmission {
  formRef: React.RefObject<HTMLFormElement | null>;
  /**
   * For the element that shows `notice`: after a failed send it is scrolled into view, clear of the
   * toasts at the foot of the screen, when the submit button the visitor used is on screen.
   */
  noticeRef: React.RefObject<HTMLElement | null>;
  /** Where the form's draft is kept (rendered on the form: see DRAFT_KEY_ATTRIBUTE). */
  draftKey: string;
  /**
   * The fields the draft keeps (rendered on the form: see DRAFT_FIELDS_ATTRIBUTE), so the boot
   * script keeps the draft the same way until this form's code is there.
   */
  draftFields: string;
  /** Hydrated and able to show its outcome: until then the submit button stays unavailable. */
  ready: boolean;
  /**
   * Sending: presses of the submit button are ignored. Show the button as unavailable with
   * aria-disabled, never `disabled`, which would throw the focus of a visitor who pressed it to <body>.
   */
  busy: boolean;
  /** Each field's message, by field name: shown under the field, which is marked invalid and described by it. */
  errors: Record<string, string>;
  /** The form's message about itself, or null. */
  notice: FormNotice | null;
  /** Characters typed so far in each textarea, for its counter. */
  lengths: Record<string, number>;
  onInput: (event: FormEvent<HTMLFormElement>) => void;
  onFocus: (event: FormEvent<HTMLFormElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * Everything a form block does besides drawing itself. The fields are the browser's own (not
 * controlled by React), so what a visitor typed before the page was interactive is what gets sent;
 * a submit caught before then (see engine/boot/formGuard) is sent once, as soon as the form is
 * ready. Values are kept in a session draft, validated, sent one submission at a time with a time
 * limit and a submission id, and every outcome gets a toast, analytics and, for failures, a log.
 * Where it posts, its bot trap and its focus event are the site's `settings`.
 *
 * Its messages, each in the content's words, and when each goes (as soon as what it says no longer
 * holds; never on a timer, which would move the form under a visitor who is reading or scrolling):
 * - a field's message (`errors`): as soon as that field no longer has the problem it names: a blank
 *   field's when something is typed in it, a rejected address's when the browser accepts it;
 * - the missing-fields notice, and its toast: once every field it was about is filled in;
 * - a failed send's notice: when the visitor sends again, which makes it out of date (editing does
 *   not: the network or the webhook is what failed, and the notice says what to do); its toast goes
 *   then too, if it has not gone by itself;
 * - a success's notice: when the visitor starts on another message, or sends again.
 * Nothing typed is ever cleared by a failure.
 */
export function useFormSubmission<Form extends FormShape>(
  block: Form,
  pagePath: string,
  formId: string,
  settings: FormSettings<Form['target']>,
): FormSubmission {
  const behavior = formBehavior(block);
  const { formType, tracksFieldFocus } = behavior;
  const key = draftKey(pagePath, formId);
  const fieldNames = useMemo(() => block.fields.map((field) => field.name), [block]);
  const formRef = useRef<HTMLFormElement>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, FieldError>>({});
  const [notice, setNotice] = useState<FormNotice | null>(null);
  // What the handlers read, as of their last update (the state is for rendering).
  const shownErrors = useRef<Record<string, FieldError>>({});
  const shownNotice = useRef<FormNotice | null>(null);
  const noticeRef = useRef<HTMLElement>(null);
  /** The field to focus once its message is on the page, so it is read out with it. */
  const focusAfterRender = useRef<string | null>(null);
  const revealAfterRender = useRef(false);
  const toastKey = `form:${key}`;
  const [lengths, setLengths] = useState<Record<string, number>>(() => textLengths(block, null));
  const inFlight = useRef(false);
  const started = useRef(false);
  const touched = useRef(new Set<string>());
  // Kept beside the draft, so a draft sent again after a reload goes under the same id.
  const [ids] = useState(() => createSubmissionIds({ storage: draftStorage(), key: submissionIdKey(key) }));

  // On hydration: what is already in the fields wins; a saved draft fills only the empty ones.
  // Then get the toast host ready, and only then let the form be sent.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // From now on the form checks its fields itself, each with its own message under it, instead of
    // the browser's bubbles over them. Until now (no script, or this code still on its way) the
    // browser's own checks (required, the email type) guard it: the page renders it without
    // novalidate, and a send they stop never reaches the boot script's guard. Set here, not
    // rendered: the first render must match the page's HTML.
    form.noValidate = true;
    restoreDraft(form, key);
    setLengths(countsNow(textLengths(block, form)));
    let live = true;
    const limit = new Promise((resolve) => window.setTimeout(resolve, TOAST_WAIT_LIMIT_MS));
    void Promise.race([prepareToasts(), limit]).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [block, key]);

  // A submit the boot script caught before the form was ready is sent now, once.
  useEffect(() => {
    const form = formRef.current;
    if (!ready || !form?.hasAttribute(SUBMIT_QUEUED_ATTRIBUTE)) return;
    form.removeAttribute(SUBMIT_QUEUED_ATTRIBUTE);
    form.setAttribute('aria-busy', 'false'); // the guard's busy look; sending sets its own
    form.requestSubmit();
  }, [ready]);

  // The first field at fault is focused once its message is rendered and linked to it.
  useEffect(() => {
    const name = focusAfterRender.current;
    focusAfterRender.current = null;
    const control = name ? formRef.current?.elements.namedItem(name) : null;
    if (!(control instanceof HTMLElement)) return;
    // Scrolled to only as far as needed, within the field's scroll margins: below the sticky header,
    // above the toasts at the foot of the screen.
    control.focus({ preventScroll: true });
    control.scrollIntoView({ block: 'nearest' });
  }, [fieldErrors]);

  // A send's outcome is brought into view, above the toasts, when the button is on screen (a visitor
  // who pressed Enter in a field far above it keeps their place: the toast tells them).
  useEffect(() => {
    if (!revealAfterRender.current) return;
    revealAfterRender.current = false;
    const button = formRef.current?.querySelector('[type="submit"]')?.getBoundingClientRect();
    if (button && button.bottom > 0 && button.top < window.innerHeight) noticeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [notice]);

  const showErrors = useCallback((next: Record<string, FieldError>) => {
    shownErrors.current = next;
    setFieldErrors(next);
  }, []);

  /** Shows the form's notice (and its toast, which the notice's own live region announces), or takes it back. */
  const showNotice = useCallback(
    (next: FormNotice | null) => {
      shownNotice.current = next;
      setNotice(next);
      if (!next) dismissToast(toastKey);
      else
        showToast({
          title: next.title,
          description: next.description,
          variant: next.tone === 'error' ? 'destructive' : 'success',
          key: toastKey,
          announced: true,
        });
    },
    [toastKey],
  );

  const onInput = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const form = event.currentTarget;
      const name = (event.target as HTMLInputElement).name;
      if (!block.fields.some((field) => field.name === name)) return;
      if (!started.current) {
        started.current = true;
        trackEvent('form_start', { form_type: formType });
      }
      // Until the island was committed the boot script kept the draft (engine/boot/formDrafts.ts);
      // from then on only this does, from the fields as they are now.
      saveFormDraft(key, form, fieldNames);
      setLengths(countsNow(textLengths(block, form)));
      // The field's message goes once the problem it names is gone; the missing-fields notice once
      // no field it was about is blank. A success is old news once the visitor types again.
      const field = block.fields.find((candidate) => candidate.name === name)!;
      const shown = ownValue(shownErrors.current, name);
      const value = ownValue(readFormValues(block, form), name) ?? '';
      if (shown && fieldProblem(field, value, emailRejected(field, form)) !== shown.problem) {
        const { [name]: _fixed, ...rest } = shownErrors.current;
        showErrors(rest);
        if (shownNotice.current?.cause === 'missing' && !Object.values(rest).some((error) => error.problem === 'missing_required_fields'))
          showNotice(null);
      }
      if (shownNotice.current?.cause === 'success') showNotice(null);
    },
    [block, fieldNames, formType, key, showErrors, showNotice],
  );

  const onFocus = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const name = (event.target as HTMLInputElement).name;
      if (!tracksFieldFocus || !name || touched.current.has(name) || !block.fields.some((f) => f.name === name)) return;
      touched.current.add(name);
      trackEvent(settings.fieldFocusEvent, { action: 'field_focus', field: name });
    },
    [block, tracksFieldFocus, settings.fieldFocusEvent],
  );

  const fail = (error: string) => trackEvent('form_error', { form_type: formType, error });

  /**
   * What was sent is cleared, and only that: a field changed while the form was sending (a select,
   * which cannot be read-only, or any field of a form that does not lock them) keeps its new value,
   * and the draft keeps it too (it is emptied when nothing is left).
   */
  const succeed = (form: HTMLFormElement, sent: FormValues) => {
    showNotice({ ...block.messages.success, cause: 'success', tone: 'success' });
    clearSentValues(block, form, sent);
    const honeypot = form.elements.namedItem(settings.honeypotField);
    if (honeypot instanceof HTMLInputElement) honeypot.value = honeypot.defaultValue;
    setLengths(countsNow(textLengths(block, form)));
    showErrors({});
    saveFormDraft(key, form, fieldNames);
    ids.sent();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (inFlight.current) return; // a second click while sending sends nothing
    // Not ready yet: the boot script's guard has held this submit, and it is sent once when ready.
    if (!form.hasAttribute(FORM_READY_ATTRIBUTE)) return;
    trackEvent('form_submit', { form_type: formType });
    // Whatever the last attempt said is out of date now.
    if (shownNotice.current) showNotice(null);

    const values = readFormValues(block, form);
    // A filled honeypot means a bot: pretend it worked and send nothing.
    const honeypot = form.elements.namedItem(settings.honeypotField) as HTMLInputElement | null;
    if (honeypot?.value) {
      succeed(form, values);
      return;
    }

    // The form's own messages, never the browser's bubbles (the form is noValidate once its code runs): each
    // field at fault gets its message, and the first of them the focus.
    const problems = validateSubmission(block, values, { rejectedEmails: rejectedEmails(block, form) });
    if (problems) {
      showErrors(Object.fromEntries(problems.fields.map((field) => [field.name, { problem: problems.error, message: field.message }])));
      if (problems.error === 'missing_required_fields' && block.messages.missing)
        showNotice({ ...block.messages.missing, cause: 'missing', tone: 'error' });
      focusAfterRender.current = problems.fields[0]!.name;
      fail(problems.error);
      return;
    }
    if (Object.keys(shownErrors.current).length) showErrors({});

    inFlight.current = true;
    setBusy(true);
    const payload = buildPayload(block, values, new Date(), ids.idFor(values));
    void postJson(settings.endpoints[block.target as Form['target']], payload, timeoutMs)
      .then((result) => {
        revealAfterRender.current = true;
        if (result.ok) {
          succeed(form, values);
          trackEvent('form_complete', { form_type: formType });
          if (behavior.recordsConversion) trackEvent('conversion', { form_type: formType, currency: settings.conversionCurrency });
          return;
        }
        failed(result);
      })
      .finally(() => {
        inFlight.current = false;
        setBusy(false);
      });
  };

  /**
   * A send that failed: the visitor is told the cause in the content's words (never the browser's
   * error text), and keeps everything typed. What the webhook did wrong goes to the error log too.
   */
  const failed = (result: FailedPost) => {
    showNotice({ ...failureMessage(block.messages.failure, result), cause: 'failure', tone: 'error' });
    if (result.kind === 'network' || result.kind === 'timeout') reportError(result.error, behavior.errorLogContext);
    else if (result.kind === 'redirect')
      reportError(
        new Error(`The webhook answered with a redirect (status ${result.status}), which is not followed`),
        behavior.errorLogContext,
      );
    fail(failureEvent(result));
  };

  const errors = useMemo(
    () => Object.fromEntries(Object.entries(fieldErrors).map(([name, error]) => [name, error.message])),
    [fieldErrors],
  );

  return {
    formRef,
    noticeRef,
    draftKey: key,
    draftFields: draftFields(fieldNames),
    ready,
    busy,
    errors,
    notice,
    lengths,
    onInput,
    onFocus,
    onSubmit,
  };
}
