import styled from 'styled-components';
import { Icon } from './Icon';
import { VisuallyHidden } from './layout';
import { ActionElement, SpriteIcon } from '../../engine';
import type { Button } from '../siteTypes';

export type ButtonStyle = NonNullable<Button['style']>;

/**
 * The look every button shares. Its own styled component, so a page writes it once however many
 * variants it shows: each variant below extends it, and styled-components gives an extension the
 * base's class plus a class of its own rules (which come later in the sheet, so they win).
 */
const Base = styled(ActionElement)`
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
  /* A transform from none re-lays the element out (it gains a layer of its own), inside the press;
     from one value to another it is only repainted. */
  transform: translateY(0);
  &:active {
    transform: translateY(1px);
  }
`;

const Primary = styled(Base)`
  background: ${({ theme }) => theme.color.accent600};
  color: ${({ theme }) => theme.color.onDark};
  &:hover {
    background: ${({ theme }) => theme.color.accent700};
  }
`;

const Secondary = styled(Base)<{ $onDark: boolean }>`
  background: transparent;
  border-color: ${({ $onDark, theme }) => ($onDark ? theme.color.buttonOutlineOnDark : theme.color.navy900)};
  color: ${({ $onDark, theme }) => ($onDark ? theme.color.onDark : theme.color.navy900)};
  &:hover {
    background: ${({ $onDark, theme }) => ($onDark ? theme.color.hoverOnDark : theme.color.navy50)};
  }
`;

/**
 * The text link's arrow, drawn for this site: one symbol in the page's sprite, drawn in the link's
 * colour (currentColor) by each use. Not a CSS background image: an SVG image is a document of its
 * own, which the browser builds at the page's first style pass (two of them, one per colour, were
 * 18–80 ms of the home page's first render at 4x), and the sprite already carries icons.
 */
const LINK_ARROW = (
  <svg
    width={18}
    height={18}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M5 12h14M13 6l6 6-6 6" />
  </svg>
);

const TextLink = styled(Base)<{ $onDark: boolean }>`
  min-height: 44px;
  padding: 10px 0;
  background: none;
  color: ${({ $onDark, theme }) => ($onDark ? theme.color.accent300 : theme.color.accent600)};
  & > svg:last-child {
    flex: none;
  }
  &:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

const variants = { primary: Primary, secondary: Secondary, link: TextLink } satisfies Record<ButtonStyle, unknown>;

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
  // Its own styles only: a style named after a member every object inherits ("toString") is as unknown as any other.
  if (!Object.hasOwn(variants, variant)) throw new Error(`Unknown button style "${variant}"`);
  const Control = variants[variant];
  return (
    <Control
      action={button.action}
      label={button.label}
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
      {variant === 'link' && <SpriteIcon id="icon-link-arrow" icon={LINK_ARROW} size={18} strokeWidth={2} />}
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
