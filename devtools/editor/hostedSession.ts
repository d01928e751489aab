/**
 * The hosted editor's session, as its page knows it (devtools/editor/hosted/: the server writes it
 * into the page's `editor-session` meta): who is signed in, their role, and the token every write
 * carries. On the dev server there is none, and nothing here changes a request.
 */
export interface HostedSession {
  user: string;
  name: string;
  role: 'author' | 'publisher';
  csrf: string;
}

export const SIGN_IN_PATH = '/__auth/sign-in';
export const SIGN_OUT_PATH = '/__auth/sign-out';
const CSRF_HEADER = 'x-csrf-token';

function readSession(): HostedSession | null {
  const content = typeof document === 'undefined' ? null : document.querySelector('meta[name="editor-session"]')?.getAttribute('content');
  if (!content) return null;
  try {
    return JSON.parse(content) as HostedSession;
  } catch {
    return null;
  }
}

let session = readSession();

/** The signed-in author, or null on the dev server. */
export const hostedSession = (): HostedSession | null => session;

/** Who is told when a request finds the session ended (the sign-in dialog), and when it is back. */
const listeners = new Set<(asking: boolean) => void>();
let signedInAgain: { promise: Promise<void>; resolve: () => void } | null = null;

export function onSignInNeeded(listener: (asking: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function askToSignIn(): Promise<void> {
  if (!signedInAgain) {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    signedInAgain = { promise, resolve };
    for (const listener of listeners) listener(true);
  }
  return signedInAgain.promise;
}

const withToken = (init: RequestInit): RequestInit => {
  const method = (init.method ?? 'GET').toUpperCase();
  if (!session || method === 'GET' || method === 'HEAD') return init;
  const headers = new Headers(init.headers);
  headers.set(CSRF_HEADER, session.csrf);
  return { ...init, headers };
};

/**
 * fetch for the editor's own endpoints: with the session's token on every write, and, when the
 * session has ended (a restart, a long pause), the request waits while the author signs in again
 * in a dialog over the editor (their unsaved edits stay where they are) and is then sent again.
 */
export async function editorFetch(input: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(input, withToken(init));
  if (response.status !== 401 || !session) return response;
  await askToSignIn();
  return fetch(input, withToken(init));
}

/** Signs the same author in again; the message to show when that fails, or null once signed in. */
export async function signInAgain(password: string): Promise<string | null> {
  if (!session) return null;
  const response = await fetch(SIGN_IN_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: session.user, password }),
  });
  const body = (await response.json().catch(() => ({}))) as Partial<HostedSession> & { error?: string };
  if (!response.ok || !body.csrf) return body.error ?? `The editor could not sign you in (HTTP ${response.status}).`;
  session = { ...session, ...body } as HostedSession;
  const waiting = signedInAgain;
  signedInAgain = null;
  for (const listener of listeners) listener(false);
  waiting?.resolve();
  return null;
}

/** Ends the session and goes to the sign-in screen. */
export async function signOut(): Promise<void> {
  await editorFetch(SIGN_OUT_PATH, { method: 'POST' });
  window.location.assign(SIGN_IN_PATH);
}
