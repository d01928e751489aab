/**
 * The page's only inline script, in <head> (the Content-Security-Policy allows it by its hash; see
 * scripts/lib/pages/inlineBootLoader.ts, which compiles this function and calls it with its settings).
 *
 * Why it exists: the prerendered HTML is the whole first screen, so nothing the boot script does
 * is worth delaying that screen for. A `<script type="module" src>` is discovered and fetched while
 * the HTML is still arriving and runs before the first paint on a fast machine: on a phone it
 * competes with the page for the network and the main thread. This loader starts the boot script
 * only once the page has loaded and painted its largest content, or at once on the visitor's first
 * interaction, and covers the moments before that:
 *
 * - errors and unhandled rejections from the first byte are kept (a few) for the boot script's error
 *   capture, which logs them with the page they happened on;
 * - `<html data-script>` is set at once, so notices meant for visitors without JavaScript never show
 *   to those who have it;
 * - a press on a plain button (a menu toggle) before the boot script runs is remembered and replayed once
 *   it has installed the behaviour; a link needs nothing: it is a plain page load until then;
 * - the form submit guard, for the page's whole life. The server renders each form's submit button
 *   disabled, so without JavaScript nothing typed can leave in a native GET or POST. With it, this
 *   guard catches every submit of a form whose own code is not ready, holds it (marked on the form,
 *   shown busy) and starts the boot script, which hydrates the form; the form then sends it, once.
 *   So the loader enables the buttons as soon as they exist (at DOMContentLoaded, or earlier when
 *   the visitor starts using a form), whatever the network does to the scripts. If the boot script
 *   cannot be fetched, the held form is marked unavailable (its own notice says nothing was sent)
 *   and keeps what was typed; the next press tries again.
 *
 * It must be self-contained: it is serialised on its own, so it can import nothing and name nothing
 * outside itself. Its settings come in as one argument.
 */
export interface BootLoaderSettings {
  /** The boot module's address. */
  entry: string;
  /** The window property through which the boot script takes over (see BootHandOver). */
  handOver: string;
  /** Set on <html> at once: the page's script runs. */
  scriptAttribute: string;
  /** Most early errors kept; the boot script's per-page allowance applies on top. */
  maxErrors: number;
  /** Longest wait for the page's load and paint before starting anyway. */
  waitLimitMs: number;
  /** The attributes of the form handshake (engine/forms/formGuardAttributes.ts). */
  form: {
    /** On every engine form. */
    guard: string;
    /** Set by a form whose code can send it. */
    ready: string;
    /** Set here on a form whose submit is held. */
    queued: string;
    /** On a submit button the server renders disabled. */
    waits: string;
    /** Set on a held form whose code could not be fetched: its notice shows. */
    unavailable: string;
  };
}

export interface EarlyError {
  error: unknown;
  context: 'Global Error' | 'Unhandled Promise Rejection';
  href: string;
}

/** What the loader leaves on `window[settings.handOver]` for the boot script. */
export interface BootHandOver {
  errors: EarlyError[];
  /** Buttons pressed before the boot script ran, in order, each once. */
  pressed: Element[];
  /** Stops the loader's listeners (not the submit guard): the boot script's own take over from here. */
  release(): void;
  /**
   * Set by the boot script: called for every submit the guard holds from then on. Before that, a
   * held submit starts the boot script, which looks for held forms when it runs.
   */
  onHeld: (() => void) | null;
}

export function bootLoader(settings: BootLoaderSettings): void {
  const doc = document;
  const errors: EarlyError[] = [];
  const pressed: Element[] = [];
  const form = settings.form;
  let started = false;
  doc.documentElement.setAttribute(settings.scriptAttribute, '');

  const heldForms = (): NodeListOf<Element> => doc.querySelectorAll('form[' + form.queued + ']');
  const start = (): void => {
    if (started) return;
    started = true;
    const script = doc.createElement('script');
    script.type = 'module';
    script.src = settings.entry;
    // Offline, or a redeploy removed the file: a held form says so, and the next interaction tries again.
    script.onerror = () => {
      script.remove();
      started = false;
      const held = heldForms();
      for (let i = 0; i < held.length; i++) {
        held[i]!.removeAttribute(form.queued);
        held[i]!.setAttribute('aria-busy', 'false');
        held[i]!.setAttribute(form.unavailable, '');
      }
    };
    doc.head.append(script);
  };

  /** The submit buttons in `scope` can be pressed: the guard below catches what they submit. */
  const enableSubmits = (scope: ParentNode): void => {
    const buttons = scope.querySelectorAll('form[' + form.guard + '] [' + form.waits + ']');
    for (let i = 0; i < buttons.length; i++) (buttons[i] as HTMLButtonElement).disabled = false;
  };
  const guard = (event: Event): void => {
    const target = event.target as HTMLFormElement;
    if (!target.hasAttribute || !target.hasAttribute(form.guard) || target.hasAttribute(form.ready)) return;
    event.preventDefault();
    // The guard owns this submit: a form whose code is hydrated but not ready must not also take it,
    // or it would be sent now and again when the form is ready.
    event.stopPropagation();
    target.removeAttribute(form.unavailable);
    target.setAttribute(form.queued, '');
    target.setAttribute('aria-busy', 'true');
    if (handOver.onHeld) handOver.onHeld();
    else start();
  };
  addEventListener('submit', guard, true);
  doc.addEventListener('DOMContentLoaded', () => enableSubmits(doc), { once: true });

  const keep = (error: unknown, context: EarlyError['context']): void => {
    if (errors.length < settings.maxErrors) errors.push({ error, context, href: location.href });
  };
  const onError = (event: ErrorEvent): void => {
    // A resource that failed to load (an image, a stylesheet) also fires 'error', without an error.
    if (event.error || event.message) keep(event.error ?? new Error(event.message), 'Global Error');
  };
  const onRejection = (event: PromiseRejectionEvent): void => {
    keep(event.reason ?? new Error('Promise rejected without a reason'), 'Unhandled Promise Rejection');
  };
  const onInteraction = (event: Event): void => {
    const target = event.target as Element | null;
    // Typing into a form before the whole page has arrived: its button works from now on.
    const usedForm = target && target.closest ? target.closest('form[' + form.guard + ']') : null;
    if (usedForm) enableSubmits(usedForm);
    if (event.type === 'click') {
      // Only plain buttons (menu toggles): a submit is the guard's business.
      const button = target && target.closest ? target.closest('button[type="button"]:not(:disabled)') : null;
      if (button && pressed.indexOf(button) < 0) pressed.push(button);
    }
    start();
  };
  const interactions = ['pointerdown', 'keydown', 'touchstart', 'click', 'focusin'];
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  for (const type of interactions) addEventListener(type, onInteraction, { capture: true, passive: true });

  const handOver: BootHandOver = {
    errors,
    pressed,
    release() {
      removeEventListener('error', onError);
      removeEventListener('unhandledrejection', onRejection);
      for (const type of interactions) removeEventListener(type, onInteraction, { capture: true });
    },
    onHeld: null,
  };
  (window as unknown as Record<string, BootHandOver>)[settings.handOver] = handOver;

  // After the load event, wait for the largest-contentful-paint notice (sent once that paint is on
  // screen), or two frames where the browser has none; a hidden tab paints nothing, so it starts at
  // once. A task of its own, so the boot script never lengthens the frame that painted.
  const afterPaint = (): void => {
    const go = (): void => {
      setTimeout(start, 0);
    };
    if (doc.visibilityState === 'hidden') return go();
    const types = typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes || [] : [];
    if (types.indexOf('largest-contentful-paint') < 0) {
      requestAnimationFrame(() => requestAnimationFrame(go));
      return;
    }
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      go();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  };
  if (doc.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
  setTimeout(start, settings.waitLimitMs);
}
