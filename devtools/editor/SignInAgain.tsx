import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ui } from './editorTheme';
import { hostedSession, onSignInNeeded, signInAgain } from './hostedSession';

const Dialog = styled.dialog`
  width: min(380px, calc(100vw - 32px));
  border: 1px solid ${ui.line};
  border-radius: 12px;
  padding: 24px;
  font-family: ${ui.font};
  color: ${ui.ink};
  &::backdrop {
    background: rgb(15 23 42 / 45%);
  }
  h2 {
    margin: 0 0 6px;
    font-size: 19px;
  }
  p {
    margin: 0 0 14px;
    font-size: 14px;
    color: ${ui.muted};
  }
  label {
    display: grid;
    gap: 6px;
    font-size: 14px;
    font-weight: 600;
  }
  input {
    font: inherit;
    font-size: 16px;
    padding: 9px 11px;
    border: 1px solid ${ui.line};
    border-radius: 8px;
  }
  button {
    margin-top: 16px;
    width: 100%;
    padding: 10px;
    border: 0;
    border-radius: 8px;
    background: ${ui.accent};
    color: #fff;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  [role='alert'] {
    color: ${ui.danger};
    margin: 10px 0 0;
  }
`;

/**
 * The hosted editor's answer to a session that ended while an author worked: a modal dialog over
 * the editor asks for the password again, and the request that found the session gone is sent
 * again once they are back. Nothing of the page under it changes, so unsaved edits stay.
 */
export function SignInAgain() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const session = hostedSession();

  useEffect(() => onSignInNeeded(setAsking), []);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (asking && !element.open) element.showModal();
    if (!asking && element.open) element.close();
  }, [asking]);
  if (!session) return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const password = new FormData(form).get('password');
    setBusy(true);
    const refused = await signInAgain(String(password ?? '')).catch(() => 'The editor could not be reached; try again.');
    setBusy(false);
    setError(refused);
    if (!refused) form.reset();
  };

  return (
    // Escape would leave the editor waiting with no way back in: the dialog stays until signed in.
    <Dialog ref={dialog} aria-labelledby="sign-in-again-heading" onCancel={(event) => event.preventDefault()}>
      <form onSubmit={(event) => void submit(event)}>
        <h2 id="sign-in-again-heading">Sign in again</h2>
        <p>Your session has ended. Your unsaved edits are kept; sign in to go on where you were.</p>
        <input type="hidden" name="user" autoComplete="username" value={session.user} />
        <label>
          Password for {session.user}
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {error && <p role="alert">{error}</p>}
        <button type="submit" disabled={busy}>
          Sign in
        </button>
      </form>
    </Dialog>
  );
}
