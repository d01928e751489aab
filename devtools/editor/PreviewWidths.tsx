import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { ui } from './editorTheme';
import { NARROW } from './editorLayout';
import { PREVIEW_WIDTH, PREVIEW_WIDTHS } from './LivePreview';

const STORAGE_KEY = 'page-editor:preview-width';

/**
 * The preview's width, kept for the next page the author opens (in this browser). Until the author
 * picks one: a phone's on a narrow screen (the device in hand), else the desktop's.
 */
export function usePreviewWidth(): [number, (width: number) => void] {
  const [width, setWidth] = useState(() => {
    const stored = Number(globalThis.localStorage?.getItem(STORAGE_KEY));
    if (PREVIEW_WIDTHS.some((choice) => choice.width === stored)) return stored;
    return globalThis.matchMedia?.(NARROW).matches ? PREVIEW_WIDTHS[0].width : PREVIEW_WIDTH;
  });
  const choose = useCallback((next: number) => {
    setWidth(next);
    try {
      localStorage.setItem(STORAGE_KEY, String(next));
    } catch {
      // Storage refused (private mode): the choice lasts as long as the page.
    }
  }, []);
  return [width, choose];
}

const Group = styled.div`
  display: inline-flex;
  border: 1px solid ${ui.line};
  border-radius: 7px;
  overflow: hidden;
  button {
    border: 0;
    border-left: 1px solid ${ui.line};
    background: ${ui.surface};
    padding: 3px 9px;
    font: 12px ${ui.font};
    color: ${ui.ink};
    cursor: pointer;
    white-space: nowrap;
  }
  button:first-child {
    border-left: 0;
  }
  button[aria-pressed='true'] {
    background: ${ui.accent};
    color: #fff;
  }
  button:focus-visible {
    outline: 3px solid ${ui.focus};
    outline-offset: -3px;
  }
`;

/** The preview width switch: a phone's, a tablet's or a desktop's width, one pressed. */
export function PreviewWidths({ width, onChange }: { width: number; onChange: (width: number) => void }) {
  return (
    <Group role="group" aria-label="Preview width">
      {PREVIEW_WIDTHS.map((choice) => (
        <button
          key={choice.width}
          type="button"
          aria-pressed={choice.width === width}
          title={`${choice.name}: the page laid out ${choice.width} px wide`}
          onClick={() => onChange(choice.width)}
        >
          {choice.name} {choice.width}
        </button>
      ))}
    </Group>
  );
}
