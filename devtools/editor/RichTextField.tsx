import { ariaDescribedByIds, descriptionId, getUiOptions, type ErrorSchema, type FieldProps } from '@rjsf/utils';
import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { PageFormContext } from './AnchorWidget';
import { EditStepContext } from './editStep';
import { FieldHint } from './FieldHint';
import { ui } from './editorTheme';
import { FormatToolbar, LinkPanel, type ToolButton } from './RichTextControls';
import { isTidy, readPieces, renderPieces, selectIn, selectionIn } from './richTextDom';
import {
  insertText,
  linkRange,
  linkTargetOf,
  linkTargetText,
  marksOf,
  piecesOf,
  setLink,
  toggleMark,
  valueOf,
  type Mark,
  type Marks,
  type Piece,
} from './richTextModel';
import { useRouteSuggestions } from './RouteWidget';
import type { Suggestion } from './SuggestBox';

interface Span {
  start: number;
  end: number;
}

const Surface = styled.div`
  min-height: 4.3em;
  padding: 7px 9px;
  border: 1px solid ${ui.line};
  border-radius: 6px;
  background: ${ui.surface};
  line-height: 1.45;
  /* Spaces typed are kept as spaces (not turned into no-break spaces), as a text area keeps them. */
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  cursor: text;
  a {
    color: ${ui.accent};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  &[aria-invalid='true'] {
    border-color: ${ui.danger};
    box-shadow: 0 0 0 1px ${ui.danger};
  }
`;

const Note = styled.p`
  margin: 4px 0 0;
  color: ${ui.muted};
  font-size: 13px;
  &:empty {
    display: none;
  }
`;

/** Messages validate gave a part of the value (a run's link target), which rjsf files under the runs. */
function partMessages(errors: ErrorSchema | undefined): string[] {
  return Object.entries(errors ?? {}).flatMap(([key, child]) =>
    key === '__errors' || !child || typeof child !== 'object'
      ? []
      : [...((child as ErrorSchema).__errors ?? []), ...partMessages(child as ErrorSchema)],
  );
}

/** The field's name: a list item's by its place ('Paragraphs-2' → 'Paragraph 2'), any other by its title. */
function nameOf(title: string | undefined, schemaTitle: string | undefined): string {
  const item = title ? /^(.*?)s?-(\d+)$/.exec(title) : null;
  return item ? `${item[1]} ${item[2]}` : (schemaTitle ?? title ?? 'Text');
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * A text with bold, italic and links (defs.schema.json's RichText): an editing surface
 * (contenteditable) with a toolbar (Bold, Italic, Link, Remove link) and the keys every editor has
 * (Ctrl+B, Ctrl+I, Ctrl+K; ⌘ on a Mac). What is stored is never the surface's HTML: the surface is
 * read into pieces of text with their look (richTextDom.ts), and the value is made from them
 * (richTextModel.ts): a plain string while nothing is formatted, so a text the author only types
 * in, or leaves alone, stays a plain string in the file; a list of runs once something is. Pasted
 * text comes in as plain text; Enter adds no line (a paragraph is one text: add another item).
 */
export function RichTextField({
  formData,
  onChange,
  onBlur,
  onFocus,
  fieldPathId,
  errorSchema,
  rawErrors,
  required,
  schema,
  uiSchema,
  title,
  registry,
  disabled,
  readonly,
}: FieldProps) {
  const id = fieldPathId.$id;
  const surface = useRef<HTMLDivElement>(null);
  const pieces = useRef<Piece[]>([]);
  /** The value the surface shows: the file's, or the last one it sent. */
  const shown = useRef<unknown>(undefined);
  /** The selection, kept while the focus is on the toolbar or the link's field. */
  const selection = useRef<Span>({ start: 0, end: 0 });
  /** A mark asked for at a caret (Ctrl+B with nothing selected): the next letters typed there take it. */
  const pending = useRef<{ at: number; marks: Partial<Marks> } | null>(null);
  const [marks, setMarks] = useState<Marks>({ bold: false, italic: false });
  const [linking, setLinking] = useState<{ span: Span; initial: string } | null>(null);
  const [note, setNote] = useState('');
  const markStep = useContext(EditStepContext);
  const routes = useRouteSuggestions();
  const anchors = (registry.formContext as PageFormContext | undefined)?.anchors;
  const suggest = useCallback(
    (typed: string): Suggestion[] =>
      typed.trim().startsWith('#')
        ? (anchors ?? [])
            .map((anchor) => ({ value: `#${anchor.id}`, label: `the ${anchor.type} block on this page` }))
            .filter((option) => option.value.startsWith(typed.trim()))
        : routes(typed),
    [anchors, routes],
  );
  const off = Boolean(disabled || readonly);
  const name = nameOf(title, schema.title ?? getUiOptions(uiSchema).title);
  const labelId = `${id}__label`;
  const partsId = `${id}__parts-error`;
  const parts = partMessages(errorSchema);

  /** The toolbar's state for the selection (or what a pending mark will make of the next letters). */
  const showMarks = useCallback(() => {
    const { start, end } = selection.current;
    const found = marksOf(pieces.current, start, end);
    const asked = pending.current && pending.current.at === start && start === end ? pending.current.marks : {};
    setMarks({ ...found, ...asked });
  }, []);

  // The file's value (first, after an undo, or a change on disk) is drawn anew; the surface's own is left as it is.
  useLayoutEffect(() => {
    if (!surface.current || (shown.current !== undefined && sameValue(shown.current, formData))) return;
    shown.current = formData ?? null;
    pieces.current = piecesOf(formData);
    const focused = surface.current.ownerDocument.activeElement === surface.current;
    const caret = focused ? selectionIn(surface.current) : null;
    renderPieces(surface.current, pieces.current);
    if (caret) selectIn(surface.current, caret.start, caret.end);
    showMarks();
  }, [formData, showMarks]);

  /** Sends the pieces' value on, if it changed; `step` for a change to undo on its own (formatting, a paste). */
  const send = (next: Piece[], step: boolean) => {
    pieces.current = next;
    const value = valueOf(next);
    if (sameValue(value, shown.current)) return;
    shown.current = value ?? null;
    if (step) markStep();
    onChange(value, fieldPathId.path);
  };

  /** Draws the pieces and selects `span` in them, with the focus back in the text. */
  const draw = (next: Piece[], span: Span) => {
    const element = surface.current!;
    renderPieces(element, next);
    element.focus();
    selectIn(element, span.start, span.end);
    selection.current = span;
  };

  /** A change of formatting: drawn, the selection kept, and sent on as a step of undo of its own. */
  const commit = (next: Piece[], span: Span) => {
    draw(next, span);
    send(next, true);
    showMarks();
  };

  /** The selection to format: the surface's own, or the one it had when the focus left for the toolbar. */
  const current = (): Span => (surface.current && selectionIn(surface.current)) || selection.current;

  const toggle = (mark: Mark) => {
    if (off) return;
    const span = current();
    if (span.start === span.end) {
      const now = pending.current?.at === span.start ? pending.current.marks : {};
      const has = now[mark] ?? marksOf(pieces.current, span.start, span.end)[mark];
      pending.current = { at: span.start, marks: { ...now, [mark]: !has } };
      draw(pieces.current, span);
      showMarks();
      return;
    }
    const next = toggleMark(pieces.current, span.start, span.end, mark);
    commit(next, span);
  };

  const openLink = () => {
    if (off) return;
    const span = current();
    const around = linkRange(pieces.current, span.start, span.end);
    if (!around && span.start === span.end) {
      setNote('Select the words to link, then press Link.');
      return;
    }
    setNote('');
    const target = around ?? span;
    setLinking({ span: target, initial: linkTargetText(marksOf(pieces.current, target.start, target.end).link) });
  };

  const applyLink = (typed: string) => {
    if (!linking) return;
    const { span } = linking;
    const next = setLink(pieces.current, span.start, span.end, linkTargetOf(typed, marksOf(pieces.current, span.start, span.end).link));
    setLinking(null);
    commit(next, span);
  };

  const removeLink = () => {
    if (off) return;
    const span = current();
    const around = span.start === span.end ? linkRange(pieces.current, span.start, span.end) : span;
    if (!around || !marksOf(pieces.current, around.start, around.end).link) return;
    const next = setLink(pieces.current, around.start, around.end, undefined);
    commit(next, around);
  };

  /** What the author did in the surface, read back: the browser's extras (a <b>, a <br>) drawn out again. */
  const read = () => {
    const element = surface.current!;
    const next = readPieces(element);
    if (!isTidy(element, next)) {
      const span = selectionIn(element);
      renderPieces(element, next);
      if (span) selectIn(element, span.start, span.end);
    }
    send(next, false);
  };

  // The surface's own listeners call the render's functions of the moment.
  const latest = useRef({ toggle, showMarks, draw, send });
  useLayoutEffect(() => {
    latest.current = { toggle, showMarks, draw, send };
  });

  // The browser's own edits that are no typing (its formatting, a new line, a drop, its own undo) are the field's to do, or not done.
  useEffect(() => {
    const element = surface.current;
    if (!element) return;
    const onBeforeInput = (event: InputEvent) => {
      const { inputType } = event;
      if (inputType === 'formatBold' || inputType === 'formatItalic') {
        event.preventDefault();
        latest.current.toggle(inputType === 'formatBold' ? 'bold' : 'italic');
      } else if (/^(format|history)|^insert(Paragraph|LineBreak|FromDrop|Link)$|^deleteByDrag$/.test(inputType)) {
        event.preventDefault();
      } else if (inputType === 'insertText' && event.data && pending.current) {
        const span = selectionIn(element);
        if (!span || span.start !== span.end || span.start !== pending.current.at) return;
        event.preventDefault();
        const { link: _link, ...look } = { ...marksOf(pieces.current, span.start, span.end), ...pending.current.marks };
        pending.current = null;
        const next = insertText(pieces.current, span.start, span.end, event.data, {
          bold: Boolean(look.bold),
          italic: Boolean(look.italic),
        });
        const at = span.start + event.data.length;
        latest.current.draw(next, { start: at, end: at });
        latest.current.send(next, false);
        latest.current.showMarks();
      }
    };
    const onSelection = () => {
      const span = selectionIn(element);
      if (!span) return;
      setNote('');
      if (pending.current && (span.start !== span.end || span.start !== pending.current.at)) pending.current = null;
      selection.current = span;
      latest.current.showMarks();
    };
    element.addEventListener('beforeinput', onBeforeInput);
    element.ownerDocument.addEventListener('selectionchange', onSelection);
    return () => {
      element.removeEventListener('beforeinput', onBeforeInput);
      element.ownerDocument.removeEventListener('selectionchange', onSelection);
    };
  }, []);
  const buttons: ToolButton[] = [
    { name: 'Bold', face: <b>B</b>, pressed: marks.bold, key: 'B', run: () => toggle('bold') },
    { name: 'Italic', face: <i>I</i>, pressed: marks.italic, key: 'I', run: () => toggle('italic') },
    { name: 'Link', face: 'Link', pressed: Boolean(marks.link), key: 'K', run: openLink },
    { name: 'Remove link', face: 'Remove link', unavailable: !marks.link, run: removeLink },
  ];
  const describedBy = [ariaDescribedByIds(id), parts.length ? partsId : ''].filter(Boolean).join(' ');

  return (
    <div className="rich-text-field" data-rich-text>
      <span id={labelId} className="control-label">
        {name}
        {required ? <span className="required">*</span> : null}
      </span>
      {schema.description ? (
        <FieldHint id={descriptionId(id)} description={schema.description} schema={schema} registry={registry} />
      ) : null}
      <FormatToolbar label={`Formatting of ${name}`} controls={id} buttons={buttons} />
      <Surface
        ref={surface}
        id={id}
        className="rich-text-surface"
        role="textbox"
        contentEditable={!off}
        suppressContentEditableWarning
        spellCheck
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        aria-invalid={Boolean(rawErrors?.length || parts.length) || undefined}
        aria-readonly={off || undefined}
        onInput={(event) => !(event.nativeEvent as InputEvent).isComposing && read()}
        onCompositionEnd={read}
        onKeyDown={(event) => {
          if (event.key === 'Enter') return event.preventDefault();
          if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
          const key = event.key.toLowerCase();
          if (key === 'b' || key === 'i' || key === 'k' || key === 'u') event.preventDefault();
          if (key === 'b') toggle('bold');
          else if (key === 'i') toggle('italic');
          else if (key === 'k') openLink();
        }}
        onPaste={(event) => {
          event.preventDefault();
          if (off) return;
          const text = event.clipboardData.getData('text/plain').replace(/\s*[\r\n]+\s*/g, ' ');
          const span = current();
          const next = insertText(pieces.current, span.start, span.end, text, { bold: false, italic: false });
          const at = span.start + text.length;
          commit(next, { start: at, end: at });
        }}
        onFocus={() => onFocus(id, shown.current)}
        onBlur={() => onBlur(id, shown.current)}
      />
      {linking ? (
        <LinkPanel
          id={`${id}__link`}
          initial={linking.initial}
          suggest={suggest}
          onApply={applyLink}
          onCancel={() => {
            const { span } = linking;
            setLinking(null);
            draw(pieces.current, span);
          }}
        />
      ) : null}
      <Note role="status">{note}</Note>
      {parts.length ? (
        <ul id={partsId} className="error-detail">
          {parts.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
