import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { blockSummary, blockType } from './blockLabel';
import { ui } from './editorTheme';
import type { DraftBlock, Selection } from './usePageDraft';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
`;

const Row = styled.li<{ $selected: boolean; $dropBefore: boolean; $dropAfter: boolean; $problem: boolean; $dragging: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: stretch;
  border: 1px solid ${({ $selected, $problem }) => ($problem ? ui.danger : $selected ? ui.accent : ui.line)};
  border-radius: 8px;
  background: ${({ $selected }) => ($selected ? ui.accentSoft : ui.surface)};
  box-shadow: ${({ $dropBefore, $dropAfter }) => ($dropBefore ? `0 -3px 0 ${ui.accent}` : $dropAfter ? `0 3px 0 ${ui.accent}` : 'none')};
  font-family: ${ui.font};
  opacity: ${({ $dragging }) => ($dragging ? 0.45 : 1)};
`;

const Handle = styled.span`
  display: grid;
  place-items: center;
  width: 22px;
  color: ${ui.muted};
  cursor: grab;
  user-select: none;
  border-right: 1px solid ${ui.line};
`;

const Body = styled.div`
  min-width: 0;
  padding: 6px 8px;
  display: grid;
  gap: 4px;
`;

const Select = styled.button`
  all: unset;
  cursor: pointer;
  display: grid;
  gap: 1px;
  min-width: 0;
  border-radius: 4px;
  strong {
    font-size: 13px;
    color: ${ui.ink};
  }
  span {
    font-size: 12px;
    color: ${ui.muted};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  &:focus-visible {
    outline: 3px solid ${ui.focus};
    outline-offset: 2px;
  }
`;

const Tools = styled.div`
  display: flex;
  gap: 4px;
  button {
    border: 1px solid ${ui.line};
    background: ${ui.surface};
    border-radius: 5px;
    padding: 1px 7px;
    font: 12px ${ui.font};
    color: ${ui.ink};
    cursor: pointer;
  }
  button:hover:not(:disabled) {
    border-color: ${ui.accent};
    color: ${ui.accent};
  }
  button:disabled {
    opacity: 0.4;
    cursor: default;
  }
  button:focus-visible {
    outline: 3px solid ${ui.focus};
  }
`;

export interface BlockListProps {
  blocks: DraftBlock[];
  selected: Selection;
  onSelect: (key: string) => void;
  onMove: (from: number, to: number) => void;
  onDuplicate: (index: number) => void;
  onDelete: (key: string) => void;
  /** Keys of blocks the last save found problems in. */
  problems: ReadonlySet<string>;
  /** Types a page holds one block of (those that render its main heading): their blocks are not duplicated. */
  singleTypes?: readonly string[];
}

/**
 * The page's blocks in order. Reorder by dragging a row, or from the keyboard: Alt+↑ / Alt+↓ on a
 * block (or its ↑ ↓ buttons) moves it and keeps the focus on it; each move is announced.
 */
export function BlockList({ blocks, selected, onSelect, onMove, onDuplicate, onDelete, problems, singleTypes = [] }: BlockListProps) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [drop, setDrop] = useState<{ index: number; after: boolean } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  /** Focuses a block's row once it has re-rendered (at its new place, or in place of one deleted). */
  const focusRow = (key: string) =>
    requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(`[data-block-key="${key}"] [data-select]`)?.focus());

  const move = (from: number, to: number, keepFocus: boolean) => {
    if (to < 0 || to >= blocks.length || from === to) return;
    const block = blocks[from]!;
    onMove(from, to);
    setAnnouncement(`${blockType(block.value)} moved to position ${to + 1} of ${blocks.length}`);
    // The row re-renders at its new place: focus follows it, so repeated key presses keep moving it.
    if (keepFocus) focusRow(block.key);
  };

  /** Deletes a block, says so, and puts the focus on the row now in its place, never on the page. */
  const remove = (index: number) => {
    const block = blocks[index]!;
    onDelete(block.key);
    setAnnouncement(`${blockType(block.value)} deleted; ${blocks.length - 1} left. Undo brings it back.`);
    const next = blocks[index + 1] ?? blocks[index - 1];
    if (next) focusRow(next.key);
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, index + (event.key === 'ArrowUp' ? -1 : 1), true);
  };

  const onDragOver = (event: DragEvent, index: number) => {
    if (dragging === null) return;
    event.preventDefault();
    const box = (event.currentTarget as HTMLElement).getBoundingClientRect();
    setDrop({ index, after: event.clientY > box.top + box.height / 2 });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    if (dragging !== null && drop) {
      // The drop index counts rows with the dragged one still in place.
      let to = drop.index + (drop.after ? 1 : 0);
      if (to > dragging) to -= 1;
      move(dragging, to, false);
    }
    setDragging(null);
    setDrop(null);
  };

  return (
    <>
      <List ref={list} aria-label="Blocks of this page">
        {blocks.map((block, index) => {
          const type = blockType(block.value);
          const name = `${type} ${index + 1}`;
          return (
            <Row
              key={block.key}
              data-block-key={block.key}
              data-block-type={type}
              $selected={selected === block.key}
              $problem={problems.has(block.key)}
              $dragging={dragging === index}
              $dropBefore={drop?.index === index && !drop.after && dragging !== index}
              $dropAfter={drop?.index === index && drop.after && dragging !== index}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', block.key);
                setDragging(index);
              }}
              onDragOver={(event) => onDragOver(event, index)}
              onDrop={onDrop}
              onDragEnd={() => {
                setDragging(null);
                setDrop(null);
              }}
            >
              <Handle aria-hidden="true" title="Drag to reorder">
                ⠿
              </Handle>
              <Body>
                <Select
                  type="button"
                  data-select
                  aria-current={selected === block.key ? 'true' : undefined}
                  aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                  aria-label={`${index + 1}. ${type}${blockSummary(block.value) ? `: ${blockSummary(block.value)}` : ''}${problems.has(block.key) ? ' (has problems)' : ''}`}
                  onClick={() => onSelect(block.key)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                >
                  <strong>
                    {index + 1}. {type}
                    {problems.has(block.key) ? ' ⚠' : ''}
                  </strong>
                  <span>{blockSummary(block.value) || '—'}</span>
                </Select>
                <Tools>
                  <button type="button" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => move(index, index - 1, false)}>
                    ↑
                  </button>
                  <button
                    type="button"
                    aria-label={`Move ${name} down`}
                    disabled={index === blocks.length - 1}
                    onClick={() => move(index, index + 1, false)}
                  >
                    ↓
                  </button>
                  {singleTypes.includes(type) ? (
                    // A copy would be a second main heading, which validate refuses.
                    <button type="button" aria-label={`Duplicate ${name}`} disabled title="A page has one main heading block: this one">
                      Duplicate
                    </button>
                  ) : (
                    <button type="button" aria-label={`Duplicate ${name}`} onClick={() => onDuplicate(index)}>
                      Duplicate
                    </button>
                  )}
                  <button type="button" aria-label={`Delete ${name}`} onClick={() => remove(index)}>
                    Delete
                  </button>
                </Tools>
              </Body>
            </Row>
          );
        })}
      </List>
      <p role="status" aria-live="polite" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
        {announcement}
      </p>
    </>
  );
}
