import type { Clash } from './threeWayMerge';

/** The longest value shown whole; a longer one is cut, with an ellipsis. */
const SHOWN_LENGTH = 60;

/** A field's value as the notice quotes it, or null for a value it does not quote (a list, an object). */
function quoted(value: unknown): string | null {
  if (value === undefined) return 'removed';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') return null;
  const text = value.length > SHOWN_LENGTH ? `${value.slice(0, SHOWN_LENGTH - 1)}…` : value;
  return `“${text}”`;
}

/**
 * A place both changed, as the clash notice names it: the place as the author knows it (`label`)
 * and, for a field, both values, so the author can choose between them:
 * `1. hero › title: yours “Built to last”, the file’s “Changed elsewhere”`.
 */
export function clashText(clash: Clash, label: (pointer: string) => string): string {
  const place = label(clash.pointer);
  if (!clash.sides) return place;
  const [mine, theirs] = [quoted(clash.sides.mine), quoted(clash.sides.theirs)];
  return mine && theirs ? `${place}: yours ${mine}, the file’s ${theirs}` : place;
}
