import styled, { css } from 'styled-components';
import { ArrowRight } from 'lucide-react';
import { Glyph, Icon } from './Icon';
import { VisuallyHidden } from './layout';
import { ActionElement, type Button } from '../../engine';

export type ButtonStyle = NonNullable<Button['style']>;

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 48px;
  padding: 12px 24px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 2px solid transparent;
  font-weight: 650;
  font-size: ${({ theme }) => theme.text.base};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast},
    transform ${({ theme }) => theme.motion.fast};
  &:active {
    transform: translateY(1px);
  }
`;

const variants = {
  primary: css`
    background: ${({ theme }) => theme.color.accent600};
    color: ${({ theme }) => theme.color.onDark};
    &:hover {
      background: ${({ theme }) => theme.color.accent700};
    }
  `,
  secondary: css<{ $onDark: boolean }>`
    background: transparent;
    border-color: ${({ $onDark, theme }) => ($onDark ? theme.color.buttonOutlineOnDark : theme.color.navy900)};
    color: ${({ $onDark, theme }) => ($onDark ? theme.color.onDark : theme.color.navy900)};
    &:hover {
      background: ${({ $onDark, theme }) => ($onDark ? theme.color.hoverOnDark : theme.color.navy50)};
    }
  `,
  link: css<{ $onDark: boolean }>`
    min-height: 44px;
    padding: 10px 0;
    background: none;
    color: ${({ $onDark, theme }) => ($onDark ? theme.color.accent300 : theme.color.accent600)};
    &:hover {
      text-decoration: underline;
      text-underline-offset: 4px;
    }
  `,
};

const Control = styled(ActionElement)<{ $variant: ButtonStyle; $onDark: boolean }>`
  ${base}
  ${({ $variant }) => variants[$variant]}
`;

export interface ButtonLinkProps {
  button: Button;
  /** Style when the button does not set one. */
  fallbackStyle?: ButtonStyle;
  onDark?: boolean;
  role?: 'button' | 'link';
  params?: Record<string, string>;
  className?: string;
  /**
   * Words read after the label but not shown, so a repeated label such as 'Learn More' says what it
   * leads to (for screen readers and link-text checks) while its name still starts with what is seen.
   */
  context?: string;
}

/** A content Button rendered with the site's button look and the engine's action behaviour. */
export function ButtonLink({ button, fallbackStyle = 'primary', onDark = false, role, params, className, context }: ButtonLinkProps) {
  const variant = button.style ?? fallbackStyle;
  return (
    <Control
      action={button.action}
      label={button.label}
      $variant={variant}
      $onDark={onDark}
      role={role ?? (variant === 'link' ? 'link' : 'button')}
      params={params}
      className={className}
    >
      {button.icon && <Icon name={button.icon} size={18} />}
      <span>
        {button.label}
        {context && <VisuallyHidden>{context}</VisuallyHidden>}
      </span>
      {variant === 'link' && <Glyph icon={ArrowRight} size={18} />}
    </Control>
  );
}

/** A row of buttons that wraps on narrow screens. */
export const ButtonGroup = styled.div<{ $center?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 16px;
  align-items: center;
  justify-content: ${({ $center }) => ($center ? 'center' : 'flex-start')};
`;
