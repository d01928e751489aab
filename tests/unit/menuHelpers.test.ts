import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepTabWithin } from '../../blocks/chrome/focusTrap.ts';
import { lockScroll } from '../../blocks/chrome/scrollLock.ts';

/** Stand-ins for the document and its controls: enough for the trap, which only moves focus. */
function fakeDocument(names: string[]) {
  const doc = { activeElement: null as unknown };
  vi.stubGlobal('document', doc);
  const controls = names.map((name) => {
    const control = { name, focus: () => (doc.activeElement = control) };
    return control;
  });
  return { doc, controls: controls as unknown as HTMLElement[] };
}

function press(key: string, shiftKey = false) {
  const event = { key, shiftKey, defaultPrevented: false, preventDefault: () => (event.defaultPrevented = true) };
  return event;
}

describe('keepTabWithin', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('wraps Tab from the last control to the first, and Shift+Tab from the first to the last', () => {
    const { doc, controls } = fakeDocument(['toggle', 'home', 'contact']);
    controls[2]!.focus();
    const tab = press('Tab');
    keepTabWithin(tab as unknown as KeyboardEvent, controls);
    expect(tab.defaultPrevented).toBe(true);
    expect(doc.activeElement).toBe(controls[0]);

    const back = press('Tab', true);
    keepTabWithin(back as unknown as KeyboardEvent, controls);
    expect(back.defaultPrevented).toBe(true);
    expect(doc.activeElement).toBe(controls[2]);
  });

  it("moves Tab and Shift+Tab along the list, whatever the markup's order, and ignores other keys", () => {
    const { doc, controls } = fakeDocument(['account', 'home', 'contact']);
    controls[1]!.focus();
    const tab = press('Tab');
    keepTabWithin(tab as unknown as KeyboardEvent, controls);
    expect(tab.defaultPrevented).toBe(true);
    expect(doc.activeElement).toBe(controls[2]);
    const back = press('Tab', true);
    keepTabWithin(back as unknown as KeyboardEvent, controls);
    keepTabWithin(back as unknown as KeyboardEvent, controls);
    expect(back.defaultPrevented).toBe(true);
    expect(doc.activeElement).toBe(controls[0]);
    const enter = press('Enter');
    keepTabWithin(enter as unknown as KeyboardEvent, controls);
    expect(enter.defaultPrevented).toBe(false);
    expect(doc.activeElement).toBe(controls[0]);
  });

  it('from outside the list (focus left on the page), Tab goes to the first control and Shift+Tab to the last', () => {
    const { doc, controls } = fakeDocument(['account', 'home', 'contact']);
    const tab = press('Tab');
    keepTabWithin(tab as unknown as KeyboardEvent, controls);
    expect(doc.activeElement).toBe(controls[0]);
    doc.activeElement = null;
    keepTabWithin(press('Tab', true) as unknown as KeyboardEvent, controls);
    expect(doc.activeElement).toBe(controls[2]);
  });

  it('does nothing without controls', () => {
    const tab = press('Tab');
    keepTabWithin(tab as unknown as KeyboardEvent, []);
    expect(tab.defaultPrevented).toBe(false);
  });
});

describe('lockScroll', () => {
  it('hides the overflow of the element and puts back what was there when unlocked, once', () => {
    const body = { style: { overflow: 'clip' } } as unknown as HTMLElement;
    const unlock = lockScroll(body);
    expect(body.style.overflow).toBe('hidden');
    unlock();
    expect(body.style.overflow).toBe('clip');
    body.style.overflow = 'auto';
    unlock(); // a second call must not put back a stale value
    expect(body.style.overflow).toBe('auto');
  });
});
