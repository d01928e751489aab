import { memo } from 'react';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../shared/layout';
import { countText, maxLengthOf } from '../../engine';
import type { FormField as FormFieldData } from '../siteTypes';

const Wrap = styled.div<{ $half: boolean }>`
  display: grid;
  gap: 6px;
  grid-column: 1 / -1;
  ${({ $half, theme }) =>
    $half &&
    css`
      ${theme.up.sm} {
        grid-column: auto;
      }
    `}
`;

const Label = styled.label<{ $onDark: boolean }>`
  font-weight: 650;
  font-size: ${({ theme }) => theme.text.sm};
  color: ${({ $onDark, theme }) => ($onDark ? theme.color.onDark : theme.color.navy900)};
  span[aria-hidden] {
    color: ${({ $onDark, theme }) => ($onDark ? theme.color.accent300 : theme.color.danger)};
    margin-left: 2px;
  }
`;

/**
 * The height the toasts take at the foot of the screen (engine/feedback/ToastHost.tsx): a long
 * failure's on a narrow screen, and its margin. What the form scrolls into view (the field at fault,
 * its notice after a send) stops above them.
 */
export const TOAST_ROOM = '14rem';

const control = css<{ $invalid: boolean }>`
  width: 100%;
  scroll-margin-bottom: ${TOAST_ROOM};
  min-height: 48px;
  padding: 11px 14px;
  border: 1.5px solid ${({ $invalid, theme }) => ($invalid ? theme.color.danger : theme.color.inputBorder)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font-size: 1rem;
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};
  &::placeholder {
    color: ${({ theme }) => theme.color.placeholder};
  }
  &:focus {
    /* The halo below is a shadow, which forced colours (Windows contrast themes) remove: this
       outline, invisible otherwise, is then drawn in the theme's colour, so focus still shows. */
    outline: 3px solid transparent;
    outline-offset: 0;
    border-color: ${({ theme }) => theme.color.navy600};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.color.focusRing};
  }
  &:disabled,
  &[readonly] {
    background: ${({ theme }) => theme.color.surfaceAlt};
    cursor: not-allowed;
  }
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${control}
`;

const Select = styled.select<{ $invalid: boolean }>`
  ${control}
  appearance: none;
  padding-right: 40px;
`;

/**
 * The select's own arrow is replaced by this chevron, drawn over the field's right end in the markup.
 * Not a background image: an SVG image is a document of its own, built at the page's first style
 * pass. It lets presses through to the select beneath.
 */
const SelectBox = styled.div`
  position: relative;
  & > svg {
    position: absolute;
    top: 50%;
    right: 14px;
    margin-top: -8px;
    color: ${({ theme }) => theme.color.navy900};
    pointer-events: none;
  }
`;

const chevron = (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
    <path d="m6 9 6 6 6-6" />
  </svg>
);

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  min-height: 120px;
  resize: vertical;
  line-height: 1.5;
`;

const Hint = styled.p<{ $error?: boolean; $onDark: boolean }>`
  font-size: ${({ theme }) => theme.text.sm};
  color: ${({ $error, $onDark, theme }) => ($error ? ($onDark ? theme.color.dangerOnDark : theme.color.danger) : $onDark ? theme.color.mutedOnDark : theme.color.muted)};
  font-weight: ${({ $error }) => ($error ? 600 : 400)};
`;

export interface FormFieldProps {
  field: FormFieldData;
  id: string;
  /** Characters typed so far (textareas show a counter). */
  length?: number;
  error?: string;
  /**
   * Locked while the form sends: text fields are read-only (still focusable and read out, and
   * their value still in the form). A select has no read-only state and stays usable; the form
   * keeps a choice made while sending (see clearSentValues).
   */
  readOnly?: boolean;
  onDark?: boolean;
}

/**
 * One labelled input with its error message (announced and linked with aria-describedby). The
 * browser owns the value (an uncontrolled field), so nothing typed before hydration is lost; the
 * form reads the values when it is sent. Memoised: when one field's error or count changes, the
 * form renders again, and the other fields, whose props are the same as before, are skipped.
 */
export const FormField = memo(function FormField({ field, id, length = 0, error, readOnly = false, onDark = false }: FormFieldProps) {
  const max = maxLengthOf(field);
  const errorId = `${id}-error`;
  const counterId = `${id}-count`;
  const describedBy = [error ? errorId : null, field.kind === 'textarea' ? counterId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    required: field.required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    $invalid: Boolean(error),
  };
  return (
    <Wrap $half={field.width === 'half'}>
      <Label htmlFor={id} $onDark={onDark}>
        {field.label}
        {field.required && (
          <>
            <span aria-hidden="true">*</span>
            <VisuallyHidden> (required)</VisuallyHidden>
          </>
        )}
      </Label>
      {field.kind === 'select' ? (
        <SelectBox>
          <Select {...common} defaultValue="">
            <option value="">{field.placeholder ?? `Select ${field.label.toLowerCase()}`}</option>
            {(field.options ?? []).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
          {chevron}
        </SelectBox>
      ) : field.kind === 'textarea' ? (
        <TextArea
          {...common}
          readOnly={readOnly}
          aria-disabled={readOnly || undefined}
          maxLength={max}
          placeholder={field.placeholder}
          autoComplete={field.autocomplete}
          rows={5}
        />
      ) : (
        <Input
          {...common}
          readOnly={readOnly}
          // Locked while sending: unavailable to assistive technology as to the hand, yet focused.
          aria-disabled={readOnly || undefined}
          type={field.kind}
          maxLength={max}
          placeholder={field.placeholder}
          autoComplete={field.autocomplete}
          inputMode={field.kind === 'tel' ? 'tel' : field.kind === 'email' ? 'email' : undefined}
        />
      )}
      {error && (
        <Hint id={errorId} $error $onDark={onDark}>
          {error}
        </Hint>
      )}
      {field.kind === 'textarea' && (
        <Hint id={counterId} $onDark={onDark} aria-live={length >= max ? 'polite' : 'off'}>
          {length >= max ? `Maximum length reached: ${countText(max)} characters.` : `${countText(length)} / ${countText(max)} characters`}
        </Hint>
      )}
    </Wrap>
  );
});
