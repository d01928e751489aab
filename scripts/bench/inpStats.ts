/**
 * The arithmetic of the interaction bench, free of any browser: interactions from Event Timing
 * entries, the worst one's breakdown, the load-to-idle window of long tasks, medians and spreads.
 */
import type { DocumentSnapshot, EventTimingRecord, LongFrameRecord, LongTaskRecord } from './eventTiming.ts';

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function median(values: number[]): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Median, min and max; null for no values. */
export function spread(values: number[]): Spread | null {
  if (!values.length) return null;
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/** An Event Timing entry placed on a common clock: `at` is its startTime plus its document's timeOrigin. */
export interface PlacedEvent extends EventTimingRecord {
  document: number;
  at: number;
}

/** One interaction: the entries with one interactionId in one document; its duration is their longest. */
export interface Interaction {
  document: number;
  interactionId: number;
  at: number;
  duration: number;
  /**
   * The entry with the longest duration. The entries of one interaction usually share a frame, and
   * so a duration: on a tie, the one with the longest processing (whose handlers did the work).
   */
  longest: PlacedEvent;
  events: PlacedEvent[];
}

/** Every document's interaction entries on one clock, in time order. */
export function placeEvents(documents: DocumentSnapshot[]): PlacedEvent[] {
  return documents
    .flatMap((doc) => doc.events.map((event) => ({ ...event, document: doc.timeOrigin, at: doc.timeOrigin + event.startTime })))
    .sort((a, b) => a.at - b.at);
}

const processing = (entry: EventTimingRecord) => entry.processingEnd - entry.processingStart;

/** Groups entries by interaction (interactionId within a document), in the order they started. */
export function groupInteractions(events: PlacedEvent[]): Interaction[] {
  const groups = new Map<string, Interaction>();
  for (const event of events) {
    if (!(event.interactionId > 0)) continue;
    const key = `${event.document}:${event.interactionId}`;
    const group = groups.get(key);
    if (!group) {
      groups.set(key, {
        document: event.document,
        interactionId: event.interactionId,
        at: event.at,
        duration: event.duration,
        longest: event,
        events: [event],
      });
      continue;
    }
    group.events.push(event);
    group.at = Math.min(group.at, event.at);
    if (event.duration > group.duration || (event.duration === group.duration && processing(event) > processing(group.longest))) {
      group.duration = event.duration;
      group.longest = event;
    }
  }
  return [...groups.values()].sort((a, b) => a.at - b.at);
}

/** The longest interaction (the INP of a short visit), or null for none. */
export function worstInteraction(interactions: Interaction[]): Interaction | null {
  return interactions.reduce<Interaction | null>((worst, next) => (!worst || next.duration > worst.duration ? next : worst), null);
}

/** Event Timing's three phases of an entry: waiting for the main thread, handlers, until the next paint. */
export interface Breakdown {
  inputDelay: number;
  processing: number;
  presentation: number;
}

export function breakdown(event: EventTimingRecord): Breakdown {
  return {
    inputDelay: event.processingStart - event.startTime,
    processing: event.processingEnd - event.processingStart,
    presentation: event.startTime + event.duration - event.processingEnd,
  };
}

export interface IdleWindow {
  /** Where the window ends, on the document's clock. */
  end: number;
  /** Whether the page went quiet (rather than the cap or the end of the document cutting it short). */
  idle: boolean;
  longest: number;
  /** The longest task itself (null for none): where it ran, to say what it was (taskShare). */
  longestTask: LongTaskRecord | null;
  count: number;
}

/**
 * The long tasks from the load event until the page is idle: `quiet` ms after the load event with
 * no long task, pushed back past each task that starts before that point, at most `cap` ms after the
 * load event (and no later than `until`: when the document was left or last looked at). A task
 * counts when it runs during that window (one that began before the load event and ends after it too).
 */
export function idleWindow(
  loadEventEnd: number,
  tasks: LongTaskRecord[],
  { quiet = 2000, cap = 10_000, until = Infinity }: { quiet?: number; cap?: number; until?: number } = {},
): IdleWindow {
  let end = loadEventEnd + quiet;
  for (const task of [...tasks].sort((a, b) => a.startTime - b.startTime)) {
    if (task.startTime < end) end = Math.max(end, task.startTime + task.duration + quiet);
  }
  const limit = Math.min(loadEventEnd + cap, until);
  const idle = loadEventEnd > 0 && end <= limit;
  end = Math.min(end, limit);
  const within = tasks.filter((task) => task.startTime < end && task.startTime + task.duration > loadEventEnd);
  const longestTask = within.reduce<LongTaskRecord | null>((long, task) => (!long || task.duration > long.duration ? task : long), null);
  return { end, idle, longest: longestTask?.duration ?? 0, longestTask, count: within.length };
}

/** What a long task was: when it ran, and how much of it was script. */
export interface TaskShare {
  duration: number;
  /** 'load': it ran the load event (the end of parsing); 'after a step': it began after the first step (and is not the load's). */
  when: 'before load' | 'load' | 'after load' | 'after a step';
  /** Milliseconds of it that scripts ran (those over 5 ms: long animation frames list no shorter ones). */
  scripts: number;
  /** Its longest scripts, described. */
  topScripts: string[];
}

/**
 * Splits a long task into script and the rest. The scripts are those of the long animation frames
 * that overlap it, each counted for the time it ran inside the task; the rest is the browser's own
 * work (parsing, style, layout, paint), which no script of the page asked for in that task, or
 * layout a script forced (counted with the script: forcedStyleAndLayoutDuration is part of it).
 * `loadEventEnd` and `stepsStart` are on the task's clock (stepsStart null when there were none).
 */
export function taskShare(task: LongTaskRecord, frames: LongFrameRecord[], loadEventEnd: number, stepsStart: number | null): TaskShare {
  const from = task.startTime;
  const to = task.startTime + task.duration;
  const inside = framesDuring(frames, from, to)
    .flatMap((frame) => frame.scripts)
    .map((script) => ({ script, ms: Math.min(to, script.startTime + script.duration) - Math.max(from, script.startTime) }))
    .filter(({ ms }) => ms > 0)
    .sort((a, b) => b.ms - a.ms);
  const when =
    from <= loadEventEnd && loadEventEnd <= to
      ? 'load'
      : stepsStart !== null && from >= stepsStart
        ? 'after a step'
        : to < loadEventEnd
          ? 'before load'
          : 'after load';
  return {
    duration: task.duration,
    when,
    scripts: inside.reduce((sum, { ms }) => sum + ms, 0),
    topScripts: inside.slice(0, 3).map(({ script, ms }) => `${Math.round(ms)} ms ${script.invoker} (${scriptName(script.sourceURL)})`),
  };
}

/** A script's file name ('htmlNavigator-OzWP11mj.js'), or the page's path for its inline scripts ('contact', '/'). */
export function scriptName(url: string): string {
  if (!url) return '(inline or browser)';
  const { pathname } = new URL(url);
  return pathname.split('/').pop() || pathname;
}

/** The long animation frames that overlap [from, to] (one document's clock), and their longest scripts. */
export function framesDuring(frames: LongFrameRecord[], from: number, to: number): LongFrameRecord[] {
  return frames.filter((frame) => frame.startTime < to && frame.startTime + frame.duration > from);
}
