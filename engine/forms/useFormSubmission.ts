import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTheme } from 'styled-components';
import { trackEvent } from '../analytics/analytics';
import { reportError } from '../errors/reportError';
import { prepareToasts, showToast } from '../feedback/toastBus';
import { draftFields, draftKey, draftStorage, restoreDraft, saveFormDraft } from './drafts';
import { FORM_READY_ATTRIBUTE, SUBMIT_QUEUED_ATTRIBUTE } from './formGuardAttributes';
import { buildPayload, clearSentValues, fillPlaceholders, readFormValues, type FormValues } from './formRules';
import { DEFAULT_TIMEOUT_MS, postJson } from './postJson';
import { createSubmissionIds, submissionIdKey } from './submissionId';
import { formBehavior } from './formBehavior';
import type { FormShape } from './formShape';
import type { FormSettings } from './formSettings';
import { validateSubmission } from './validateSubmission';

/** Longest a form waits for the toast host before it lets the visitor send anyway (plain messages then). */
const TOAST_WAIT_LIMIT_MS = 4000;

const timeoutMs = Number(import.meta.env.VITE_FORM_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS;

/** Email fields whose value the browser's own email check rejects, as a plain email input would. */
function rejectedEmails(block: FormShape, form: HTMLFormElement): string[] {
  return block.fields
    .filter((field) => {
      const input = form.elements.namedItem(field.name);
      return field.kind === 'email' && input instanceof HTMLInputElement && input.validity.typeMismatch;
    })
    .map((field) => field.name);
}

function textLengths(block: FormShape, form: HTMLFormElement | null): Record<string, number> {
  const values = form ? readFormValues(block, form) : {};
  return Object.fromEntries(block.fields.filter((f) => f.kind === 'textarea').map((f) => [f.name, (values[f.name] ?? '').length]));
}

/**
 * The counts as a state update that keeps the current object when no count changed: a keystroke in
 * a field without a counter then renders nothing. A new object every time re-rendered the whole
 * form on every keystroke, and the first typing replayed after hydration was such a render, whole,
 * in the task that committed the form.
 */
const countsNow = (next: Record<string, number>) => (current: Record<string, number>) =>
  Object.keys(next).length === Object.keys(current).length && Object.keys(next).every((name) => current[name] === next[name])
    ? current
    : next;

export interface FormSubmission {
  formRef: React.RefObject<HTMLFormElement | null>;
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
  errors: Record<string, string>;
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
  // The toast host is drawn in the site's theme, which the form's island provides.
  const theme = useTheme();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
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
    restoreDraft(form, key);
    setLengths(countsNow(textLengths(block, form)));
    let live = true;
    const limit = new Promise((resolve) => window.setTimeout(resolve, TOAST_WAIT_LIMIT_MS));
    void Promise.race([prepareToasts(theme), limit]).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [block, key, theme]);

  // A submit the boot script caught before the form was ready is sent now, once.
  useEffect(() => {
    const form = formRef.current;
    if (!ready || !form?.hasAttribute(SUBMIT_QUEUED_ATTRIBUTE)) return;
    form.removeAttribute(SUBMIT_QUEUED_ATTRIBUTE);
    form.setAttribute('aria-busy', 'false'); // the guard's busy look; sending sets its own
    form.requestSubmit();
  }, [ready]);

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
      setErrors((current) => {
        if (!(name in current)) return current;
        const { [name]: _cleared, ...rest } = current;
        return rest;
      });
    },
    [block, fieldNames, formType, key],
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
    showToast({ ...block.messages.success, variant: 'success' });
    clearSentValues(block, form, sent);
    const honeypot = form.elements.namedItem(settings.honeypotField);
    if (honeypot instanceof HTMLInputElement) honeypot.value = honeypot.defaultValue;
    setLengths(countsNow(textLengths(block, form)));
    setErrors({});
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

    const values = readFormValues(block, form);
    // A filled honeypot means a bot: pretend it worked and send nothing.
    const honeypot = form.elements.namedItem(settings.honeypotField) as HTMLInputElement | null;
    if (honeypot?.value) {
      succeed(form, values);
      return;
    }

    const problems = validateSubmission(block, values, { rejectedEmails: rejectedEmails(block, form) });
    if (problems) {
      setErrors(Object.fromEntries(problems.fields.map((field) => [field.name, field.message])));
      if (problems.error === 'missing_required_fields' && block.messages.missing)
        showToast({ ...block.messages.missing, variant: 'destructive' });
      else if (problems.error !== 'too_long') form.reportValidity(); // the browser's own bubble, for what it checks itself
      (form.elements.namedItem(problems.fields[0]!.name) as HTMLElement | null)?.focus();
      fail(problems.error);
      return;
    }

    inFlight.current = true;
    setBusy(true);
    const payload = buildPayload(block, values, new Date(), ids.idFor(values));
    void postJson(settings.endpoints[block.target as Form['target']], payload, timeoutMs)
      .then((result) => {
        if (result.ok) {
          succeed(form, values);
          trackEvent('form_complete', { form_type: formType });
          if (behavior.recordsConversion) trackEvent('conversion', { form_type: formType, currency: settings.conversionCurrency });
          return;
        }
        if (result.kind === 'http') {
          const message = block.genericFailure ? block.messages.failure : (block.messages.httpError ?? block.messages.failure);
          showToast({
            title: message.title,
            description: fillPlaceholders(message.description, { status: result.status, statusText: result.statusText }),
            variant: 'destructive',
          });
          fail(`http_${result.status}`);
          return;
        }
        const description = block.genericFailure
          ? block.messages.failure.description
          : result.error.message || block.messages.failure.description;
        showToast({ title: block.messages.failure.title, description, variant: 'destructive' });
        reportError(result.error, behavior.errorLogContext);
        fail(result.kind);
      })
      .finally(() => {
        inFlight.current = false;
        setBusy(false);
      });
  };

  return { formRef, draftKey: key, draftFields: draftFields(fieldNames), ready, busy, errors, lengths, onInput, onFocus, onSubmit };
}
