import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CEILING, errorLogsContract, migrationResult, resetCeiling } from '../support/errorLogsContract.ts';
import {
  findPostgresBin,
  inCI,
  INSTALL_HINT,
  migrations,
  startPostgres,
  supabaseBootstrapSql,
  type PostgresServer,
} from '../support/postgres.ts';

/**
 * The error_logs migrations on a real PostgreSQL server from the operating system's packages, set
 * up as a Supabase project is: a bootstrap superuser, a `postgres` role that is not a superuser and
 * runs the migrations, the API roles anon, authenticated and service_role, and default privileges
 * that hand every new object in public to all three. Then everything the PGlite test checks, plus
 * what only a server with several connections can show: concurrent inserts under the ceiling.
 */
const bin = findPostgresBin();

if (!bin && !inCI()) {
  console.warn(`PostgreSQL is not installed: skipping the real-PostgreSQL tests of the error_logs migrations. ${INSTALL_HINT}`);
}

// CI installs PostgreSQL (.ci/run); if it is missing there, these tests must not quietly skip.
describe.runIf(!bin && inCI())('PostgreSQL on CI', () => {
  it('is installed', () => {
    throw new Error(`PostgreSQL is not installed, so the error_logs migrations cannot be tested on it. ${INSTALL_HINT}`);
  });
});

describe.skipIf(!bin)('error_logs on real PostgreSQL', () => {
  let server: PostgresServer | undefined;
  let admin: pg.Client;
  let afterOneRun: Record<string, unknown[]>;
  let afterTwoRuns: Record<string, unknown[]>;
  let secondRun: Error | null;

  beforeAll(async () => {
    server = startPostgres(bin!);
    admin = await server.connect();
    // Supabase's postgres role owns the project's objects and runs its migrations, but is no superuser.
    await admin.query(`
      create role postgres login createrole createdb bypassrls;
      grant create on database postgres to postgres;
      grant all on schema public to postgres;
    `);
    await admin.query(supabaseBootstrapSql('postgres'));
    const owner = await server.connect('postgres');
    // Each migration in its own transaction, as the Supabase CLI applies them.
    const applyAll = async (round: string) => {
      for (const migration of migrations()) {
        await owner.query('begin');
        try {
          await owner.query(migration.sql);
          await owner.query('commit');
        } catch (error) {
          await owner.query('rollback');
          throw new Error(`${migration.name} (${round} application): ${(error as Error).message}`);
        }
      }
    };
    try {
      await applyAll('first');
      afterOneRun = await migrationResult(admin);
      // Then all of them again, as a repeated `supabase db push` of a half-recorded history, or a
      // file run by hand, would. A failure here is the re-run test's, not every test's.
      secondRun = await applyAll('second').then(
        () => null,
        (error: Error) => error,
      );
      afterTwoRuns = await migrationResult(admin);
    } finally {
      await owner.end();
    }
  });

  afterAll(async () => {
    await admin?.end().catch(() => {});
    server?.stop();
  });

  describe('the migrations can be applied again', () => {
    it('applies every migration a second time, and that changes nothing', () => {
      // Not an empty comparison: the set-up the contract below tests is all in here.
      expect(afterOneRun.constraints!.length).toBeGreaterThan(5);
      expect(afterOneRun.triggers!.length).toBeGreaterThan(0);
      expect(afterOneRun.turnRows).toEqual([{ n: 1 }]);
      expect(secondRun?.message).toBeUndefined();
      expect(afterTwoRuns).toEqual(afterOneRun);
    });
  });

  // On the database the migrations were applied to twice: everything still holds. (The PGlite test
  // runs the same contract after a single application.)
  errorLogsContract(() => admin);

  describe('concurrent inserts take turns under the ceiling', () => {
    let first: pg.Client;
    let second: pg.Client;

    beforeAll(async () => {
      first = await server!.connect();
      second = await server!.connect();
    });

    afterAll(async () => {
      await first?.end().catch(() => {});
      await second?.end().catch(() => {});
    });

    beforeEach(async () => {
      await resetCeiling(admin);
      // Leave exactly one place under the ceiling.
      const statements = CEILING.rowsPerMinute / CEILING.rowsPerStatement;
      for (let i = 0; i < statements; i++) {
        const rows = i === statements - 1 ? CEILING.rowsPerStatement - 1 : CEILING.rowsPerStatement;
        await admin.query('begin; set local role anon');
        await admin.query(`insert into public.error_logs (error_message) select 'Filler ' || g from generate_series(1, ${rows}) g`);
        await admin.query('commit');
      }
    });

    const count = async () => (await admin.query<{ n: number }>('select count(*)::int as n from public.error_logs')).rows[0]!.n;
    const insertOne = `insert into public.error_logs (error_message, context) values ('Racing', 'Concurrency test')`;

    const backendPid = async (client: pg.Client) => (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;

    /** Waits until the backend `pid` is blocked on a lock, i.e. queued behind the other insert. */
    async function blockedOnLock(pid: number): Promise<void> {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const { rows } = await admin.query<{ waiting: boolean }>(
          `select coalesce(bool_or(wait_event_type = 'Lock'), false) as waiting from pg_stat_activity where pid = $1`,
          [pid],
        );
        if (rows[0]!.waiting) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('The second insert never waited for the first');
    }

    /**
     * Two visitors' inserts at once, as PostgREST runs them (a transaction each, as anon): the first
     * takes the last place under the ceiling and, before it commits or rolls back, the second
     * arrives. Resolves to the second insert's error, or null if it was accepted.
     */
    async function raceForTheLastPlace(isolation: 'read committed' | 'repeatable read', firstEnds: 'commit' | 'rollback') {
      for (const client of [first, second]) {
        await client.query(`begin isolation level ${isolation}`);
        await client.query('set local role anon');
      }
      const secondPid = await backendPid(second);
      await first.query(insertOne);
      const secondInsert = second.query(insertOne).then(
        () => null,
        (error: { code?: string; message: string }) => error,
      );
      await blockedOnLock(secondPid);
      await first.query(firstEnds);
      const secondError = await secondInsert;
      await second.query(secondError ? 'rollback' : 'commit');
      return secondError;
    }

    it('refuses the insert that waited while another took the last place', async () => {
      const before = await count();
      const error = await raceForTheLastPlace('read committed', 'commit');
      expect(error?.code, error?.message).toBe('PT429');
      expect(await count()).toBe(before + 1);
    });

    it('gives the last place to the waiting insert when the first one rolls back', async () => {
      const before = await count();
      const error = await raceForTheLastPlace('read committed', 'rollback');
      expect(error).toBeNull();
      expect(await count()).toBe(before + 1);
    });

    it('refuses the waiting insert under REPEATABLE READ too (a serialization failure), rather than miscount', async () => {
      const before = await count();
      const error = await raceForTheLastPlace('repeatable read', 'commit');
      expect(error?.code, error?.message).toBe('40001');
      expect(await count()).toBe(before + 1);
    });
  });
  describe('concurrent inserts keep the table within its bounds', () => {
    const clients: pg.Client[] = [];
    let saved = '';

    beforeAll(async () => {
      for (let i = 0; i < 6; i++) clients.push(await server!.connect());
      saved = (await admin.query<{ n: string }>('select max_rows::text as n from private.error_logs_bounds')).rows[0]!.n;
    });

    afterAll(async () => {
      await admin.query(`update private.error_logs_bounds set max_rows = ${saved}`);
      await Promise.all(clients.map((client) => client.end().catch(() => {})));
    });

    it('holds the newest rows and a true count when six visitors insert at once', async () => {
      await resetCeiling(admin);
      await admin.query('truncate public.error_logs');
      await admin.query('update private.error_logs_bounds set max_rows = 10');
      // Each a transaction as anon, all open at once, then committed together. The 30 ids are
      // consecutive, so the newest ten are the ten highest, whatever order the inserts took turns in.
      for (const client of clients) await client.query('begin; set local role anon');
      const inserts = clients.map((client, i) =>
        client.query(
          `insert into public.error_logs (error_message) select 'Visitor ${i} ' || g from generate_series(1, ${CEILING.rowsPerStatement}) g`,
        ),
      );
      await Promise.all(inserts.map((insert, i) => insert.then(() => clients[i]!.query('commit'))));
      const { rows } = await admin.query<{ held: number; counted: number; newest: boolean }>(
        `select count(*)::int as held, (select row_count::int from private.error_logs_totals) as counted,
                min(id) = max(id) - 9 as newest
           from public.error_logs`,
      );
      expect(rows[0]).toEqual({ held: 10, counted: 10, newest: true });
    });
  });
});
