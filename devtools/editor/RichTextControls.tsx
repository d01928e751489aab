import { useCallback, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { ui } from './editorTheme';
import { SuggestBox, type Suggestion } from './SuggestBox';

/** One button of the formatting toolbar: its name, what it shows, its state and its keys. */
export interface ToolButton {
  name: string;
  face: ReactNode;
  /** Whether the selection has it (Bold, Italic, Link); undefined for an action (Remove link). */
  pressed?: boolean;
  /** Whether it can do nothing here: it stays in the toolbar's keyboard order, marked unavailable. */
  unavailable?: boolean;
  /** The letter that does it with Ctrl (⌘ on a Mac). */
  key?: string;
  run: () => void;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 0 0 4px;
  button {
    min-width: 34px;
    min-height: 30px;
    padding: 3px 9px;
    border: 1px solid ${ui.line};
    border-radius: 6px;
    background: ${ui.surface};
    font: inherit;
    font-size: 13px;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${ui.accentSoft};
    border-color: ${ui.accent};
    color: ${ui.accent};
  }
  button[aria-disabled='true'] {
    opacity: 0.45;
    cursor: default;
  }
`;

/**
 * The formatting toolbar (the WAI-ARIA toolbar pattern): one stop of the tab order, the arrow keys,
 * Home and End move between its buttons. A press with the pointer leaves the focus, and so the
 * selection, in the text it formats.
 */
export function FormatToolbar({ label, controls, buttons }: { label: string; controls: string; buttons: ToolButton[] }) {
  const [current, setCurrent] = useState(0);
  const bar = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent) => {
    const last = buttons.length - 1;
    const to = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = (to + buttons.length) % buttons.length;
    setCurrent(next);
    bar.current?.querySelectorAll('button')[next]?.focus();
  };
  return (
    <Bar ref={bar} role="toolbar" aria-label={label} aria-controls={controls} onKeyDown={move}>
      {buttons.map((button, index) => (
        <button
          key={button.name}
          type="button"
          tabIndex={index === current ? 0 : -1}
          aria-label={button.name}
          title={button.key ? `${button.name} (Ctrl+${button.key} or ⌘${button.key})` : button.name}
          aria-pressed={button.pressed}
          aria-disabled={button.unavailable || undefined}
          aria-keyshortcuts={button.key ? `Control+${button.key} Meta+${button.key}` : undefined}
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setCurrent(index)}
          onClick={() => !button.unavailable && button.run()}
        >
          {button.face}
        </button>
      ))}
    </Bar>
  );
}

const Panel = styled.div`
  display: grid;
  gap: 6px;
  margin: 6px 0 0;
  padding: 8px 10px;
  border: 1px solid ${ui.line};
  border-radius: 8px;
  background: ${ui.panel};
  label {
    font-weight: 600;
  }
  p {
    color: ${ui.muted};
    font-size: 13px;
  }
  div:last-child {
    display: flex;
    gap: 6px;
  }
`;

export interface LinkPanelProps {
  id: string;
  /** What the field says of the link's target to start with (the link's own, when it is one). */
  initial: string;
  /** What the field offers as the author types: routes and sections. */
  suggest: (typed: string) => Suggestion[];
  onApply: (typed: string) => void;
  onCancel: () => void;
}

/**
 * Where a link leads, asked for under the text: a route of the site or a section of the page
 * (picked from the suggestions as one types), or an address. Enter applies it, Escape cancels.
 */
export function LinkPanel({ id, initial, suggest, onApply, onCancel }: LinkPanelProps) {
  const [typed, setTyped] = useState(initial);
  const focusOnMount = useCallback((input: HTMLDivElement | null) => input?.querySelector('input')?.focus(), []);
  // Enter the suggestions did not take (to pick one) applies the link.
  const enter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.nativeEvent.defaultPrevented) return;
    event.preventDefault();
    onApply(typed);
  };
  // Escape closes the suggestions while they are open, and then cancels (not, as the suggestions
  // would have it, empty the field first).
  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || (event.target as Element).getAttribute('aria-expanded') === 'true') return;
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  };
  return (
    <Panel role="group" aria-labelledby={`${id}-label`} onKeyDown={enter} onKeyDownCapture={escape} ref={focusOnMount}>
      <label id={`${id}-label`} htmlFor={id}>
        Link to
      </label>
      <SuggestBox
        id={id}
        value={typed}
        suggest={suggest}
        listName="Pages of the site and sections of this page"
        placeholder="/contact, #section or https://…"
        describedBy={`${id}-help`}
        onChange={(value) => setTyped(value ?? '')}
        onFocus={() => {}}
        onBlur={() => {}}
      />
      <p id={`${id}-help`}>
        A page of this site (add #section for one of its sections), a section of this page (#…), or an https://, mailto: or tel: address.
      </p>
      <div>
        <button type="button" className="rjsf-word-button" onClick={() => onApply(typed)}>
          Apply link
        </button>
        <button type="button" className="rjsf-word-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Panel>
  );
}
