import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AccountsFileError,
  hashPassword,
  passwordMatches,
  readAccounts,
  verifySignIn,
  writeAccount,
} from '../../devtools/editor/hosted/accounts.ts';
import { attemptLimiter, csrfMatches, sessionCookie, sessionIdOf, sessionStore } from '../../devtools/editor/hosted/sessions.ts';
import { nextAddress } from '../../devtools/editor/hosted/signInPage.ts';

const ana = { user: 'ana', name: 'Ana Ruiz', email: 'ana@example.com', role: 'author' as const };

describe('hosted editor accounts', () => {
  it('stores scrypt hashes with a salt of their own, and checks a password against one', async () => {
    const [one, two] = [await hashPassword('a long enough password'), await hashPassword('a long enough password')];
    expect(one).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(one).not.toBe(two);
    expect(await passwordMatches('a long enough password', one)).toBe(true);
    expect(await passwordMatches('a long enough passworD', one)).toBe(false);
  });

  it('signs in the right password only, answering a wrong user as a wrong password', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'accounts-')), 'accounts.json');
    writeAccount(file, ana, await hashPassword('correct horse battery'));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const accounts = readAccounts(file);
    expect(await verifySignIn(accounts, 'ana', 'correct horse battery')).toEqual(ana);
    expect(await verifySignIn(accounts, 'ana', 'wrong horse battery')).toBeNull();
    expect(await verifySignIn(accounts, 'bob', 'correct horse battery')).toBeNull();
    // An account the proxy signs in (no password) takes no password at all.
    writeAccount(file, { ...ana, user: 'proxy-only' }, undefined);
    expect(await verifySignIn(readAccounts(file), 'proxy-only', '')).toBeNull();
  });

  it('names what is wrong in an accounts file', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'accounts-')), 'accounts.json');
    const write = (accounts: unknown) => fs.writeFileSync(file, JSON.stringify({ accounts }));
    write([{ ...ana, user: '../etc' }]);
    expect(() => readAccounts(file)).toThrow(/accounts\[0\]: "user" must be 1–40 lower-case letters/);
    write([ana, ana]);
    expect(() => readAccounts(file)).toThrow(/accounts\[1\]: "ana" is listed twice/);
    write([{ ...ana, role: 'admin' }]);
    expect(() => readAccounts(file)).toThrow(AccountsFileError);
    write([{ ...ana, password: 'plain text' }]);
    expect(() => readAccounts(file)).toThrow(/is not a hash npm run editor:account wrote/);
  });
});

describe('hosted editor sessions', () => {
  it('end after two idle hours, or twelve after sign-in however used, and keep no id in the clear', () => {
    let now = 0;
    const store = sessionStore({ idleMs: 2 * 3600_000, maxMs: 12 * 3600_000 }, () => now);
    const { id, session } = store.create(ana);
    expect(id).toMatch(/^[\w-]{43}$/);
    now = 2 * 3600_000 - 1;
    expect(store.get(id)).toBe(session);
    for (let hour = 3; hour <= 11; hour += 1.5) {
      now = hour * 3600_000;
      expect(store.get(id), `hour ${hour}`).toBe(session);
    }
    now = 12 * 3600_000 + 1;
    expect(store.get(id)).toBeNull();
    const second = store.create(ana);
    now += 2 * 3600_000 + 1;
    expect(store.get(second.id)).toBeNull();
    expect(store.get(undefined)).toBeNull();
  });

  it('checks the page’s token in constant time, and writes a cookie no script or other site gets', () => {
    const store = sessionStore();
    const { id, session } = store.create(ana);
    expect(csrfMatches(session, session.csrf)).toBe(true);
    expect(csrfMatches(session, `${session.csrf.slice(0, -1)}x`)).toBe(false);
    expect(csrfMatches(session, undefined)).toBe(false);
    expect(sessionCookie(id)).toBe(`__Host-editor-session=${id}; Path=/; Secure; HttpOnly; SameSite=Strict`);
    expect(sessionCookie(null)).toMatch(/Max-Age=0$/);
    expect(sessionIdOf(`a=1; __Host-editor-session=${id}; b=2`)).toBe(id);
    store.endAllOf('ana');
    expect(store.get(id)).toBeNull();
  });

  it('holds a user back after five wrong passwords in fifteen minutes, and an address after twenty', () => {
    let now = 0;
    const limiter = attemptLimiter({ perUser: 5, perAddress: 20, windowMs: 15 * 60_000 }, () => now);
    for (let i = 0; i < 5; i++) {
      expect(limiter.waitFor('ana', '10.0.0.1')).toBe(0);
      limiter.failed('ana', '10.0.0.1');
      now += 1000;
    }
    expect(limiter.waitFor('ana', '10.0.0.2')).toBe(15 * 60_000 - 5000);
    now = 15 * 60_000 + 1;
    expect(limiter.waitFor('ana', '10.0.0.1')).toBe(0);
    for (let i = 0; i < 20; i++) limiter.failed(`user${i}`, '10.0.0.9');
    expect(limiter.waitFor('someone-new', '10.0.0.9')).toBeGreaterThan(0);
    expect(limiter.waitFor('someone-new', '10.0.0.8')).toBe(0);
  });

  it('goes on after sign-in to the editor’s own pages only', () => {
    expect(nextAddress('/__edit/services/consulting')).toBe('/__edit/services/consulting');
    for (const away of ['//evil.example', '/\\evil.example', 'https://evil.example/__edit', '/__edit//evil', '/elsewhere', '', null])
      expect(nextAddress(away), String(away)).toBe('/__edit');
  });
});
