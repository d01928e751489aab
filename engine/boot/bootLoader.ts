/**
 * The page's only inline script, in <head> (the Content-Security-Policy allows it by its hash; see
 * scripts/lib/inlineBootLoader.ts, which compiles this function and calls it with its settings).
 *
 * Why it exists: the prerendered HTML is the whole first screen, so nothing the boot script does
 * is worth delaying that screen for. A `<script type="module" src>` is discovered and fetched while
 * the HTML is still arriving and runs before the first paint on a fast machine: on a phone it
 * competes with the page for the network and the main thread. This loader starts the boot script
 * only once the page has loaded and painted its largest content, or at once on the visitor's first
 * interaction, and covers the moments before that:
 *
 * - errors and unhandled rejections from the first byte are kept (a few) for the boot script's error
 *   capture, which logs them with the moment they happened;
 * - `<html data-script>` is set at once, so notices meant for visitors without JavaScript never show
 *   to those who have it;
 * - a press on a plain button (a menu toggle) before the boot script runs is remembered and replayed once
 *   it has installed the behaviour; links and forms need nothing: a link is a plain page load until
 *   then, and a form's submit button stays disabled until the boot script's guard enables it.
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
}

export interface EarlyError {
  error: unknown;
  context: 'Global Error' | 'Unhandled Promise Rejection';
  href: string;
  /** Milliseconds since the epoch. */
  at: number;
}

/** What the loader leaves on `window[settings.handOver]` for the boot script. */
export interface BootHandOver {
  errors: EarlyError[];
  /** Buttons pressed before the boot script ran, in order, each once. */
  pressed: Element[];
  /** Stops the loader's listeners: the boot script's own take over from here. */
  release(): void;
}

export function bootLoader(settings: BootLoaderSettings): void {
  const doc = document;
  const errors: EarlyError[] = [];
  const pressed: Element[] = [];
  let started = false;
  doc.documentElement.setAttribute(settings.scriptAttribute, '');

  const start = (): void => {
    if (started) return;
    started = true;
    const script = doc.createElement('script');
    script.type = 'module';
    script.src = settings.entry;
    // Offline, or a redeploy removed the file: the next interaction tries again.
    script.onerror = () => {
      script.remove();
      started = false;
    };
    doc.head.append(script);
  };

  const keep = (error: unknown, context: EarlyError['context']): void => {
    if (errors.length < settings.maxErrors) errors.push({ error, context, href: location.href, at: Date.now() });
  };
  const onError = (event: ErrorEvent): void => {
    // A resource that failed to load (an image, a stylesheet) also fires 'error', without an error.
    if (event.error || event.message) keep(event.error ?? new Error(event.message), 'Global Error');
  };
  const onRejection = (event: PromiseRejectionEvent): void => {
    keep(event.reason ?? new Error('Promise rejected without a reason'), 'Unhandled Promise Rejection');
  };
  const onInteraction = (event: Event): void => {
    if (event.type === 'click') {
      const target = event.target as Element | null;
      // Only plain buttons (menu toggles): a submit button is disabled until the boot script's
      // guard is there, so a press on it did nothing the visitor would expect to happen later.
      const button = target && target.closest ? target.closest('button[type="button"]:not(:disabled)') : null;
      if (button && pressed.indexOf(button) < 0) pressed.push(button);
    }
    start();
  };
  const interactions = ['pointerdown', 'keydown', 'touchstart', 'click'];
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
