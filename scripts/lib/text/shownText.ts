/** The most characters of a request's own text (an id, a path, a file name) that a message repeats. */
export const SHOWN_MAX = 80;

/**
 * `text` as a message names it: whole up to SHOWN_MAX characters, else its first SHOWN_MAX − 1 and
 * an ellipsis. An error answer names what it refuses, but never repeats all of what it was sent: a
 * 100 KB id came back word for word, 100 KB of answer for the asking.
 */
export function shown(text: string, max = SHOWN_MAX): string {
  // UTF-16 length is never less than the count of characters: a short text is whole.
  if (text.length <= max) return text;
  const characters = Array.from(text.slice(0, max * 2));
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join('')}…`;
}
