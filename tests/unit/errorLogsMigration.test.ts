import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/paths.ts';

/**
 * The migration on a real PostgreSQL (PGlite: Postgres compiled to WebAssembly), with the roles
 * Supabase provides, then each statement run as the anonymous role the website uses.
 */
let db: PGlite;

beforeAll(async () => {
  db = new PGlite();
  await db.exec(`create role anon nologin; create role service_role nologin bypassrls; grant usage on schema public to anon, service_role;`);
  const dir = path.join(ROOT, 'supabase/migrations');
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.sql')).sort()) {
    await db.exec(fs.readFileSync(path.join(dir, file), 'utf8'));
  }
  await db.exec('grant all on table public.error_logs to service_role;');
});

afterAll(async () => {
  await db?.close();
});

async function asAnon<T>(statement: string): Promise<T> {
  await db.exec('set role anon');
  try {
    return (await db.query(statement)) as T;
  } finally {
    await db.exec('reset role');
  }
}

const row = `('Boom', 'Error: Boom\n    at x', 'Global Error', now(), 'Mozilla/5.0', 'https://www.example.test/contact')`;
const insert = `insert into public.error_logs (error_message, error_stack, context, "timestamp", user_agent, url) values ${row}`;

describe('error_logs row-level security', () => {
  it('enables row-level security on the table', async () => {
    const result = await db.query<{ relrowsecurity: boolean }>(`select relrowsecurity from pg_class where relname = 'error_logs'`);
    expect(result.rows[0]?.relrowsecurity).toBe(true);
  });

  it('lets the anonymous role insert a row', async () => {
    await asAnon(insert);
    const result = await db.query<{ count: number }>('select count(*)::int as count from public.error_logs');
    expect(result.rows[0]?.count).toBe(1);
  });

  it('defaults the context to Unknown', async () => {
    await asAnon(`insert into public.error_logs (error_message) values ('No context given')`);
    const result = await db.query<{ context: string }>(`select context from public.error_logs where error_message = 'No context given'`);
    expect(result.rows[0]?.context).toBe('Unknown');
  });

  it('refuses to let the anonymous role read, change or delete rows', async () => {
    await expect(asAnon('select * from public.error_logs')).rejects.toThrow(/permission denied/);
    await expect(asAnon(`update public.error_logs set context = 'x'`)).rejects.toThrow(/permission denied/);
    await expect(asAnon('delete from public.error_logs')).rejects.toThrow(/permission denied/);
    await expect(asAnon('truncate public.error_logs')).rejects.toThrow(/permission denied/);
  });

  it('shows the anonymous role no rows even if it were granted SELECT by mistake (no select policy)', async () => {
    await db.exec('grant select on public.error_logs to anon');
    try {
      const result = await asAnon<{ rows: unknown[] }>('select * from public.error_logs');
      expect(result.rows).toEqual([]);
    } finally {
      await db.exec('revoke select on public.error_logs from anon');
    }
  });

  it('refuses an oversized row', async () => {
    await expect(asAnon(`insert into public.error_logs (error_message) values (repeat('x', 10001))`)).rejects.toThrow(/check constraint/);
  });

  it('leaves reading to the service role', async () => {
    await db.exec('set role service_role');
    const result = await db.query<{ count: number }>('select count(*)::int as count from public.error_logs');
    await db.exec('reset role');
    expect(result.rows[0]?.count).toBe(2);
  });
});
