/**
 * A status code split for display: its first and last characters, and what lies between them (the
 * accent-coloured part: the '0' of '404'). Split by characters as a reader counts them (an emoji,
 * a flag or a letter with its accent is one), so the parts joined are always the code as written:
 * never a character cut in two halves that would each be published as U+FFFD, never a
 * one-character code shown twice.
 */
export function codeParts(code: string): { first: string; middle: string; last: string } {
  const characters = [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(code)].map(({ segment }) => segment);
  if (characters.length < 2) return { first: code, middle: '', last: '' };
  return { first: characters[0]!, middle: characters.slice(1, -1).join(''), last: characters.at(-1)! };
}
