import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { resolveValue, toast, useToaster } from 'react-hot-toast/headless';
import styled, { css, ThemeProvider } from 'styled-components';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import type { SubscribeToasts, ToastHostMounter, ToastMessage } from '../../engine';
import { SwipeAway } from './SwipeAway';

/** How long a toast stays, per the spec's toast defaults. */
export const TOAST_DURATION_MS = 5000;

const Card = styled.div<{ $variant: NonNullable<ToastMessage['variant']> }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: 12px;
  align-items: start;
  width: min(420px, calc(100vw - 32px));
  padding: 14px 14px 14px 16px;
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 5px solid ${({ theme }) => theme.color.primary};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  ${({ $variant, theme }) =>
    $variant === 'success' &&
    css`
      border-left-color: ${theme.color.success};
      > svg:first-child {
        color: ${theme.color.success};
      }
    `}
  ${({ $variant, theme }) =>
    $variant === 'destructive' &&
    css`
      background: ${theme.color.dangerSurface};
      border-color: ${theme.color.dangerBorder};
      border-left-color: ${theme.color.danger};
      > svg:first-child {
        color: ${theme.color.danger};
      }
    `}
  strong {
    display: block;
    font-weight: 700;
  }
  p {
    margin-top: 2px;
    font-size: ${({ theme }) => theme.fontSize.small};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Close = styled.button`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  margin: -6px -6px 0 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.control};
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.hoverTint};
  }
`;

const icons = { success: CircleCheck, destructive: CircleAlert, default: Info };

/**
 * Where the toast shows: fixed at the foot of the screen, across it on a narrow screen and in the
 * right-hand corner on a wider one. Not at the top: a toast there covered the heading and first
 * fields of the form it was about, which a visitor who has just sent a form has most often just
 * scrolled into view; what a toast is about is the form's own business to keep clear of the foot
 * (its fields and its notice keep a scroll margin). The pointer goes through the stack but for the
 * toast itself.
 */
const Stack = styled.div`
  position: fixed;
  z-index: 9999;
  bottom: max(16px, env(safe-area-inset-bottom));
  left: 16px;
  right: 16px;
  display: flex;
  justify-content: center;
  pointer-events: none;
  ${({ theme }) => theme.media.wide} {
    justify-content: flex-end;
  }
  > * {
    pointer-events: auto;
  }
`;

/**
 * Shows one toast at a time, themed, for about five seconds (longer while the pointer rests on it);
 * its button, or a swipe sideways, dismisses it at once. The library's headless part keeps the
 * toasts and their timers; drawing them is this component's alone. The library's full Toaster
 * brought a style engine of its own, which on loading wrote its rules into a new <style> element
 * one by one and restyled the whole page: on a slow phone, a task of 60 ms right after the form
 * became ready.
 */
function ToastHost({ subscribeToasts }: { subscribeToasts: SubscribeToasts }) {
  const { toasts, handlers } = useToaster();
  useEffect(() => {
    // The library's id of the toast each key names. Each toast gets an id of its own, never the key:
    // a dismissed toast is removed a second later by id, which would take a new one under its id too.
    const shownUnder = new Map<string, string>();
    return subscribeToasts(
      (message) => {
        const variant = message.variant ?? 'default';
        const Glyph = icons[variant];
        toast.dismiss();
        const id = toast.custom(
          (t) => (
            <SwipeAway onDismiss={() => toast.dismiss(t.id)}>
              <Card $variant={variant} data-toast={variant}>
                <Glyph size={20} aria-hidden="true" focusable="false" />
                <div>
                  <strong>{message.title}</strong>
                  {message.description && <p>{message.description}</p>}
                </div>
                <Close type="button" aria-label="Dismiss notification" onClick={() => toast.dismiss(t.id)}>
                  <X size={16} aria-hidden="true" focusable="false" />
                </Close>
              </Card>
            </SwipeAway>
          ),
          { duration: TOAST_DURATION_MS },
        );
        if (message.key) shownUnder.set(message.key, id);
      },
      (key) => {
        const id = shownUnder.get(key);
        shownUnder.delete(key);
        if (id) toast.dismiss(id);
      },
    );
  }, [subscribeToasts]);
  // A dismissed toast goes at once: one at a time, the one just shown replaces it.
  const shown = toasts.find((t) => t.visible);
  if (!shown) return null;
  return (
    <Stack onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
      {resolveValue(shown.message, shown)}
    </Stack>
  );
}

let mounted = false;

/**
 * This site's toast host, which it hands the engine (islandKit.ts): mounted in a root of its own at
 * the end of <body>, outside the page's markup, so neither hydration nor a navigation ever touches it.
 */
export const mountToastHost: ToastHostMounter = (theme, subscribeToasts) => {
  if (mounted) return;
  mounted = true;
  const container = document.createElement('div');
  container.dataset.toastHost = '';
  document.body.append(container);
  createRoot(container).render(
    <ThemeProvider theme={theme}>
      <ToastHost subscribeToasts={subscribeToasts} />
    </ThemeProvider>,
  );
};
