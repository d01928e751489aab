import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import fs from 'node:fs';

/** An author may edit pages and save them to their own branch; a publisher may also publish. */
export type Role = 'author' | 'publisher';

/** Who signs in to the hosted editor: the name and address their commits carry, and their role. */
export interface EditorAccount {
  user: string;
  name: string;
  email: string;
  role: Role;
}

interface StoredAccount extends EditorAccount {
  /** scrypt$<N>$<r>$<p>$<salt, base64>$<key, base64>; absent where the reverse proxy signs in. */
  password?: string;
}

/**
 * A user name, which also names the author's branch (edit/<user>) and worktree folder: lower-case
 * letters, digits, '.', '_' and '-', starting with a letter or digit, so it is a safe ref and folder name.
 */
export const USER_NAME = /^[a-z0-9][a-z0-9._-]{0,38}[a-z0-9]$|^[a-z0-9]$/;

/** scrypt's cost: N = 2^15 (32 MiB of memory a try), the parameters OWASP gives for scrypt. */
const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_BYTES = 32;

function derive(password: string, salt: Buffer, { N, r, p }: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** The stored form of a password: scrypt with a fresh salt, its parameters written beside it. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

const STORED = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

/** Whether `password` is the one `stored` was made from (compared in constant time). */
export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const parts = STORED.exec(stored);
  if (!parts) return false;
  const [, N, r, p, salt, key] = parts;
  const expected = Buffer.from(key!, 'base64');
  const actual = await derive(password, Buffer.from(salt!, 'base64'), { N: Number(N), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Thrown when the accounts file cannot be used, naming the file and what to fix. */
export class AccountsFileError extends Error {}

/** The accounts file's accounts, checked: each a valid user name, once, with a name, an address and a role. */
export function readAccounts(file: string): StoredAccount[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new AccountsFileError(
      `${file} cannot be read as JSON (${error instanceof Error ? error.message : String(error)}); add an account with npm run editor:account`,
    );
  }
  const list = (parsed as { accounts?: unknown } | null)?.accounts;
  if (!Array.isArray(list)) throw new AccountsFileError(`${file} should hold { "accounts": [ … ] }`);
  const seen = new Set<string>();
  return list.map((entry, index) => {
    const account = (entry ?? {}) as Partial<StoredAccount>;
    const where = `${file}, accounts[${index}]`;
    if (typeof account.user !== 'string' || !USER_NAME.test(account.user))
      throw new AccountsFileError(`${where}: "user" must be 1–40 lower-case letters, digits, '.', '_' or '-'`);
    if (seen.has(account.user)) throw new AccountsFileError(`${where}: "${account.user}" is listed twice`);
    seen.add(account.user);
    if (typeof account.name !== 'string' || !account.name.trim() || /[<>\n]/.test(account.name))
      throw new AccountsFileError(`${where}: "name" is the author's name as commits show it (no < > or line breaks)`);
    if (typeof account.email !== 'string' || !/^[^\s<>@]+@[^\s<>@]+$/.test(account.email))
      throw new AccountsFileError(`${where}: "email" is the author's address as commits show it`);
    if (account.role !== 'author' && account.role !== 'publisher')
      throw new AccountsFileError(`${where}: "role" is "author" or "publisher"`);
    if (account.password !== undefined && !STORED.test(account.password))
      throw new AccountsFileError(`${where}: "password" is not a hash npm run editor:account wrote; set it again with that command`);
    return { user: account.user, name: account.name.trim(), email: account.email, role: account.role, password: account.password };
  });
}

/** Adds or replaces `account` in the accounts file (made if missing), readable by its owner only. */
export function writeAccount(file: string, account: EditorAccount, password: string | undefined): void {
  const accounts = fs.existsSync(file) ? readAccounts(file) : [];
  const next = [...accounts.filter((stored) => stored.user !== account.user), { ...account, ...(password ? { password } : {}) }];
  fs.writeFileSync(file, `${JSON.stringify({ accounts: next }, null, 2)}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}

/** A hash no password matches, checked against for a user who does not exist, so that takes as long as a wrong password. */
let decoy: Promise<string> | undefined;

/**
 * The account `user` signs in to with `password`, or null; a wrong user name and a wrong password
 * take the same time and give the same answer.
 */
export async function verifySignIn(accounts: StoredAccount[], user: string, password: string): Promise<EditorAccount | null> {
  const account = accounts.find((stored) => stored.user === user);
  decoy ??= hashPassword(randomBytes(24).toString('base64'));
  const stored = account?.password ?? (await decoy);
  const matches = await passwordMatches(password, stored);
  if (!account?.password || !matches) return null;
  return { user: account.user, name: account.name, email: account.email, role: account.role };
}

/** The account named by a trusted reverse proxy, without a password. */
export function accountOf(accounts: StoredAccount[], user: string): EditorAccount | null {
  const account = accounts.find((stored) => stored.user === user);
  return account ? { user: account.user, name: account.name, email: account.email, role: account.role } : null;
}
