import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EditorAccount } from './accounts.ts';

/** A signed-in author: who, the token their page sends with every write, and when it ends. */
export interface Session {
  account: EditorAccount;
  /** Sent by the editor's page in the x-csrf-token header of every request that changes anything. */
  csrf: string;
  /** When the session was made, and when it was last used (ms since the epoch). */
  created: number;
  seen: number;
}

export interface SessionLimits {
  /** A session unused this long ends (default 2 hours). */
  idleMs: number;
  /** A session ends this long after sign-in, used or not (default 12 hours). */
  maxMs: number;
}

export const DEFAULT_SESSION_LIMITS: SessionLimits = { idleMs: 2 * 60 * 60 * 1000, maxMs: 12 * 60 * 60 * 1000 };

/**
 * The cookie that names a session: `__Host-` so that it is only ever set by this host over HTTPS
 * (or localhost), for every path, and never for a parent domain; HttpOnly, so no script reads it;
 * SameSite=Strict, so no other site's page sends it.
 */
export const SESSION_COOKIE = '__Host-editor-session';

const digest = (id: string) => createHash('sha256').update(id).digest('hex');

/**
 * Sessions kept in the server's memory, by a digest of their id (a copy of the table gives no
 * cookie). A restart signs everyone out: the editor's page then asks for the password again and
 * keeps the unsaved edits.
 */
export function sessionStore(limits: SessionLimits = DEFAULT_SESSION_LIMITS, now: () => number = Date.now) {
  const sessions = new Map<string, Session>();
  const expired = (session: Session, at: number) => at - session.seen > limits.idleMs || at - session.created > limits.maxMs;

  return {
    /** A new session for `account`: its id, for the cookie, and the session. */
    create(account: EditorAccount): { id: string; session: Session } {
      const id = randomBytes(32).toString('base64url');
      const at = now();
      const session = { account, csrf: randomBytes(32).toString('base64url'), created: at, seen: at };
      sessions.set(digest(id), session);
      // Sweep the expired while here: the table stays as small as the authors signed in.
      for (const [key, other] of sessions) if (expired(other, at)) sessions.delete(key);
      return { id, session };
    },
    /** The live session `id` names, now marked used; null when there is none or it has ended. */
    get(id: string | undefined): Session | null {
      if (!id) return null;
      const key = digest(id);
      const session = sessions.get(key);
      if (!session) return null;
      const at = now();
      if (expired(session, at)) {
        sessions.delete(key);
        return null;
      }
      session.seen = at;
      return session;
    },
    end(id: string | undefined): void {
      if (id) sessions.delete(digest(id));
    },
    /** Ends every session of `user` (their account removed or changed). */
    endAllOf(user: string): void {
      for (const [key, session] of sessions) if (session.account.user === user) sessions.delete(key);
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;

/** Whether the token a request sent is its session's (compared in constant time). */
export function csrfMatches(session: Session, sent: string | undefined): boolean {
  if (!sent) return false;
  const a = Buffer.from(session.csrf);
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The session cookie's value in a Cookie header, if any. */
export function sessionIdOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=');
  }
  return undefined;
}

/** The Set-Cookie header that gives a browser the session `id`, or (with no id) takes it away. */
export function sessionCookie(id: string | null): string {
  const base = `${SESSION_COOKIE}=${id ?? ''}; Path=/; Secure; HttpOnly; SameSite=Strict`;
  return id ? base : `${base}; Max-Age=0`;
}

/**
 * How many wrong sign-ins are let through before the next must wait: per user name (someone
 * guessing one author's password) and per address (someone trying many names).
 */
export interface AttemptLimits {
  perUser: number;
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_ATTEMPT_LIMITS: AttemptLimits = { perUser: 5, perAddress: 20, windowMs: 15 * 60 * 1000 };

/** Wrong sign-ins in the last window, by user name and by address. */
export function attemptLimiter(limits: AttemptLimits = DEFAULT_ATTEMPT_LIMITS, now: () => number = Date.now) {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => {
    const since = now() - limits.windowMs;
    const list = (failures.get(key) ?? []).filter((at) => at > since);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };
  return {
    /** How long, in ms, before `user` from `address` may try again; 0 when they may now. */
    waitFor(user: string, address: string): number {
      const waits = [
        [`user:${user}`, limits.perUser],
        [`address:${address}`, limits.perAddress],
      ] as const;
      let wait = 0;
      for (const [key, limit] of waits) {
        const list = recent(key);
        if (list.length >= limit) wait = Math.max(wait, list[list.length - limit]! + limits.windowMs - now());
      }
      return wait;
    },
    failed(user: string, address: string): void {
      for (const key of [`user:${user}`, `address:${address}`]) failures.set(key, [...recent(key), now()]);
    },
    /** A right password clears the user's count (not the address's: one good account does not excuse guessing others). */
    succeeded(user: string): void {
      failures.delete(`user:${user}`);
    },
  };
}
