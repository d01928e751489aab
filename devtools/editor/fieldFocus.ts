/** The fields of a form an author types into: text boxes, text areas, rich texts' surfaces and selects, in the order shown. */
const FIELDS =
  'input:not([type="hidden"]):not([type="file"]):not(:disabled), textarea:not(:disabled), [contenteditable="true"], select:not(:disabled)';

/** What a field says: its value, or a rich text surface's words. */
const wordsOf = (field: HTMLElement) => ('value' in field ? String(field.value) : (field.textContent ?? ''));

/**
 * Whether a field's text reads as `words` on the page: equal, once tokens such as `{brand}` (which
 * the page shows resolved) stand for any words, and runs of white space for one space.
 */
export function fieldShows(value: string, words: string): boolean {
  const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
  const wanted = normal(words);
  if (!wanted) return false;
  const pattern = normal(value)
    .split(/(\{[a-zA-Z]+\})/)
    .map((part, index) => (index % 2 ? '.+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return pattern !== '' && new RegExp(`^${pattern}$`, 's').test(wanted);
}

/**
 * Focuses the field of the form `form` (rjsf, fields named `<idPrefix>_…`) that holds `words`, the
 * text of what the author clicked in the preview, or else its first field one types into (a choice
 * between kinds of card comes first, but is not where the words are). Returns the field.
 */
export function focusField(root: ParentNode, idPrefix: string, words: string): HTMLElement | null {
  const fields = [...root.querySelectorAll<HTMLElement>(FIELDS)].filter((field) => field.id.startsWith(`${idPrefix}_`));
  const typed = fields.filter((candidate) => candidate.tagName !== 'SELECT');
  const field = typed.find((candidate) => fieldShows(wordsOf(candidate), words)) ?? typed[0] ?? fields[0] ?? null;
  field?.focus();
  return field;
}
