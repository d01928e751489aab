// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCER_IDS, dismissToast, showToast } from '../../engine/feedback/toastBus.ts';

// The toast bus without its host (no theme to draw it in): messages are announced in the page's
// live regions and drawn by the plain fallback, which a sender can take back by key.

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `<div id="${ANNOUNCER_IDS.polite}"></div><div id="${ANNOUNCER_IDS.assertive}"></div>`;
});
afterEach(() => vi.useRealTimers());

const fallback = () => document.querySelector<HTMLElement>('[data-toast]');
/** Until the bus has found it has no host, and drawn the fallback. */
const drawn = () => vi.waitFor(() => expect(fallback()).not.toBeNull());

describe('the toast bus', () => {
  it("announces a message in the page's live region, unless its sender announces it itself", async () => {
    showToast({ title: 'Not sent', description: 'Try again.', variant: 'destructive' });
    await drawn();
    await vi.advanceTimersByTimeAsync(100);
    expect(document.getElementById(ANNOUNCER_IDS.assertive)!.textContent).toBe('Not sent. Try again.');

    document.getElementById(ANNOUNCER_IDS.assertive)!.textContent = '';
    showToast({ title: 'Not sent', description: 'Again.', variant: 'destructive', announced: true });
    await vi.waitFor(() => expect(fallback()!.textContent).toContain('Again.'));
    await vi.advanceTimersByTimeAsync(100);
    expect(document.getElementById(ANNOUNCER_IDS.assertive)!.textContent).toBe('');
  });

  it('takes back the toast shown under a key, and only that one', async () => {
    showToast({ title: 'Missing', description: 'Fill it in.', variant: 'destructive', key: 'form:a' });
    await drawn();
    dismissToast('form:b');
    expect(fallback()).not.toBeNull();
    dismissToast('form:a');
    expect(fallback()).toBeNull();
  });
});
