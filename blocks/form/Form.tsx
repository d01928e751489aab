import styled, { css, keyframes } from 'styled-components';
import { Check } from 'lucide-react';
import { Container, Section, VisuallyHidden, srOnly } from '../shared/layout';
import { SectionHeading } from '../shared/SectionHeading';
import { FormField, TOAST_ROOM } from './FormField';
import { formSettings } from './formSettings';
import {
  usePageData,
  useFormSubmission,
  formBehavior,
  ownValue,
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

/** The submit button and, under it, the form's notices: one grid item, which takes no room while they are empty. */
const Actions = styled.div`
  display: grid;
  grid-column: 1 / -1;
`;

/**
 * The form's message about itself, under its button (useFormSubmission says when it goes): in the
 * page's flow, so it covers nothing, and kept clear of the toasts at the foot of the screen when it
 * is scrolled into view (its bottom scroll margin is the room they take).
 */
const Notice = styled.div<{ $tone: 'error' | 'success' }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 10px;
  margin-top: 14px;
  padding: 12px 14px;
  border: 1px solid ${({ $tone, theme }) => ($tone === 'error' ? theme.color.danger : theme.color.success)};
  border-left-width: 5px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $tone, theme }) => ($tone === 'error' ? theme.color.dangerBg : theme.color.successBg)};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.text.sm};
  text-align: start;
  scroll-margin-bottom: ${TOAST_ROOM};
  > svg {
    margin-top: 2px;
    color: ${({ $tone, theme }) => ($tone === 'error' ? theme.color.danger : theme.color.success)};
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.text.base};
  }
`;

/**
 * The notices' marks, drawn here: the toasts' icons of the same shapes come in the toast host's
 * chunk, and sharing them would split them into chunks of their own on the form's first load.
 */
const noticeIcon = (marks: React.ReactNode) => (
  <svg
    width={18}
    height={18}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
  >
    <circle cx="12" cy="12" r="10" />
    {marks}
  </svg>
);
const noticeIcons = {
  error: noticeIcon(<path d="M12 8v4m0 4h.01" />),
  success: noticeIcon(<path d="m9 12 2 2 4-4" strokeLinejoin="round" />),
};

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
 * A form from JSON. Once its code runs, validation is the engine's (it sets noValidate): each field
 * at fault gets the site's own message under it, never the browser's bubble over it. Until then (no
 * script, or its code still on the way) the browser's own checks of required and email fields guard
 * the form, and the boot script's guard holds what passes them. What the visitor typed is never lost
 * on failure.
 */
export default function Form({ block, position }: BlockProps<'form'>) {
  const page = usePageData();
  const formId = block.id ?? `form-${position}`;
  // Ids from the block, not useId(): the same wherever and however the form is rendered.
  const baseId = `${formId}-field`;
  const { formRef, noticeRef, draftKey, draftFields, ready, busy, errors, notice, lengths, onInput, onFocus, onSubmit } = useFormSubmission(
    block,
    page.path,
    formId,
    formSettings,
  );
  const inline = block.layout === 'inline';
  const tone = block.tone ?? (inline ? 'dark' : 'alt');
  const onDark = tone === 'dark';
  const statusId = `${baseId}-status`;
  const alertId = `${baseId}-alert`;
  const shown = (tone: 'error' | 'success') =>
    notice?.tone === tone && (
      <Notice $tone={tone} ref={noticeRef as React.RefObject<HTMLDivElement>}>
        {noticeIcons[tone]}
        <div>
          <strong>{notice.title}</strong> {notice.description}
        </div>
      </Notice>
    );
  // While sending, the button ignores presses; the fields are read-only too where the content asks
  // for it. Nothing is disabled: a disabled control loses the focus, and a disabled field its value.
  const lockInputs = busy && formBehavior(block).locksFieldsWhileSending;

  const fields = block.fields.map((field) => (
    <FormField
      key={field.name}
      field={field}
      id={`${baseId}-${field.name}`}
      length={ownValue(lengths, field.name)}
      error={ownValue(errors, field.name)}
      readOnly={lockInputs}
      onDark={onDark && inline}
    />
  ));

  const form = (
    <Card
      $inline={inline}
      ref={formRef}
      method="post"
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
      aria-describedby={`${statusId} ${alertId}`}
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
      <Actions>
        <Submit
          type="submit"
          disabled={!ready}
          aria-disabled={busy || undefined}
          $inline={inline}
          {...{ [WAITS_FOR_SCRIPT_ATTRIBUTE]: '' }}
        >
          {busy && <Spinner aria-hidden="true" />}
          {busy ? block.submit.busyLabel : block.submit.label}
        </Submit>
        {/* The form's live regions, on the page from the start so what they receive is announced:
            news politely (sending, a success), a problem at once. */}
        <div id={statusId} role="status" aria-live="polite">
          {busy ? <VisuallyHidden>{block.submit.busyLabel}</VisuallyHidden> : shown('success')}
        </div>
        <div id={alertId} role="alert">
          {shown('error')}
        </div>
      </Actions>
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
