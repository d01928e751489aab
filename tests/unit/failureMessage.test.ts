import { describe, expect, it } from 'vitest';
import { failureEvent, failureMessage } from '../../engine/forms/failureMessage.ts';
import { loadContent } from '../../scripts/lib/site/contentStore.ts';
import type { FormBlock } from '../../blocks/content.generated.ts';

const failure = {
  title: 'Not sent',
  network: 'Offline: nothing went.',
  timeout: 'No answer in {{seconds}} s.',
  refused: 'Refused with error {{status}}; quote {{status}}.',
  redirected: 'Moved.',
};

/** The site's form blocks, as written in the pages. */
function siteForms(): FormBlock[] {
  return [...loadContent().docs.values()].flatMap((page) => page.blocks.filter((block): block is FormBlock => block.type === 'form'));
}

describe('what a visitor is told about a failed send', () => {
  it("gives each cause the content's own text, with its placeholders filled in", () => {
    const error = new Error('Failed to fetch');
    expect(failureMessage(failure, { ok: false, kind: 'network', error })).toEqual({
      title: 'Not sent',
      description: 'Offline: nothing went.',
    });
    expect(failureMessage(failure, { ok: false, kind: 'timeout', error, timeoutMs: 15_000 })).toEqual({
      title: 'Not sent',
      description: 'No answer in 15 s.',
    });
    expect(failureMessage(failure, { ok: false, kind: 'http', status: 500, statusText: 'Internal Server Error' })).toEqual({
      title: 'Not sent',
      description: 'Refused with error 500; quote 500.',
    });
    expect(failureMessage(failure, { ok: false, kind: 'redirect', status: 0 })).toEqual({ title: 'Not sent', description: 'Moved.' });
  });

  it('records each cause in the form_error event', () => {
    const error = new Error('x');
    expect(failureEvent({ ok: false, kind: 'network', error })).toBe('network');
    expect(failureEvent({ ok: false, kind: 'timeout', error, timeoutMs: 1 })).toBe('timeout');
    expect(failureEvent({ ok: false, kind: 'http', status: 503, statusText: '' })).toBe('http_503');
    expect(failureEvent({ ok: false, kind: 'redirect', status: 0 })).toBe('redirect');
  });
});

describe("the site's forms", () => {
  it('say the same about every cause of failure, on every form', () => {
    const forms = siteForms();
    expect(forms.map((form) => form.target).sort()).toEqual(['contact', 'newsletter']);
    const texts = forms.map(
      ({
        messages: {
          failure: { title: _title, ...causes },
        },
      }) => causes,
    );
    for (const other of texts.slice(1)) expect(other).toEqual(texts[0]);
  });

  it('keep the titles the spec gives their failures', () => {
    const titles = Object.fromEntries(siteForms().map((form) => [form.target, form.messages.failure.title]));
    expect(titles).toEqual({ contact: 'Submission failed', newsletter: 'Error' });
  });

  it('name the status of a refusal, and tell the visitor that what they typed is kept, for every cause', () => {
    for (const form of siteForms()) {
      const { title: _title, ...causes } = form.messages.failure;
      expect(causes.refused).toContain('{{status}}');
      expect(causes.timeout).toContain('{{seconds}}');
      for (const text of Object.values(causes)) expect(text).toContain('Everything you typed is still here');
    }
  });
});
