import { issueKind } from './define.ts';

/** 'Frequently Asked Questions' as a message quotes it: whole when short, else its start. */
const quote = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}…` : text);

/**
 * Text that is not the page's own yet: a block still holding its schema's example, or placeholder
 * text. Each would ship a page that reads as unfinished, so validate (and with it the build and the
 * page editor's Save) refuses it.
 */
export const copyIssues = {
  'example-copy': issueKind<{ what: string; schemaFile: string; first: string }>({
    title: 'A block (or a card) whose text is all still the example of its schema',
    message: ({ what, schemaFile, first }) =>
      `every text of this ${what} is the example's in ${schemaFile} (${quote(first)}, …); write this page's own`,
    hint:
      'A block inserted from an editor’s snippet starts as its schema’s example (the page editor’s + Add block starts one empty): rewrite its text for this page. ' +
      'It counts as the example while every text in it (at least three: headings, sentences, labels, alt text; not paths, ids or names such as icons) ' +
      'is the example’s, in the same place; a text you rewrite or add makes it yours (one you only remove does not). If the text truly is this page’s, the schema’s ' +
      'example was copied from the site: a developer gives that example sample text of its own.',
    example: { what: 'faq block', schemaFile: 'schema/blocks/faq.schema.json', first: 'Frequently Asked Questions' },
  }),
  'invisible-control': issueKind<{ code: string; name: string; effect: string }>({
    title:
      'An invisible control character in a text: a bidirectional embedding, override or isolate (U+202A–U+202E, U+2066–U+2069), or a line or paragraph separator (U+2028, U+2029)',
    message: ({ code, name, effect }) => `invisible character ${code} (${name}) here ${effect}; delete it`,
    hint:
      'Delete the character at the line and column given (it usually comes with text pasted from elsewhere; an editor that shows invisible characters, or a search for it, finds it). ' +
      'None of these has a place in a content file: the overrides, embeddings and isolates make the text show in another order than it is written (and read in yet another by search engines and screen readers), and a line or paragraph separator breaks the line in some programs and not in others. ' +
      'The direction marks U+200E and U+200F are allowed: they set the direction of the spaces and punctuation beside them and cannot reorder words.',
    example: { code: 'U+202E', name: 'RIGHT-TO-LEFT OVERRIDE', effect: 'shows the text after it in reverse, right to left' },
  }),
  'placeholder-copy': issueKind<{ text: string; marker?: string }>({
    title: 'Placeholder text left in a page: a “Replace with …” instruction, Lorem ipsum, or a TODO, TBD, FIXME or XXX marker',
    message: ({ text, marker }) =>
      marker === undefined
        ? `${quote(text)} is placeholder text; write this page's own`
        : `"${marker}" marks unfinished text in ${quote(text)}; finish the text and remove the marker`,
    hint:
      'Write the real text. A line starting “Replace with” (or “Replace this with”) is an instruction, as new-page once wrote them (it now leaves the texts to write empty); TODO, TBD, FIXME and XXX count as markers in capitals ' +
      'and as whole words only, and Lorem ipsum in any case. A form field’s placeholder (the hint inside an empty input, such as ' +
      '"(918) XXX-XXXX") is not checked.',
    example: { text: 'Replace with the first paragraph of this page.' },
  }),
};
