import { expect } from 'vitest';

/**
 * What the error_logs contract's parts share (errorLogsContract.ts): the database a caller sets up,
 * the API roles and how PostgREST runs their statements, the limits the migrations promise, and the
 * statements and checks the tests make of them.
 */

/** The slice of pg.Client and PGlite both offer. */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

/**
 * The growth ceiling the limiting migration enforces (supabase/migrations/*_limit_error_logs.sql,
 * also stated in the README): change them together.
 */
export const CEILING = { rowsPerStatement: 5, rowsPerMinute: 600, bytesPerMinute: 6_000_000 } as const;

/**
 * How much the table keeps (supabase/migrations/*_bound_error_logs.sql, also stated in the README):
 * its newest rows, up to these.
 */
export const BOUNDS = { maxRows: 100_000, maxBytes: 100_000_000, maxAgeDays: 90 } as const;

/** Runs one statement as `role` in its own transaction, as PostgREST does. */
export async function asRole<T = Record<string, unknown>>(db: Db, role: ApiRole, sql: string, params: unknown[] = []): Promise<T[]> {
  await db.query('begin');
  try {
    await db.query(`set local role ${role}`);
    const result = await db.query<T>(sql, params);
    await db.query('commit');
    return result.rows;
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

/**
 * Forgets the inserts the ceiling has counted, so each test starts with the whole minute's budget
 * (the ledger is absent before the limiting migration, when there is nothing to forget).
 */
export async function resetCeiling(db: Db): Promise<void> {
  await db.query(`do $$ begin
    if to_regclass('private.error_logs_intake') is not null then delete from private.error_logs_intake; end if;
  end $$`);
}

/** The columns the browser sends (engine/errors/errorRow.ts): never id, created_at or "timestamp", which the table fills. */
export const COLUMNS = ['error_message', 'error_stack', 'context', 'user_agent', 'url'];
export const insertOne = `insert into public.error_logs (${COLUMNS.join(', ')}) values ($1, $2, $3, $4, $5)`;
export const plainRow = [
  'Boom',
  'Error: Boom\n    at x (https://www.example.test/assets/app.js:1:2)',
  'Global Error',
  'Mozilla/5.0',
  'https://www.example.test/contact',
];

/** `n` rows in one statement, each `bytes` long in error_message (ASCII). */
export function rowsStatement(n: number, tag: string): string {
  return `insert into public.error_logs (error_message, context) select '${tag} ' || g, 'Ceiling test' from generate_series(1, ${n}) g`;
}

/** Rejects with a PostgreSQL error whose fields match `expected` (code, constraint, message…). */
export async function refused(
  promise: Promise<unknown>,
  expected: { code?: string; constraint?: string; message?: RegExp },
): Promise<void> {
  let error: { code?: string; constraint?: string; message: string } | undefined;
  try {
    await promise;
  } catch (caught) {
    error = caught as typeof error;
  }
  expect(error, 'the statement should have been refused').toBeDefined();
  if (expected.code) expect(error!.code, error!.message).toBe(expected.code);
  if (expected.constraint) expect(error!.constraint, error!.message).toBe(expected.constraint);
  if (expected.message) expect(error!.message).toMatch(expected.message);
}

export const PERMISSION_DENIED = { code: '42501', message: /permission denied/ };
export const TABLE_PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER'];

/** Counts the logged rows matching `where` (all of them by default). */
export type CountRows = (where?: string) => Promise<number>;
