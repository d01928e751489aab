import styled from 'styled-components';

const Wrap = styled.section`
  min-height: 60vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.sectionPadding} 20px;
  text-align: center;
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const Inner = styled.div`
  max-width: 560px;
  display: grid;
  gap: 20px;
  justify-items: center;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSize.title};
  color: ${({ theme }) => theme.color.heading};
`;

const Message = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.lead};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: center;
`;

const ActionButton = styled.button<{ $primary?: boolean }>`
  min-height: 44px;
  padding: 10px 22px;
  border-radius: ${({ theme }) => theme.radius.control};
  border: 2px solid ${({ theme }) => theme.color.primary};
  background: ${({ $primary, theme }) => ($primary ? theme.color.primary : 'transparent')};
  color: ${({ $primary, theme }) => ($primary ? theme.color.onPrimary : theme.color.primary)};
  font-weight: 600;
  cursor: pointer;
`;

export interface CrashScreenProps {
  /** Without handlers (the inert copy every page carries), the navigator handles the buttons by their data-crash-action. */
  onTryAgain?: () => void;
  onGoHome?: () => void;
}

/** Shown when rendering fails outside a block (or a page cannot be loaded). */
export function CrashScreen({ onTryAgain, onGoHome }: CrashScreenProps) {
  return (
    <Wrap role="alert" aria-labelledby="crash-title" data-crash-screen>
      <Inner>
        <Title id="crash-title">Something went wrong</Title>
        <Message>
          We're sorry, but something unexpected happened. Please try refreshing the page or contact support if the problem persists.
        </Message>
        <Actions>
          <ActionButton type="button" $primary onClick={onTryAgain} data-crash-action="retry">
            Try Again
          </ActionButton>
          <ActionButton type="button" onClick={onGoHome} data-crash-action="home">
            Go Home
          </ActionButton>
        </Actions>
      </Inner>
    </Wrap>
  );
}
