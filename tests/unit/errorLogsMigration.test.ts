import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe } from 'vitest';
import { errorLogsContract } from '../support/errorLogsContract.ts';
import { migrations, supabaseBootstrapSql } from '../support/postgres.ts';

/**
 * The fast check: the error_logs migrations on PGlite (PostgreSQL compiled to WebAssembly), with
 * Supabase's roles and default privileges, then every rule of the contract run as the role it is
 * about. PGlite has one connection and its only login is the superuser `postgres`, so here the
 * migrations run as a superuser and two inserts cannot race; errorLogsPostgres.test.ts runs the same
 * contract on a real server, with the migrations run by a non-superuser `postgres` as on Supabase,
 * and the concurrency tests.
 */
let db: PGlite;

beforeAll(async () => {
  db = new PGlite();
  await db.exec(supabaseBootstrapSql('postgres'));
  for (const migration of migrations()) await db.exec(migration.sql);
});

afterAll(async () => {
  await db?.close();
});

describe('error_logs migrations on PGlite', () => {
  errorLogsContract(() => db);
});
