import styled from 'styled-components';
import { ui } from './editorTheme';

/** rjsf's core markup (Bootstrap 3 class names, no styles of its own), laid out as a compact editing form. */
export const FormStyles = styled.div`
  font-family: ${ui.font};
  font-size: 14px;
  color: ${ui.ink};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
  fieldset fieldset {
    border-left: 3px solid ${ui.line};
    padding-left: 12px;
    margin-top: 4px;
  }
  legend {
    font-weight: 700;
    font-size: 15px;
    padding: 0;
    margin-bottom: 4px;
  }
  form > .form-group > fieldset > legend {
    display: none; /* the panel's heading names the block already */
  }
  form > .form-group > fieldset > .field-description {
    margin-bottom: 18px;
  }
  legend .rjsf-word-button {
    margin-left: 8px;
    font-weight: 400;
  }
  .form-group {
    margin: 0 0 14px;
  }
  .hidden {
    display: none;
  }
  .control-label {
    display: block;
    font-weight: 600;
    margin-bottom: 4px;
  }
  .required {
    color: ${ui.danger};
    margin-left: 2px;
  }
  .field-description {
    color: ${ui.muted};
    font-size: 13px;
    line-height: 1.45;
    margin: 0 0 6px;
  }
  .field-description details {
    display: inline;
  }
  .field-description summary {
    display: inline;
    margin-left: 4px;
    color: ${ui.accent};
    cursor: pointer;
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  .field-description details[open] {
    display: block;
  }
  .field-description details[open] summary {
    display: none;
  }
  input.form-control,
  textarea.form-control,
  select.form-control {
    width: 100%;
    padding: 7px 9px;
    border: 1px solid ${ui.line};
    border-radius: 6px;
    background: ${ui.surface};
    font: inherit;
    line-height: 1.4;
  }
  textarea.form-control {
    resize: vertical;
  }
  input[type='checkbox'] {
    width: 16px;
    height: 16px;
    margin-right: 6px;
    vertical-align: -3px;
  }
  .checkbox label {
    font-weight: 600;
  }
  .rjsf-field-error > .control-label,
  .rjsf-field-error > fieldset > legend {
    color: ${ui.danger};
  }
  .rjsf-field-error > input.form-control,
  .rjsf-field-error > textarea.form-control,
  .rjsf-field-error > select.form-control {
    border-color: ${ui.danger};
    box-shadow: 0 0 0 1px ${ui.danger};
  }
  /* A message of validate's on a field of the editor's own (the image field). */
  p.text-danger {
    margin: 4px 0 0;
    color: ${ui.danger};
    font-size: 13px;
  }
  .error-detail {
    list-style: none;
    margin: 6px 0 0;
    padding: 6px 9px;
    border-radius: 6px;
    background: ${ui.dangerSoft};
    color: ${ui.danger};
    font-size: 13px;
  }
  /* An item's buttons sit on a row above it, so the item's fields keep the column's width. */
  .rjsf-array-item {
    display: flex;
    flex-direction: column-reverse;
    /* rjsf centres an item whose field has a label (an inline style), which shrank a list of
       strings' text boxes to their default width in the middle of the item. */
    align-items: stretch !important;
    gap: 4px;
    padding: 10px;
    margin-bottom: 8px;
    border: 1px solid ${ui.line};
    border-radius: 8px;
    background: ${ui.panel};
  }
  .rjsf-array-item .form-group {
    margin-bottom: 8px;
  }
  .array-item-toolbox .btn-group {
    display: flex !important;
    flex-wrap: wrap;
    gap: 4px;
    justify-content: flex-end;
  }
  .rjsf-kind-label {
    display: block;
    margin: 2px 0 4px;
    font-size: 13px;
    color: ${ui.muted};
  }
  .rjsf-word-button {
    border: 1px solid ${ui.line};
    background: ${ui.surface};
    border-radius: 6px;
    padding: 3px 8px;
    font: inherit;
    font-size: 12px;
    cursor: pointer;
  }
  .rjsf-word-button:hover:not(:disabled) {
    border-color: ${ui.accent};
    color: ${ui.accent};
  }
  .rjsf-word-button:disabled {
    opacity: 0.4;
    cursor: default;
  }
  .rjsf-array-item-add {
    margin-top: 4px;
  }
  .panel,
  .panel-body {
    margin-top: 4px;
  }
  :focus-visible {
    outline: 3px solid ${ui.focus};
    outline-offset: 1px;
  }
`;
