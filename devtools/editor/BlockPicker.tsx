import { useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { blockExamples } from '../catalog/blockExamples';
import { ui } from './editorTheme';
import { LivePreview } from './LivePreview';
import { headingTypesLeftOut } from './pageHeadingTypes';
import { usePageHeadingTypes } from './usePageHeadingTypes';

/** The editor's modal dialogs (the block picker, the image picker): a card over a dimmed editor. */
export const Dialog = styled.dialog`
  width: min(1100px, 94vw);
  max-height: 88vh;
  padding: 0;
  border: 0;
  border-radius: 12px;
  box-shadow: 0 24px 60px rgba(15, 23, 42, 0.35);
  font-family: ${ui.font};
  color: ${ui.ink};
  &::backdrop {
    background: rgba(15, 23, 42, 0.45);
  }
`;

const Head = styled.header`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: 14px 20px;
  background: ${ui.surface};
  border-bottom: 1px solid ${ui.line};
  h2 {
    font-size: 18px;
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 16px 20px 20px;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  gap: 14px;
`;

const Card = styled.li`
  display: grid;
  grid-template-rows: auto auto 1fr auto;
  gap: 8px;
  padding: 12px;
  border: 1px solid ${ui.line};
  border-radius: 10px;
  background: ${ui.panel};
  > h3 {
    font: 700 15px ${ui.mono};
  }
  > p {
    font-size: 13px;
    line-height: 1.45;
    color: ${ui.muted};
  }
`;

/**
 * The example, small: it shows what the block looks like; it is not part of the dialog's controls.
 * (The dialog's own styles reach only its direct children, never the example's markup.)
 */
const Thumbnail = styled.div`
  align-self: start;
  overflow: hidden;
  border: 1px solid ${ui.line};
  border-radius: 6px;
  background: #fff;
`;

export const ActionButton = styled.button<{ $primary?: boolean }>`
  border: 1px solid ${({ $primary }) => ($primary ? ui.accent : ui.line)};
  background: ${({ $primary }) => ($primary ? ui.accent : ui.surface)};
  color: ${({ $primary }) => ($primary ? '#fff' : ui.ink)};
  border-radius: 7px;
  padding: 6px 14px;
  font: 600 14px ${ui.font};
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
  &:focus-visible {
    outline: 3px solid ${ui.focus};
    outline-offset: 2px;
  }
`;

/**
 * A line above the list, where an author starts: what the examples are, and why some types are not
 * offered.
 */
const PickerNote = styled.p`
  margin: 0;
  padding: 14px 20px 0;
  font-size: 13px;
  color: ${ui.muted};
`;

export interface BlockPickerProps {
  open: boolean;
  /** The types of the page's blocks, in page order: a type the page may hold once is left out once it has one. */
  pageTypes: string[];
  /** The type chosen: the page gets a new block of it, empty (blankBlock.ts). */
  onPick: (type: string) => void;
  onClose: () => void;
}

/**
 * Choose a block type to add: each type with its schema's description and its first example,
 * rendered, to show what such a block looks like. The new block starts empty, never as the example
 * (whose words read like real copy, and were once another page's): the author writes it, the form
 * marking what is required. The types that render the page's main heading are left out once the
 * page has one, with a line saying why.
 */
export function BlockPicker({ open, pageTypes, onPick, onClose }: BlockPickerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const allTypes = useMemo(() => blockExamples(), []);
  const leftOut = headingTypesLeftOut(usePageHeadingTypes(), pageTypes);
  const types = leftOut ? allTypes.filter((type) => !leftOut.types.includes(type.type)) : allTypes;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <Dialog ref={dialog} aria-labelledby="block-picker-title" onClose={onClose} onCancel={onClose}>
      <Head>
        <h2 id="block-picker-title">Add a block</h2>
        <ActionButton type="button" onClick={onClose}>
          Close
        </ActionButton>
      </Head>
      {open && (
        <PickerNote>
          Each example shows what a block of its type looks like. The block you add starts empty: you write its text, the fields it needs
          marked *.
        </PickerNote>
      )}
      {open && leftOut && <PickerNote data-left-out>{leftOut.reason}</PickerNote>}
      {open && (
        <Grid>
          {types.map((type) => {
            const example = type.examples[0] as unknown as Record<string, unknown>;
            return (
              <Card key={type.type} data-picker-type={type.type}>
                <h3>{type.type}</h3>
                <p>{type.description}</p>
                <Thumbnail inert aria-hidden="true">
                  <LivePreview
                    pageId={`__picker/${type.type}`}
                    paths={['/']}
                    page={{ meta: { title: type.type, description: type.description }, blocks: [example] }}
                    height="180px"
                    blocksOnly
                  />
                </Thumbnail>
                <ActionButton type="button" $primary onClick={() => onPick(type.type)} aria-label={`Add ${type.type}`}>
                  Add {type.type}
                </ActionButton>
              </Card>
            );
          })}
        </Grid>
      )}
    </Dialog>
  );
}
