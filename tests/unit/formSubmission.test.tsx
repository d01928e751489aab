// @vitest-environment jsdom
import { act, Profiler } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider, type DefaultTheme } from 'styled-components';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFormSubmission } from '../../engine/forms/useFormSubmission.ts';
import type { FormSettings } from '../../engine/forms/formSettings.ts';
import type { FormShape } from '../../engine/forms/formShape.ts';
import { showToast } from '../../engine/feedback/toastBus.ts';
import { RecordingServer } from '../support/recordingServer.ts';

// The toast host is the feedback module's concern, not this test's: messages are only recorded.
vi.mock('../../engine/feedback/toastBus.ts', () => ({ prepareToasts: async () => true, showToast: vi.fn(), dismissToast: vi.fn() }));

/**
 * The engine's form machinery with a form and settings of a made-up site: where it posts, which
 * hidden field catches bots and which event a field's first focus records are the site's to say.
 */
const block: FormShape = {
  target: 'signup',
  formType: 'signup',
  trackFieldFocus: true,
  conversion: true,
  fields: [
    { name: 'email', label: 'Email', kind: 'email', required: true },
    { name: 'note', label: 'Note', kind: 'textarea' },
  ],
  timestampField: 'sent_at',
  messages: {
    success: { title: 'Thanks', description: 'Done.' },
    failure: {
      title: 'Sorry',
      network: 'Offline.',
      timeout: 'No answer in {{seconds}} s.',
      refused: 'Refused: {{status}}.',
      redirected: 'Moved.',
    },
  },
};

/** The site's webhook: a real HTTP server on 127.0.0.1 that records what it is sent and answers 200. */
const webhook = new RecordingServer({ kind: 'status', status: 200 });
const posts = () => webhook.requestsOf().filter((request) => request.method === 'POST');

/** The site's settings, once its webhook listens. */
let settings: FormSettings;

/** How many times the form has rendered (React's Profiler, around it below). */
let renders = 0;

function TestForm() {
  const { formRef, ready, lengths, onInput, onFocus, onSubmit } = useFormSubmission(block, '/join', 'join', settings);
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onInput={onInput} onFocus={onFocus} data-form-ready={ready ? '' : undefined}>
      <input name="email" type="email" aria-label="Email" />
      <textarea name="note" aria-label="Note" />
      <output>{lengths.note}</output>
      <input name={settings.honeypotField} aria-label="Leave empty" />
    </form>
  );
}

let root: Root;
let container: HTMLElement;

beforeAll(async () => {
  settings = {
    endpoints: { signup: `http://127.0.0.1:${await webhook.listen()}/signup` },
    honeypotField: 'website_url',
    fieldFocusEvent: 'field_touched',
    conversionCurrency: 'EUR',
  };
});
afterAll(() => webhook.close());

beforeEach(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.dataLayer = [];
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () =>
    root.render(
      <ThemeProvider theme={{} as DefaultTheme}>
        <Profiler id="form" onRender={() => (renders += 1)}>
          <TestForm />
        </Profiler>
      </ThemeProvider>,
    ),
  );
  await vi.waitFor(() => expect(form().hasAttribute('data-form-ready')).toBe(true));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  webhook.forget();
  vi.mocked(showToast).mockClear();
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
    // Until the form has the webhook's answer: its update is part of the act.
    await act(() => vi.waitFor(() => expect(showToast).toHaveBeenCalled()));
    expect(posts()).toHaveLength(1);
    expect(posts()[0]).toMatchObject({ path: '/signup', body: { email: 'ada@example.test' } });
  });

  it("records a conversion in the site's currency once the endpoint accepts the submission", async () => {
    field('email').value = 'ada@example.test';
    await submit();
    await act(() => vi.waitFor(() => expect(events()).toContain('conversion')));
    expect(window.dataLayer).toContainEqual({ event: 'conversion', form_type: 'signup', currency: 'EUR' });
  });

  it("sends nothing when the site's hidden field is filled, as a bot does, and says it worked", async () => {
    field('email').value = 'bot@example.test';
    field('website_url').value = 'http://spam.example';
    await submit();
    await vi.waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({
        title: 'Thanks',
        description: 'Done.',
        variant: 'success',
        key: 'form:form-draft:/join:join',
        announced: true,
      }),
    );
    // A post would have been on its way before the thanks: time enough for it to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(webhook.requestsOf()).toEqual([]);
  });

  it('renders the form again on typing only where a count changes: a field without a counter renders nothing', async () => {
    const type = (name: string, value: string) =>
      act(async () => {
        field(name).value = value;
        field(name).dispatchEvent(new Event('input', { bubbles: true }));
      });
    await type('email', 'j');
    expect(events()).toContain('form_start'); // the typing was handled
    // React may run the component once more on the first update it bails out of (its eager bailout
    // needs both copies of the component's fiber to be idle); from then on, nothing.
    const before = renders;
    for (const value of ['jo', 'jor', 'jordan@example.com']) await type('email', value);
    expect(renders, 'renders while typing an email').toBe(before);
    await type('note', 'Hello');
    expect(form().querySelector('output')!.textContent).toBe('5');
    expect(renders).toBe(before + 1);
  });

  it("records the site's event on the first focus of each field", async () => {
    await act(async () => field('email').focus());
    expect(window.dataLayer).toContainEqual({ event: 'field_touched', action: 'field_focus', field: 'email' });
    expect(events()).not.toContain('contact_form_interaction');
  });
});
