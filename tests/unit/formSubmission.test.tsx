// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider, type DefaultTheme } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFormSubmission } from '../../engine/forms/useFormSubmission.ts';
import type { FormSettings } from '../../engine/forms/formSettings.ts';
import type { FormShape } from '../../engine/forms/formShape.ts';
import { showToast } from '../../engine/feedback/toastBus.ts';

// The toast host is the feedback module's concern, not this test's: messages are only recorded.
vi.mock('../../engine/feedback/toastBus.ts', () => ({ prepareToasts: async () => true, showToast: vi.fn() }));

/**
 * The engine's form machinery with a form and settings of a made-up site: where it posts, which
 * hidden field catches bots and which event a field's first focus records are the site's to say.
 */
const block: FormShape = {
  target: 'signup',
  formType: 'signup',
  trackFieldFocus: true,
  conversion: true,
  fields: [{ name: 'email', label: 'Email', kind: 'email', required: true }],
  timestampField: 'sent_at',
  messages: { success: { title: 'Thanks', description: 'Done.' }, failure: { title: 'Sorry', description: 'Failed.' } },
};

const settings: FormSettings = {
  endpoints: { signup: 'https://hooks.example.test/signup' },
  honeypotField: 'website_url',
  fieldFocusEvent: 'field_touched',
  conversionCurrency: 'EUR',
};

function TestForm() {
  const { formRef, ready, onInput, onFocus, onSubmit } = useFormSubmission(block, '/join', 'join', settings);
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onInput={onInput} onFocus={onFocus} data-form-ready={ready ? '' : undefined}>
      <input name="email" type="email" aria-label="Email" />
      <input name={settings.honeypotField} aria-label="Leave empty" />
    </form>
  );
}

let root: Root;
let container: HTMLElement;
const fetch = vi.fn(async () => new Response(null, { status: 200 }));

beforeEach(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal('fetch', fetch);
  window.dataLayer = [];
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () =>
    root.render(
      <ThemeProvider theme={{} as DefaultTheme}>
        <TestForm />
      </ThemeProvider>,
    ),
  );
  await vi.waitFor(() => expect(form().hasAttribute('data-form-ready')).toBe(true));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  fetch.mockClear();
  vi.mocked(showToast).mockClear();
  vi.unstubAllGlobals();
});

const form = () => container.querySelector('form')!;
const field = (name: string) => form().elements.namedItem(name) as HTMLInputElement;
const events = () => (window.dataLayer as { event: string }[]).map((entry) => entry.event);

async function submit(): Promise<void> {
  await act(async () => {
    form().requestSubmit();
  });
}

describe('a form of the engine, with the settings its site gives', () => {
  it("posts to the site's endpoint for the form's target", async () => {
    field('email').value = 'ada@example.test';
    await submit();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]).toEqual(['https://hooks.example.test/signup', expect.objectContaining({ method: 'POST' })]);
  });

  it("records a conversion in the site's currency once the endpoint accepts the submission", async () => {
    field('email').value = 'ada@example.test';
    await submit();
    await vi.waitFor(() => expect(events()).toContain('conversion'));
    expect(window.dataLayer).toContainEqual({ event: 'conversion', form_type: 'signup', currency: 'EUR' });
  });

  it("sends nothing when the site's hidden field is filled, as a bot does, and says it worked", async () => {
    field('email').value = 'bot@example.test';
    field('website_url').value = 'http://spam.example';
    await submit();
    expect(fetch).not.toHaveBeenCalled();
    expect(showToast).toHaveBeenCalledWith({ title: 'Thanks', description: 'Done.', variant: 'success' });
  });

  it("records the site's event on the first focus of each field", async () => {
    await act(async () => field('email').focus());
    expect(window.dataLayer).toContainEqual({ event: 'field_touched', action: 'field_focus', field: 'email' });
    expect(events()).not.toContain('contact_form_interaction');
  });
});
