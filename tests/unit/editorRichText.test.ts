// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  insertText,
  linkRange,
  linkTargetOf,
  marksOf,
  piecesOf,
  setLink,
  textOf,
  toggleMark,
  valueOf,
} from '../../devtools/editor/richTextModel.ts';
import { isTidy, readPieces, renderPieces, selectIn, selectionIn } from '../../devtools/editor/richTextDom.ts';
import { blockFormSchema, formUiSchema } from '../../devtools/editor/formSchemas.ts';
import { focusField } from '../../devtools/editor/fieldFocus.ts';

/**
 * The page editor's rich text field, apart from the browser's editing: the pieces it edits, the
 * value it writes from them (a plain string until something is formatted), and its surface's HTML,
 * read back as pieces, never kept.
 */

const PLAIN = 'Most implementations take 4–8 weeks from kickoff to go-live.';
const at = (text: string, words: string) => ({ start: text.indexOf(words), end: text.indexOf(words) + words.length });

describe('the value the field writes', () => {
  it('is the plain string it was, unchanged, while nothing is formatted', () => {
    expect(valueOf(piecesOf(PLAIN))).toBe(PLAIN);
    // Written as runs but with no formatting left: a plain string again.
    expect(valueOf(piecesOf(['Most implementations ', 'take 4–8 weeks', { text: ' from kickoff to go-live.' }]))).toBe(PLAIN);
    expect(valueOf(piecesOf(''))).toBeUndefined();
    expect(valueOf(piecesOf(undefined))).toBeUndefined();
  });

  it('is a list of runs once something is bold, italic or a link, its keys in the schema’s order', () => {
    const { start, end } = at(PLAIN, '4–8 weeks');
    const bold = toggleMark(piecesOf(PLAIN), start, end, 'bold');
    expect(valueOf(bold)).toEqual(['Most implementations take ', { text: '4–8 weeks', bold: true }, ' from kickoff to go-live.']);
    const both = toggleMark(bold, start, end - 6, 'italic');
    expect(valueOf(both)).toEqual([
      'Most implementations take ',
      { text: '4–8', bold: true, italic: true },
      { text: ' weeks', bold: true },
      ' from kickoff to go-live.',
    ]);
    expect(Object.keys((valueOf(both) as object[])[1]!)).toEqual(['text', 'bold', 'italic']);
    // All formatting taken off again: the plain string, as it was.
    expect(valueOf(toggleMark(toggleMark(both, start, end - 6, 'italic'), start, end, 'bold'))).toBe(PLAIN);
  });

  it('turns a mark off where the whole range has it, and on where only part of it does', () => {
    const pieces = piecesOf(['One ', { text: 'two', bold: true }, ' three']);
    expect(marksOf(pieces, 4, 7)).toEqual({ bold: true, italic: false });
    expect(valueOf(toggleMark(pieces, 4, 7, 'bold'))).toBe('One two three');
    expect(valueOf(toggleMark(pieces, 0, 7, 'bold'))).toEqual([{ text: 'One two', bold: true }, ' three']);
    // A caret reads the character before it (or the first one, at the start).
    expect(marksOf(pieces, 7, 7).bold).toBe(true);
    expect(marksOf(pieces, 0, 0).bold).toBe(false);
  });

  it('makes a link of a range, finds the whole link around a caret, and takes it off again', () => {
    const text = 'Talk to our brokers today.';
    const words = at(text, 'our brokers');
    const linked = setLink(toggleMark(piecesOf(text), words.start, words.start + 3, 'bold'), words.start, words.end, {
      navigate: '/about',
    });
    expect(valueOf(linked)).toEqual([
      'Talk to ',
      { text: 'our', bold: true, link: { navigate: '/about' } },
      { text: ' brokers', link: { navigate: '/about' } },
      ' today.',
    ]);
    expect(linkRange(linked, words.start + 5, words.start + 5)).toEqual(words);
    expect(linkRange(linked, 2, 2)).toBeNull();
    expect(valueOf(setLink(linked, words.start, words.end, undefined))).toEqual([
      'Talk to ',
      { text: 'our', bold: true },
      ' brokers today.',
    ]);
  });

  it('reads what the author typed as a link’s target: a route, a section, or an address, keeping its settings of the same kind', () => {
    expect(linkTargetOf('/contact')).toEqual({ navigate: '/contact' });
    expect(linkTargetOf(' #faq ')).toEqual({ scroll: '#faq' });
    expect(linkTargetOf('https://maps.example/tulsa')).toEqual({ href: 'https://maps.example/tulsa' });
    expect(linkTargetOf('https://maps.example/okc', { href: 'https://maps.example/tulsa', newTab: true })).toEqual({
      href: 'https://maps.example/okc',
      newTab: true,
    });
    expect(linkTargetOf('/about', { href: 'https://maps.example/tulsa', newTab: true })).toEqual({ navigate: '/about' });
    expect(linkTargetOf('   ')).toBeUndefined();
  });

  it('puts pasted text in as plain text, in place of the selection', () => {
    const pieces = piecesOf(['One ', { text: 'two', bold: true }, ' three']);
    const pasted = insertText(pieces, 5, 6, 'W-O', { bold: false, italic: false });
    expect(textOf(pasted)).toBe('One tW-Oo three');
    expect(valueOf(pasted)).toEqual(['One ', { text: 't', bold: true }, 'W-O', { text: 'o', bold: true }, ' three']);
  });
});

describe('the editing surface', () => {
  const surface = () => {
    const element = document.createElement('div');
    element.contentEditable = 'true';
    document.body.replaceChildren(element);
    return element;
  };
  const runs = ['Our ', { text: 'Tulsa', bold: true }, ' team ', { text: 'brokers', italic: true, link: { navigate: '/about' } }, '.'];

  it('shows runs as <strong>, <em> and <a data-link>, with no address the browser could follow', () => {
    const element = surface();
    renderPieces(element, piecesOf(runs));
    expect(element.innerHTML).toBe(
      'Our <strong>Tulsa</strong> team <a data-link="{&quot;navigate&quot;:&quot;/about&quot;}" title="Link to /about"><em>brokers</em></a>.',
    );
    expect(element.querySelector('a')!.hasAttribute('href')).toBe(false);
    expect(valueOf(readPieces(element))).toEqual(runs);
    expect(isTidy(element, readPieces(element))).toBe(true);
  });

  it('reads what the browser adds while one types as the look it gives, or as none, and never keeps its markup', () => {
    const element = surface();
    element.innerHTML =
      'Our <b>Tulsa</b> <span style="font-weight: 700">team</span><br><i>brokers</i><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">here</a><div>&lt;script&gt;</div>';
    const pieces = readPieces(element);
    expect(valueOf(pieces)).toEqual(['Our ', { text: 'Tulsa', bold: true }, ' team', { text: 'brokers', italic: true }, 'here<script>']);
    expect(isTidy(element, pieces)).toBe(false);
    renderPieces(element, pieces);
    expect(element.innerHTML).toBe('Our <strong>Tulsa</strong> team<em>brokers</em>here&lt;script&gt;');
  });

  it('keeps the selection as offsets into the text, across a new drawing of the surface', () => {
    const element = surface();
    renderPieces(element, piecesOf(runs));
    selectIn(element, 6, 14);
    expect(document.getSelection()!.toString()).toBe('lsa team');
    expect(selectionIn(element)).toEqual({ start: 6, end: 14 });
    renderPieces(element, toggleMark(readPieces(element), 6, 14, 'bold'));
    selectIn(element, 6, 14);
    expect(selectionIn(element)).toEqual({ start: 6, end: 14 });
    expect(document.getSelection()!.toString()).toBe('lsa team');
    // A selection outside the surface is none of its.
    document
      .getSelection()!
      .selectAllChildren(document.body.appendChild(document.createElement('p')).appendChild(document.createTextNode('x')).parentNode!);
    expect(selectionIn(element)).toBeNull();
  });
});

describe('the form', () => {
  const ui = (type: string) => formUiSchema(blockFormSchema(type)!) as Record<string, Record<string, unknown>>;
  const RICH = { 'ui:field': 'richText', 'ui:fieldReplacesAnyOrOneOf': true };

  it('edits paragraphs, answers and card descriptions with the rich text field, in place of a choice of string or list', () => {
    expect(ui('text').paragraphs!.items).toEqual(RICH);
    expect(ui('media-text').paragraphs!.items).toEqual(RICH);
    expect((ui('media-text').callout as Record<string, unknown>).text).toMatchObject(RICH);
    expect(((ui('faq').items as Record<string, unknown>).items as Record<string, unknown>).answer).toMatchObject(RICH);
    // The card kinds share one uiSchema: each kind's description (and a person's bio) is rich.
    const cards = (ui('card-grid').cards as Record<string, Record<string, unknown>>).items!;
    expect(cards.description).toMatchObject(RICH);
    expect(cards.bio).toMatchObject(RICH);
  });

  it('leaves a plain text a plain text box: a title, a subtitle, a linked card’s snippet', () => {
    expect(ui('hero').subtitle).toEqual({ 'ui:widget': 'textarea', 'ui:options': { rows: 3 } });
    expect(ui('faq').title!['ui:field']).toBeUndefined();
    const cards = (ui('card-grid').cards as Record<string, Record<string, unknown>>).items!;
    expect(cards.snippet).toEqual({ 'ui:widget': 'textarea', 'ui:options': { rows: 3 } });
  });

  it('lands a click on words of the preview on the rich text that holds them, by its words', () => {
    document.body.innerHTML =
      '<input id="edit-b2_title" value="Why us"><div id="edit-b2_paragraphs_0" contenteditable="true">{brand} exists <strong>to give</strong> owners data.</div>';
    expect(focusField(document.body, 'edit-b2', 'Redbud exists to give owners data.')?.id).toBe('edit-b2_paragraphs_0');
    expect(document.activeElement?.id).toBe('edit-b2_paragraphs_0');
  });
});
