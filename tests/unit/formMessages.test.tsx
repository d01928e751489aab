// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider, type DefaultTheme } from 'styled-components';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFormSubmission } from '../../engine/forms/useFormSubmission.ts';
import type { FormSettings } from '../../engine/forms/formSettings.ts';
import type { FormShape } from '../../engine/forms/formShape.ts';
import { dismissToast, showToast } from '../../engine/feedback/toastBus.ts';
import { reportError } from '../../engine/errors/reportError.ts';
import { RecordingServer } from '../support/recordingServer.ts';

// The form's messages: which show for what, in whose words, and when each goes. The toasts are
// only recorded (the toast host is the feedback module's concern).
vi.mock('../../engine/feedback/toastBus.ts', () => ({ prepareToasts: async () => true, showToast: vi.fn(), dismissToast: vi.fn() }));
vi.mock('../../engine/errors/reportError.ts', () => ({ reportError: vi.fn() }));

const failure = {
  title: 'Not sent',
  network: 'We could not reach the server, so nothing was sent. Your text is kept.',
  timeout: 'No answer in {{seconds}} seconds. Your text is kept.',
  refused: 'The server refused it (error {{status}}). Your text is kept.',
  redirected: 'The form has moved. Your text is kept.',
};

const form = (target: string): FormShape => ({
  target,
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'email', label: 'Email', kind: 'email', required: true },
  ],
  timestampField: 'sent_at',
  messages: {
    missing: { title: 'Missing required fields', description: 'Name and email, please.' },
    success: { title: 'Thanks', description: 'Done.' },
    failure,
  },
});

/** Webhooks that accept and refuse every post. */
const accepting = new RecordingServer({ kind: 'status', status: 200 });
const refusing = new RecordingServer({ kind: 'status', status: 500 });
let settings: FormSettings;

/** The form, with each field's message, and the form's notice, as a site's component would show them. */
function TestForm({ shape }: { shape: FormShape }) {
  const { formRef, ready, errors, notice, onInput, onSubmit } = useFormSubmission(shape, '/join', shape.target, settings);
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onInput={onInput} data-form-ready={ready ? '' : undefined}>
      {shape.fields.map((field) => (
        <div key={field.name}>
          <input
            name={field.name}
            type={field.kind}
            aria-label={field.label}
            aria-invalid={errors[field.name] ? true : undefined}
            aria-describedby={errors[field.name] ? `${field.name}-error` : undefined}
          />
          {errors[field.name] && <p id={`${field.name}-error`}>{errors[field.name]}</p>}
        </div>
      ))}
      <button type="submit">Send</button>
      {notice && (
        <div data-notice={notice.cause}>
          {notice.title}: {notice.description}
        </div>
      )}
      <input name={settings.honeypotField} aria-label="Leave empty" />
    </form>
  );
}

let root: Root;
let container: HTMLElement;

beforeAll(async () => {
  const closed = new RecordingServer({ kind: 'status', status: 200 });
  const closedPort = await closed.listen();
  await closed.close(); // nothing listens there now: a connection is refused
  settings = {
    endpoints: {
      accepting: `http://127.0.0.1:${await accepting.listen()}/`,
      refusing: `http://127.0.0.1:${await refusing.listen()}/`,
      unreachable: `http://127.0.0.1:${closedPort}/`,
    },
    honeypotField: 'website_url',
    fieldFocusEvent: 'field_touched',
    conversionCurrency: 'EUR',
  };
});
afterAll(() => Promise.all([accepting.close(), refusing.close()]));

async function open(target: string) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // jsdom lays nothing out, so it has nothing to scroll.
  Element.prototype.scrollIntoView = vi.fn();
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () =>
    root.render(
      <ThemeProvider theme={{} as DefaultTheme}>
        <TestForm shape={form(target)} />
      </ThemeProvider>,
    ),
  );
  await vi.waitFor(() => expect(formElement().hasAttribute('data-form-ready')).toBe(true));
}

beforeEach(() => {
  // Each test's form starts blank: no draft of an earlier one.
  sessionStorage.clear();
  vi.mocked(showToast).mockClear();
  vi.mocked(dismissToast).mockClear();
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const formElement = () => container.querySelector('form')!;
const field = (name: string) => formElement().elements.namedItem(name) as HTMLInputElement;
const errorOf = (name: string) => container.querySelector(`#${name}-error`)?.textContent ?? null;
const noticeText = () => container.querySelector('[data-notice]')?.textContent ?? null;

const submit = () =>
  act(async () => {
    formElement().requestSubmit();
  });
const type = (name: string, value: string) =>
  act(async () => {
    field(name).value = value;
    field(name).dispatchEvent(new Event('input', { bubbles: true }));
  });
/** Sends the form with both fields filled, until the webhook's answer is shown (its toast is shown with it). */
async function sendFilled() {
  await type('name', 'Ada');
  await type('email', 'ada@example.test');
  vi.mocked(showToast).mockClear();
  await act(async () => {
    formElement().requestSubmit();
    await vi.waitFor(() => expect(showToast).toHaveBeenCalled());
  });
}

describe("a form's field messages", () => {
  it('go as soon as the problem they name is gone, and the missing-fields notice with its toast once no field is blank', async () => {
    await open('accepting');
    await submit();
    expect(errorOf('name')).toBe('Enter your name.');
    expect(errorOf('email')).toBe('Enter your email address.');
    expect(noticeText()).toBe('Missing required fields: Name and email, please.');
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Missing required fields', variant: 'destructive' }));

    // Spaces are still blank: the message stays.
    await type('name', '   ');
    expect(errorOf('name')).toBe('Enter your name.');
    await type('name', 'Ada');
    expect(errorOf('name')).toBeNull();
    expect(field('name').hasAttribute('aria-invalid')).toBe(false);
    // One blank field left: the notice stays.
    expect(noticeText()).not.toBeNull();
    expect(dismissToast).not.toHaveBeenCalled();

    // No longer blank (if not yet a whole address): the message about a blank field goes, and the notice.
    await type('email', 'ada@');
    expect(errorOf('email')).toBeNull();
    expect(noticeText()).toBeNull();
    expect(dismissToast).toHaveBeenCalledWith('form:form-draft:/join:accepting');
  });

  it("name an address the browser's email check rejects, and go once it accepts it, with no toast", async () => {
    await open('accepting');
    await type('name', 'Ada');
    await type('email', 'ada@');
    await submit();
    expect(errorOf('email')).toBe('Enter a valid email address, like name@company.com.');
    expect(noticeText()).toBeNull();
    expect(showToast).not.toHaveBeenCalled();
    await type('email', 'ada@example');
    expect(errorOf('email')).toBeNull();
  });

  it('focus the first field at fault once its message is there, linked to it', async () => {
    await open('accepting');
    await type('email', 'ada@example.test');
    let describedAtFocus: string | null = null;
    field('name').addEventListener('focus', () => {
      const id = field('name').getAttribute('aria-describedby');
      describedAtFocus = id && document.getElementById(id)!.textContent;
    });
    await submit();
    expect(document.activeElement).toBe(field('name'));
    expect(describedAtFocus).toBe('Enter your name.');
  });
});

describe("a form's notice of a failed send", () => {
  it("names a refusal's status in the content's words, and stays while the visitor edits, until they send again", async () => {
    await open('refusing');
    await sendFilled();
    expect(noticeText()).toBe('Not sent: The server refused it (error 500). Your text is kept.');
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Not sent', description: 'The server refused it (error 500). Your text is kept.', announced: true }),
    );
    // Kept, and the notice too: editing does not fix the webhook.
    expect(field('name').value).toBe('Ada');
    await type('name', 'Ada Lovelace');
    expect(noticeText()).not.toBeNull();
    expect(dismissToast).not.toHaveBeenCalled();
    // Sending again makes it out of date at once.
    await submit();
    expect(dismissToast).toHaveBeenCalledWith('form:form-draft:/join:refusing');
    await act(() => vi.waitFor(() => expect(refusing.requestsOf().filter((r) => r.method === 'POST')).toHaveLength(2)));
  });

  it("tells a visitor whose send could not connect that nothing was sent, in the content's words, not the browser's", async () => {
    await open('unreachable');
    await sendFilled();
    expect(noticeText()).toBe(`Not sent: ${failure.network}`);
    // The runtime's own words are for the error log.
    expect(vi.mocked(reportError).mock.calls[0]![0]).toMatchObject({ message: 'fetch failed' });
    expect(noticeText()).not.toMatch(/fetch/i);
  });

  it('of a success goes once the visitor types again', async () => {
    await open('accepting');
    await sendFilled();
    expect(noticeText()).toBe('Thanks: Done.');
    await type('name', 'G');
    expect(noticeText()).toBeNull();
    expect(dismissToast).toHaveBeenCalledWith('form:form-draft:/join:accepting');
  });
});
