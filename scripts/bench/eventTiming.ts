/**
 * The recorder the interaction bench puts into every document of a run before the page's own code
 * (Playwright's addInitScript): Event Timing entries of interactions (the measure behind INP), long
 * tasks and long animation frames (what ran when the main thread was busy), the inputs the page
 * received, and, when a run follows a link, when the next page's h1 reached the DOM and its frame.
 *
 * It only records; the bench reads it with `snapshot()`, and the page hands its record over itself
 * when the expected h1 has been painted, through the binding named REPORT_BINDING. A document that
 * is left (a link followed as a full page load) cannot reach the bench any more as it goes (a binding
 * call from pagehide is dropped with its context): it leaves its record in sessionStorage, and the
 * next document of the tab carries it (`carried`). Times are the document's own (milliseconds since
 * its performance.timeOrigin); add timeOrigin to compare documents.
 */

/** One Event Timing entry of an interaction (interactionId > 0). */
export interface EventTimingRecord {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  /** The event's target, described briefly (tag, #id, [aria-label, name or href]). */
  target: string;
}

export interface LongTaskRecord {
  startTime: number;
  duration: number;
}

/** A script that ran in a long animation frame: where the main thread's time went. */
export interface FrameScriptRecord {
  invoker: string;
  sourceURL: string;
  sourceFunctionName: string;
  startTime: number;
  duration: number;
  forcedStyleAndLayoutDuration: number;
}

export interface LongFrameRecord {
  startTime: number;
  duration: number;
  blockingDuration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: FrameScriptRecord[];
}

/** An input the page received (capture phase, before any handler of the page's). */
export interface InputRecord {
  type: string;
  time: number;
}

/** Everything one document recorded. */
export interface DocumentSnapshot {
  timeOrigin: number;
  url: string;
  /** When the snapshot was taken. */
  now: number;
  /** The load event's end (0 until it has happened). */
  loadEventEnd: number;
  /** Taken as the document was left (pagehide). */
  left: boolean;
  events: EventTimingRecord[];
  longTasks: LongTaskRecord[];
  longFrames: LongFrameRecord[];
  inputs: InputRecord[];
  /** The expected h1: when it was in the DOM, and the next animation frame after that. */
  heading: { inDom: number; frame: number | null } | null;
  /** The records of the documents this tab left before this one (full page loads). */
  carried: DocumentSnapshot[];
}

export interface RecorderOptions {
  /** The text of the h1 to watch for (the page a link leads to), or null. */
  heading: string | null;
}

/** The binding through which a document hands its record over (exposeBinding). */
export const REPORT_BINDING = '__inpBenchReport';
/** Where the recorder lives in the page: `window[RECORDER_GLOBAL].snapshot()`. */
export const RECORDER_GLOBAL = '__inpBench';
/** Event Timing reports nothing shorter than this (the smallest threshold the API allows). */
export const EVENT_TIMING_THRESHOLD = 16;

/**
 * Runs in the page, serialised with toString: it may use nothing from this module's scope (the
 * names it needs are passed in), only the page's globals.
 */
function installRecorder(options: RecorderOptions, names: { report: string; global: string; threshold: number }): void {
  if (window !== window.top) return; // frames are not the page
  const events: EventTimingRecord[] = [];
  const longTasks: LongTaskRecord[] = [];
  const longFrames: LongFrameRecord[] = [];
  const inputs: InputRecord[] = [];
  let heading: DocumentSnapshot['heading'] = null;
  const carryKey = `${names.global}:left`;
  let carried: DocumentSnapshot[] = [];
  try {
    carried = JSON.parse(sessionStorage.getItem(carryKey) ?? '[]') as DocumentSnapshot[];
    sessionStorage.removeItem(carryKey);
  } catch {
    // No sessionStorage (an opaque origin): nothing carried.
  }

  const describe = (node: unknown): string => {
    // Event Timing gives no target once the element has left the document (a page swapped in).
    if (!(node instanceof Element)) return '(an element since removed)';
    let text = node.localName;
    if (node.id) text += `#${node.id}`;
    const label = node.getAttribute('aria-label') ?? node.getAttribute('name') ?? node.getAttribute('href');
    if (label) text += `[${label}]`;
    return text;
  };
  const onEvent = (entry: PerformanceEntry) => {
    // interactionId is not in TypeScript's DOM library yet.
    const timing = entry as PerformanceEventTiming & { interactionId?: number };
    if (!timing.interactionId) return;
    events.push({
      name: timing.name,
      interactionId: timing.interactionId,
      startTime: timing.startTime,
      duration: timing.duration,
      processingStart: timing.processingStart,
      processingEnd: timing.processingEnd,
      target: describe(timing.target),
    });
  };
  const onLongTask = (entry: PerformanceEntry) => longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  const onLongFrame = (entry: PerformanceEntry) => {
    // PerformanceLongAnimationFrameTiming is not in TypeScript's DOM library yet.
    const frame = entry as PerformanceEntry & {
      blockingDuration: number;
      renderStart: number;
      styleAndLayoutStart: number;
      scripts: Array<PerformanceEntry & FrameScriptRecord>;
    };
    longFrames.push({
      startTime: frame.startTime,
      duration: frame.duration,
      blockingDuration: frame.blockingDuration,
      renderStart: frame.renderStart,
      styleAndLayoutStart: frame.styleAndLayoutStart,
      scripts: frame.scripts.map((script) => ({
        invoker: script.invoker,
        sourceURL: script.sourceURL,
        sourceFunctionName: script.sourceFunctionName,
        startTime: script.startTime,
        duration: script.duration,
        forcedStyleAndLayoutDuration: script.forcedStyleAndLayoutDuration,
      })),
    });
  };

  const observers: Array<[PerformanceObserver, (entry: PerformanceEntry) => void]> = [];
  const observe = (init: PerformanceObserverInit & { durationThreshold?: number }, each: (entry: PerformanceEntry) => void) => {
    try {
      const observer = new PerformanceObserver((list) => list.getEntries().forEach(each));
      observer.observe({ buffered: true, ...init });
      observers.push([observer, each]);
    } catch {
      // An entry type this browser does not know: nothing to record.
    }
  };
  observe({ type: 'event', durationThreshold: names.threshold }, onEvent);
  observe({ type: 'longtask' }, onLongTask);
  observe({ type: 'long-animation-frame' }, onLongFrame);

  for (const type of ['pointerdown', 'keydown', 'click']) {
    window.addEventListener(type, (event) => inputs.push({ type, time: event.timeStamp }), { capture: true, passive: true });
  }

  const snapshot = (left: boolean): DocumentSnapshot => {
    for (const [observer, each] of observers) observer.takeRecords().forEach(each);
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return {
      timeOrigin: performance.timeOrigin,
      url: location.href,
      now: performance.now(),
      loadEventEnd: navigation?.loadEventEnd ?? 0,
      left,
      events: [...events],
      longTasks: [...longTasks],
      longFrames: [...longFrames],
      inputs: [...inputs],
      heading: heading && { ...heading },
      carried: [...carried],
    };
  };
  const hand = (left: boolean) => {
    const report = (window as unknown as Record<string, unknown>)[names.report];
    if (typeof report === 'function') void report(snapshot(left));
  };
  Object.defineProperty(window, names.global, { value: { snapshot: () => snapshot(false) } });
  window.addEventListener('pagehide', () => {
    try {
      sessionStorage.setItem(carryKey, JSON.stringify([...carried, snapshot(true)]));
    } catch {
      // Storage full or unavailable: this document's record is lost, and the bench says so.
    }
  });

  const wanted = options.heading?.replace(/\s+/g, ' ').trim();
  if (wanted) {
    const check = () => {
      if (heading) return;
      for (const h1 of document.querySelectorAll('h1')) {
        if (h1.textContent?.replace(/\s+/g, ' ').trim() !== wanted) continue;
        const seen = { inDom: performance.now(), frame: null as number | null };
        heading = seen;
        watcher.disconnect();
        requestAnimationFrame(() => {
          seen.frame = performance.now();
          hand(false);
        });
        return;
      }
    };
    const watcher = new MutationObserver(check);
    watcher.observe(document, { childList: true, subtree: true, characterData: true });
    check();
  }
}

/**
 * The init script: the recorder and its arguments, in a function scope of its own. (tsx compiles
 * with esbuild's keepNames, which wraps named functions in a `__name` helper the page lacks; the
 * stand-in keeps them as they are.)
 */
export function recorderScript(options: RecorderOptions): string {
  const names = { report: REPORT_BINDING, global: RECORDER_GLOBAL, threshold: EVENT_TIMING_THRESHOLD };
  return `(() => { const __name = (target) => target; (${installRecorder.toString()})(${JSON.stringify(options)}, ${JSON.stringify(names)}); })();`;
}
