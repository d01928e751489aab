import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { FormBlock, FormField } from '../content/types.generated';
import { trackEvent } from '../analytics/analytics';
import { config } from '../config';
import { reportError } from '../errors/reportError';
import { showToast } from '../feedback/toastBus';
import { clearDraft, draftKey, loadDraft, saveDraft } from './drafts';
import { buildPayload, emptyValues, fillPlaceholders, maxLengthOf, missingFields, tooLongFields, type FormValues } from './formRules';
import { DEFAULT_TIMEOUT_MS, postJson } from './postJson';

/** Name of the hidden field people never see; bots that fill it "succeed" and nothing is sent. */
export const HONEYPOT_FIELD = 'company_website';

const timeoutMs = Number(import.meta.env.VITE_FORM_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS;

function endpoint(block: FormBlock): string {
  return block.target === 'newsletter' ? config.newsletterWebhookUrl : config.contactWebhookUrl;
}

function requiredMessage(field: FormField): string {
  return field.kind === 'email' ? 'Enter your email address.' : `Enter your ${field.label.toLowerCase()}.`;
}

export interface FormSubmission {
  values: FormValues;
  errors: Record<string, string>;
  busy: boolean;
  setValue: (name: string, value: string) => void;
  onFieldFocus: (name: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * Everything a form block does besides drawing itself: values (with a session draft), validation,
 * one submission at a time with a time limit, toasts for each outcome, analytics and error logging.
 */
export function useFormSubmission(block: FormBlock, pagePath: string, formId: string): FormSubmission {
  const formType = block.formType ?? 'contact';
  const key = draftKey(pagePath, formId);
  const [values, setValues] = useState<FormValues>(() => emptyValues(block));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const started = useRef(false);
  const touched = useRef(new Set<string>());
  const restored = useRef(false);

  // Restore after hydration (the server rendered an empty form), then keep the draft up to date.
  useEffect(() => {
    const draft = loadDraft(key);
    if (draft) setValues((current) => ({ ...current, ...Object.fromEntries(Object.entries(draft).filter(([name]) => name in current)) }));
    restored.current = true;
  }, [key]);
  useEffect(() => {
    if (restored.current) saveDraft(key, values);
  }, [key, values]);

  const setValue = useCallback(
    (name: string, value: string) => {
      if (!started.current) {
        started.current = true;
        trackEvent('form_start', { form_type: formType });
      }
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => {
        if (!(name in current)) return current;
        const { [name]: _cleared, ...rest } = current;
        return rest;
      });
    },
    [formType],
  );

  const onFieldFocus = useCallback(
    (name: string) => {
      if (formType !== 'contact' || touched.current.has(name)) return;
      touched.current.add(name);
      trackEvent('contact_form_interaction', { action: 'field_focus', field: name });
    },
    [formType],
  );

  const fail = (error: string) => trackEvent('form_error', { form_type: formType, error });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (inFlight.current) return; // a second click while sending sends nothing
    trackEvent('form_submit', { form_type: formType });

    // A filled honeypot means a bot: pretend it worked and send nothing.
    const honeypot = form.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null;
    if (honeypot?.value) {
      showToast({ ...block.messages.success, variant: 'success' });
      setValues(emptyValues(block));
      clearDraft(key);
      return;
    }

    const focusField = (name: string) => (form.elements.namedItem(name) as HTMLElement | null)?.focus();
    const missing = missingFields(block, values);
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((field) => [field.name, requiredMessage(field)])));
      if (block.messages.missing) showToast({ ...block.messages.missing, variant: 'destructive' });
      else form.reportValidity();
      focusField(missing[0]!.name);
      fail('missing_required_fields');
      return;
    }
    // The browser's own email check, as a plain email input would do it.
    const badEmail = block.fields.find((field) => {
      const input = form.elements.namedItem(field.name);
      return field.kind === 'email' && input instanceof HTMLInputElement && input.validity.typeMismatch;
    });
    if (badEmail) {
      setErrors({ [badEmail.name]: 'Enter a valid email address, like name@company.com.' });
      form.reportValidity();
      focusField(badEmail.name);
      fail('invalid_email');
      return;
    }
    const tooLong = tooLongFields(block, values);
    if (tooLong.length) {
      setErrors(Object.fromEntries(tooLong.map((f) => [f.name, `${f.label} can be at most ${maxLengthOf(f).toLocaleString('en-US')} characters.`])));
      focusField(tooLong[0]!.name);
      fail('too_long');
      return;
    }

    inFlight.current = true;
    setBusy(true);
    const payload = buildPayload(block, values, new Date());
    void postJson(endpoint(block), payload, timeoutMs)
      .then((result) => {
        if (result.ok) {
          showToast({ ...block.messages.success, variant: 'success' });
          setValues(emptyValues(block));
          setErrors({});
          clearDraft(key);
          trackEvent('form_complete', { form_type: formType });
          if (formType === 'contact') trackEvent('conversion', { form_type: formType, currency: 'USD' });
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
        const description = block.genericFailure ? block.messages.failure.description : result.error.message || block.messages.failure.description;
        showToast({ title: block.messages.failure.title, description, variant: 'destructive' });
        reportError(result.error, formType === 'newsletter' ? 'Newsletter Subscription' : 'Contact Form Submission');
        fail(result.kind);
      })
      .finally(() => {
        inFlight.current = false;
        setBusy(false);
      });
  };

  return { values, errors, busy, setValue, onFieldFocus, onSubmit };
}
