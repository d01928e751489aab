import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { ownValue } from '../../engine/content/ownValue';
import { listIcons } from './editorClient';
import { ui } from './editorTheme';
import { PickerDialog } from './PickerDialog';
import { useLoaded } from './useLoaded';

const NO_ICONS: Record<string, string> = {};

/**
 * An icon's SVG as an image's address. An <img> never runs what it shows, so the markup (the dev
 * server's rendering of the site's icons) is not put into the editor's page; `currentColor`, which
 * an image has none of, becomes the editor's ink.
 */
export function iconImage(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.replace(/currentColor/g, ui.ink))}`;
}

/** The drawing of the icon `name` as an image's address, if the site's icons have one by that name. */
export function iconDrawing(icons: Readonly<Record<string, string>>, name: string): string | undefined {
  const svg = ownValue(icons, name);
  return svg === undefined ? undefined : iconImage(svg);
}

/** The site's icons, once the dev server has drawn them; an empty set until then (or if it cannot). */
function useIcons(): Record<string, string> {
  return useLoaded(listIcons, NO_ICONS);
}

const Chosen = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  margin: 4px 0 8px;
  > span {
    display: inline-flex;
    gap: 8px;
    align-items: center;
    font: 13px ${ui.mono};
  }
  img,
  .blank {
    width: 32px;
    height: 32px;
    padding: 3px;
    border: 1px solid ${ui.line};
    border-radius: 6px;
    background: ${ui.panel};
  }
`;

const Picker = styled(PickerDialog)`
  width: min(720px, 94vw);
  max-height: 86vh;
  input[type='search'] {
    padding: 6px 9px;
    border: 1px solid ${ui.line};
    border-radius: 6px;
    font: 14px ${ui.font};
  }
  ul {
    grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
    gap: 8px;
  }
  li button {
    display: grid;
    justify-items: center;
    gap: 4px;
    padding: 8px 4px;
    font: 11px ${ui.font};
    color: ${ui.ink};
    word-break: break-word;
  }
  li button:hover {
    border-color: ${ui.accent};
  }
  li img {
    width: 28px;
    height: 28px;
  }
  p {
    padding: 16px;
    color: ${ui.muted};
  }
`;

/**
 * An icon field (the schema's `icon` names): the icon itself and its name, and a picker showing
 * every icon of the site's set, as the site draws it, to find by name. The names are the schema's
 * (the field's enum); the drawings come from the dev server (GET /__editor/icons).
 *
 * The picker's contents exist only while it is open: a card grid has an icon field per card, and
 * each closed picker holding all its drawn icons made selecting such a block take a second.
 */
export function IconWidget({ id, value, required, disabled, readonly, onChange, options, label }: WidgetProps) {
  const icons = useIcons();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const current = typeof value === 'string' ? value : '';
  const currentDrawing = current ? iconDrawing(icons, current) : undefined;

  // Opened once its contents are in the page, so the dialog's first field (the search) has focus.
  useLayoutEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  const choose = (name: string | undefined) => {
    onChange(name);
    dialog.current?.close();
  };

  return (
    <>
      <Chosen data-icon-field>
        <span>
          {currentDrawing ? <img src={currentDrawing} alt="" /> : <span className="blank" aria-hidden="true" />}
          {current || 'No icon'}
        </span>
        <button
          type="button"
          id={id}
          className="rjsf-word-button"
          disabled={disabled || readonly}
          aria-describedby={ariaDescribedByIds(id)}
          aria-label={`Change icon… (${label}: ${current || 'none'})`}
          onClick={() => setOpen(true)}
        >
          Change icon…
        </button>
        {!required && current && (
          <button type="button" className="rjsf-word-button" disabled={disabled || readonly} onClick={() => choose(undefined)}>
            Remove icon
          </button>
        )}
      </Chosen>
      <Picker ref={dialog} aria-label="Choose an icon" onClose={() => setOpen(false)}>
        {open && (
          <IconChoices
            names={(options.enumOptions ?? []).map((option) => String(option.value))}
            icons={icons}
            current={current}
            choose={choose}
            close={() => dialog.current?.close()}
          />
        )}
      </Picker>
    </>
  );
}

interface IconChoicesProps {
  names: string[];
  icons: Record<string, string>;
  current: string;
  choose: (name: string) => void;
  close: () => void;
}

/**
 * The open picker: a search, Close, and every icon whose name fits the search. Enter in the search
 * chooses the icon when the search has narrowed the set to one, as a click on it would; with none or
 * several it does nothing, rather than submit the block's form the picker sits in.
 */
function IconChoices({ names, icons, current, choose, close }: IconChoicesProps) {
  const [filter, setFilter] = useState('');
  const shown = names.filter((name) => name.includes(filter.trim().toLowerCase()));
  const chooseTheOnlyOne = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (shown.length === 1) choose(shown[0]!);
  };
  return (
    <>
      <header>
        <h2>Choose an icon</h2>
        <input
          type="search"
          aria-label="Find an icon"
          placeholder="Find by name"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          onKeyDown={chooseTheOnlyOne}
        />
        <button type="button" className="rjsf-word-button" onClick={close}>
          Close
        </button>
      </header>
      {shown.length ? (
        <ul aria-label="Icons">
          {shown.map((name) => {
            const drawing = iconDrawing(icons, name);
            return (
              <li key={name}>
                <button type="button" aria-pressed={name === current} aria-label={name} onClick={() => choose(name)}>
                  {drawing ? <img src={drawing} alt="" /> : <span style={{ height: 28 }} />}
                  <span aria-hidden="true">{name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p>No icon is named like “{filter}”.</p>
      )}
    </>
  );
}
