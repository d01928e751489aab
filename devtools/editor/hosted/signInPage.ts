/** Where the hosted editor signs authors in and out. */
export const SIGN_IN_PATH = '/__auth/sign-in';
export const SIGN_OUT_PATH = '/__auth/sign-out';

/** The one answer to a wrong user name or a wrong password: it never says which was wrong. */
export const WRONG_SIGN_IN = 'That user name and password do not match an account.';

/** The answer while sign-ins are held back after too many wrong ones. */
export function tooManyAttempts(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Where a sign-in goes on to: a path of the editor itself, never another site (`//evil.example`,
 * `/\evil.example` and schemes all fall back to the editor's home).
 */
export function nextAddress(next: string | null | undefined): string {
  if (!next || !/^\/__edit(\/[A-Za-z0-9._~\-/]*)?$/.test(next) || next.includes('//')) return '/__edit';
  return next;
}

/**
 * The sign-in screen: a plain form that works without script, the error (if any) announced, the
 * user name kept. Styled by its own rules; no script runs on it.
 */
export function signInPage({ siteName, error, user, next }: { siteName: string; error?: string; user?: string; next: string }): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Sign in · ${escapeHtml(siteName)} editor</title>
    <style>
      :root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; color: #1d2433; background: #f4f6f9; }
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px; box-sizing: border-box; }
      main { width: min(380px, 100%); background: #fff; border: 1px solid #d9dee7; border-radius: 12px; padding: 28px; box-sizing: border-box; }
      h1 { font-size: 22px; margin: 0 0 4px; }
      p { margin: 0 0 20px; color: #5a6478; font-size: 14px; }
      label { display: block; font-size: 14px; font-weight: 600; margin: 14px 0 6px; }
      input { width: 100%; box-sizing: border-box; font: inherit; font-size: 16px; padding: 10px 12px; border: 1px solid #b8c0ce; border-radius: 8px; }
      input:focus-visible, button:focus-visible { outline: 3px solid #2f6fdb; outline-offset: 2px; }
      button { margin-top: 22px; width: 100%; font: inherit; font-weight: 600; font-size: 16px; padding: 11px; border: 0; border-radius: 8px; background: #1f5fbf; color: #fff; cursor: pointer; }
      [role='alert'] { margin: 0 0 8px; padding: 10px 12px; border-radius: 8px; background: #fdecec; color: #8a1c1c; font-size: 14px; }
    </style>
  </head>
  <body>
    <main>
      <h1>Sign in</h1>
      <p>to edit the pages of ${escapeHtml(siteName)}</p>
      ${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
      <form method="post" action="${SIGN_IN_PATH}">
        <input type="hidden" name="next" value="${escapeHtml(next)}" />
        <label for="user">User name</label>
        <input id="user" name="user" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(user ?? '')}" ${user ? '' : 'autofocus'} />
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required ${user ? 'autofocus' : ''} />
        <button type="submit">Sign in</button>
      </form>
    </main>
  </body>
</html>`;
}
