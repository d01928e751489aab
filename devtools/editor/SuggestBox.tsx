import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useCombobox } from 'downshift';
import { useState } from 'react';
import styled from 'styled-components';
import { ui } from './editorTheme';

/** One suggestion: the value the field takes, and the words that say what it is (a page's title). */
export interface Suggestion {
  value: string;
  label: string;
}

const Box = styled.div`
  position: relative;
`;

const Menu = styled.ul`
  position: absolute;
  z-index: 20;
  top: calc(100% + 2px);
  left: 0;
  right: 0;
  max-height: 280px;
  overflow-y: auto;
  margin: 0;
  padding: 4px 0;
  list-style: none;
  background: ${ui.surface};
  border: 1px solid ${ui.line};
  border-radius: 8px;
  box-shadow: 0 8px 24px rgba(29, 36, 51, 0.14);
  &:empty {
    display: none;
  }
  li {
    display: grid;
    gap: 1px;
    padding: 6px 10px;
    cursor: pointer;
  }
  li[aria-selected='true'] {
    background: ${ui.accentSoft};
  }
  code {
    font: 13px ${ui.mono};
    color: ${ui.ink};
    overflow-wrap: anywhere;
  }
  span {
    font-size: 12px;
    color: ${ui.muted};
  }
`;

export interface SuggestBoxProps {
  id: string;
  value: string;
  /** The suggestions for what is typed (all of them for nothing typed), at most a readable number. */
  suggest: (typed: string) => Suggestion[];
  /** What the list is, for screen readers: "Routes", "Sections of this page". */
  listName: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** The ids of the field's help and errors. */
  describedBy?: string;
  onChange: (value: string | undefined) => void;
  onFocus: (value: string) => void;
  onBlur: (value: string) => void;
}

/**
 * A text field that suggests values as the author types, each with what it is (a route with its
 * page's title), in a list the keyboard and the pointer can pick from: downshift's combobox (the
 * WAI-ARIA pattern: arrows move, Enter picks, Escape closes). Anything can still be typed; validate
 * checks the value like every other. Not the browser's <datalist>: that showed raw values only, its
 * labels unreadable, and its look and keys differ in every browser.
 */
export function SuggestBox({
  id,
  value,
  suggest,
  listName,
  placeholder,
  required,
  disabled,
  invalid,
  describedBy,
  onChange,
  onFocus,
  onBlur,
}: SuggestBoxProps) {
  // Worked out as the list opens and as the author types, never for a field no one is in: a form
  // with many such fields, on a site of thousands of pages, would otherwise search every route for
  // each at every render.
  const [items, setItems] = useState<Suggestion[]>([]);
  const { isOpen, getInputProps, getMenuProps, getItemProps, highlightedIndex } = useCombobox<Suggestion>({
    inputId: id,
    menuId: `${id}-suggestions`,
    items,
    inputValue: value,
    // Picking sets the field's text, through onInputValueChange. (Not a controlled `selectedItem`: held
    // at null, downshift reads the change back as the prop's and empties the text it had just set.)
    itemToString: (item) => item?.value ?? '',
    onIsOpenChange: ({ isOpen: open }) => {
      if (open) setItems(suggest(value));
    },
    onInputValueChange: ({ inputValue }) => {
      setItems(suggest(inputValue ?? ''));
      if ((inputValue ?? '') !== value) onChange(inputValue ? inputValue : undefined);
    },
  });
  // What to suggest may come after the list opened (the site's routes, asked for as the field is
  // first focused): the open list follows it.
  const [itemsFrom, setItemsFrom] = useState(() => suggest);
  if (itemsFrom !== suggest) {
    setItemsFrom(() => suggest);
    if (isOpen) setItems(suggest(value));
  }
  return (
    <Box>
      <input
        {...getInputProps({
          className: 'form-control',
          name: id,
          type: 'text',
          placeholder,
          required,
          disabled,
          spellCheck: false,
          'aria-invalid': invalid || undefined,
          // Named by the form's own <label for>, not by a label of downshift's.
          'aria-labelledby': undefined,
          'aria-describedby': describedBy,
          // Each letter passed on as it is typed: downshift tells onInputValueChange only in an effect
          // after its render, and a letter typed before that ran was put back to the value before it
          // (with the CPU 8x slower, "/about" typed became "/bot").
          onChange: (event) => {
            const typed = event.currentTarget.value;
            if (typed !== value) onChange(typed ? typed : undefined);
          },
          onFocus: (event) => onFocus(event.currentTarget.value),
          onBlur: (event) => onBlur(event.currentTarget.value),
        })}
      />
      <Menu {...getMenuProps({ 'aria-labelledby': undefined, 'aria-label': listName })}>
        {isOpen &&
          items.map((item, index) => (
            <li key={item.value} {...getItemProps({ item, index, 'aria-selected': highlightedIndex === index })}>
              <code>{item.value}</code>
              {item.label && <span>{item.label}</span>}
            </li>
          ))}
      </Menu>
    </Box>
  );
}

/** A form field (an rjsf widget) as a suggest box: its value, state, help and errors, and what it suggests. */
export function SuggestWidget({
  widget: { id, value, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors, placeholder },
  suggest,
  listName,
  example,
}: {
  widget: WidgetProps;
  suggest: (typed: string) => Suggestion[];
  listName: string;
  /** The placeholder when the schema gives none. */
  example: string;
}) {
  return (
    <SuggestBox
      id={id}
      value={typeof value === 'string' ? value : ''}
      suggest={suggest}
      listName={listName}
      placeholder={placeholder || example}
      required={required}
      disabled={disabled || readonly}
      invalid={Boolean(rawErrors?.length)}
      // Its help and its errors (validate's message after a save), as rjsf's own inputs have them.
      describedBy={ariaDescribedByIds(id)}
      onChange={onChange}
      onFocus={(text) => onFocus(id, text)}
      onBlur={(text) => onBlur(id, text)}
    />
  );
}
