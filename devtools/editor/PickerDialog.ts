import styled from 'styled-components';
import { Dialog } from './BlockPicker';
import { ui } from './editorTheme';

/**
 * A field's picker (images, icons): the block picker's dialog with a sticky header holding the
 * title, a search or the picker's own controls, and Close, above a grid of choices, the chosen one
 * marked (aria-pressed).
 */
export const PickerDialog = styled(Dialog)`
  > header {
    position: sticky;
    top: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 10px 16px;
    align-items: center;
    padding: 12px 16px;
    background: ${ui.surface};
    border-bottom: 1px solid ${ui.line};
  }
  h2 {
    font-size: 17px;
    margin-right: auto;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 16px;
    display: grid;
  }
  li button {
    width: 100%;
    border: 1px solid ${ui.line};
    border-radius: 8px;
    background: ${ui.surface};
    cursor: pointer;
  }
  li button[aria-pressed='true'] {
    border-color: ${ui.accent};
    background: ${ui.accentSoft};
  }
`;
