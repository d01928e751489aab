import styled, { css, keyframes } from 'styled-components';
import { Check } from 'lucide-react';
import { Container, Section, VisuallyHidden, srOnly } from '../shared/layout';
import { SectionHeading } from '../shared/SectionHeading';
import { FormField } from './FormField';
import { formSettings } from './formSettings';
import {
  usePageData,
  useFormSubmission,
  formBehavior,
  DRAFT_FIELDS_ATTRIBUTE,
  DRAFT_KEY_ATTRIBUTE,
  FORM_GUARD_ATTRIBUTE,
  FORM_READY_ATTRIBUTE,
  FORM_UNAVAILABLE_ATTRIBUTE,
  NEEDS_SCRIPT_ATTRIBUTE,
  UNAVAILABLE_NOTICE_ATTRIBUTE,
  WAITS_FOR_SCRIPT_ATTRIBUTE,
} from '../../engine';
import type { BlockProps } from '../siteTypes';

const Layout = styled.div<{ $withAside: boolean }>`
  display: grid;
  gap: 40px;
  ${({ $withAside, theme }) =>
    $withAside &&
    css`
      ${theme.up.md} {
        grid-template-columns: minmax(0, 1.7fr) minmax(0, 1fr);
        align-items: start;
      }
    `}
`;

const Card = styled.form<{ $inline: boolean }>`
  display: grid;
  gap: 20px;
  ${({ $inline, theme }) =>
    $inline
      ? css`
          /* Its full width, up to the limit, whatever it holds: a message appearing under it leaves
             it as wide as it was. */
          width: 100%;
          max-width: 640px;
          margin: 0 auto;
          ${theme.up.sm} {
            grid-template-columns: minmax(0, 1fr) auto;
            align-items: end;
            gap: 12px;
          }
        `
      : css`
          padding: clamp(20px, 4vw, 36px);
          background: ${theme.color.surface};
          border: 1px solid ${theme.color.border};
          border-radius: ${theme.radius.lg};
          box-shadow: ${theme.shadow.md};
        `}
`;

const Fields = styled.div`
  display: grid;
  gap: 18px 20px;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.up.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Spinner = styled.span`
  width: 18px;
  height: 18px;
  border: 2.5px solid ${({ theme }) => theme.color.spinnerTrack};
  border-top-color: ${({ theme }) => theme.color.onDark};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Submit = styled.button<{ $inline: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  min-height: 48px;
  padding: 12px 28px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.accent600};
  color: ${({ theme }) => theme.color.onDark};
  font-weight: 700;
  font-size: 1rem;
  cursor: pointer;
  justify-self: ${({ $inline }) => ($inline ? 'stretch' : 'start')};
  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: ${({ theme }) => theme.color.accent700};
  }
  &:disabled,
  &[aria-disabled='true'],
  form[aria-busy='true'] & {
    opacity: 0.75;
    cursor: progress;
  }
`;

const NoScript = styled.p<{ $onDark: boolean }>`
  grid-column: 1 / -1;
  font-size: ${({ theme }) => theme.text.sm};
  font-weight: 600;
  color: ${({ $onDark, theme }) => ($onDark ? theme.color.onDark : theme.color.navy900)};
`;

/** Shown only while the form is marked unavailable: its code could not be fetched when it was sent. */
const Unavailable = styled.p`
  display: none;
  grid-column: 1 / -1;
  margin: 0;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.dangerBg};
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
  form[${FORM_UNAVAILABLE_ATTRIBUTE}] & {
    display: block;
  }
`;

const Honeypot = styled.div`
  ${srOnly}
`;

const Aside = styled.div`
  padding: 28px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.navy900};
  color: ${({ theme }) => theme.color.onDark};
  display: grid;
  gap: 16px;
  h3 {
    font-size: ${({ theme }) => theme.text.xl};
  }
  ul {
    list-style: none;
    display: grid;
    gap: 14px;
  }
  li {
    display: flex;
    gap: 12px;
    color: ${({ theme }) => theme.color.mutedOnDark};
  }
  svg {
    flex: none;
    margin-top: 4px;
    color: ${({ theme }) => theme.color.accent300};
  }
`;

/**
 * A form from JSON. Validation is the engine's (noValidate), so blank required fields get the
 * content's own message; what the visitor typed is never lost on failure.
 */
export default function Form({ block, position }: BlockProps<'form'>) {
  const page = usePageData();
  const formId = block.id ?? `form-${position}`;
  // Ids from the block, not useId(): the same wherever and however the form is rendered.
  const baseId = `${formId}-field`;
  const { formRef, draftKey, draftFields, ready, busy, errors, lengths, onInput, onFocus, onSubmit } = useFormSubmission(
    block,
    page.path,
    formId,
    formSettings,
  );
  const inline = block.layout === 'inline';
  const tone = block.tone ?? (inline ? 'dark' : 'alt');
  const onDark = tone === 'dark';
  const statusId = `${baseId}-status`;
  // While sending, the button ignores presses; the fields are read-only too where the content asks
  // for it. Nothing is disabled: a disabled control loses the focus, and a disabled field its value.
  const lockInputs = busy && formBehavior(block).locksFieldsWhileSending;

  const fields = block.fields.map((field) => (
    <FormField
      key={field.name}
      field={field}
      id={`${baseId}-${field.name}`}
      length={lengths[field.name]}
      error={errors[field.name]}
      readOnly={lockInputs}
      onDark={onDark && inline}
    />
  ));

  const form = (
    <Card
      $inline={inline}
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onInput={onInput}
      onFocus={onFocus}
      {...{
        [FORM_GUARD_ATTRIBUTE]: '',
        [FORM_READY_ATTRIBUTE]: ready ? '' : undefined,
        [DRAFT_KEY_ATTRIBUTE]: draftKey,
        [DRAFT_FIELDS_ATTRIBUTE]: draftFields,
      }}
      aria-busy={busy}
      aria-describedby={statusId}
      aria-label={block.title ?? 'Form'}
      data-form={block.target}
    >
      {inline ? fields : <Fields>{fields}</Fields>}
      <Honeypot aria-hidden="true">
        <label>
          Leave this field empty
          <input type="text" name={formSettings.honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </Honeypot>
      {/* Until a script can catch the submit, the button is unavailable: a native submit would
          put what was typed into the address bar. While sending it is only marked unavailable
          (the form ignores its presses), so a visitor who pressed it keeps the focus on it. */}
      <Submit type="submit" disabled={!ready} aria-disabled={busy || undefined} $inline={inline} {...{ [WAITS_FOR_SCRIPT_ATTRIBUTE]: '' }}>
        {busy && <Spinner aria-hidden="true" />}
        {busy ? block.submit.busyLabel : block.submit.label}
      </Submit>
      {/* Shown until the page's script runs (the boot script hides it at once), so a visitor
          without JavaScript learns why the button stays unavailable. */}
      <NoScript $onDark={onDark && inline} {...{ [NEEDS_SCRIPT_ATTRIBUTE]: '' }}>
        Sending this form needs JavaScript. If the button stays unavailable, please turn JavaScript on and reload the page, or use the email
        address or phone number at the foot of this page.
      </NoScript>
      {/* Rendered with the form so the inline loader can show it without any code of its own: an
          alert, announced when it appears. */}
      <Unavailable role="alert" {...{ [UNAVAILABLE_NOTICE_ATTRIBUTE]: '' }}>
        This form could not finish loading, so nothing was sent. What you typed is still here: check your connection, then press the button
        again.
      </Unavailable>
      <VisuallyHidden id={statusId} role="status" aria-live="polite">
        {busy ? block.submit.busyLabel : ''}
      </VisuallyHidden>
    </Card>
  );

  return (
    <Section id={block.id} $tone={tone}>
      <Container>
        <SectionHeading eyebrow={block.eyebrow} title={block.title} intro={block.intro} onDark={onDark} center={inline || !block.aside} />
        <Layout $withAside={Boolean(block.aside)}>
          {form}
          {block.aside && (
            <Aside>
              <h3>{block.aside.title}</h3>
              <ul>
                {block.aside.points.map((point) => (
                  <li key={point}>
                    <Check size={18} aria-hidden="true" focusable="false" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            </Aside>
          )}
        </Layout>
      </Container>
    </Section>
  );
}
