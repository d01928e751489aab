import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildErrorLogRow, ERROR_LOG_LIMITS, TRUNCATION_MARKER, type ErrorLogRow } from '../../engine/errors/errorRow.ts';

/**
 * What the error_logs migrations promise, as tests that run on any PostgreSQL the caller sets up
 * with Supabase's roles and default privileges and every migration applied: PGlite (the fast check)
 * and a real server from the operating system's packages. Each statement of a role runs the way
 * PostgREST runs it: in its own transaction, after `set local role`.
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

/** An ACL as its entries in a fixed order (null stays null: the owner's defaults), so grants compare regardless of the order they were made in. */
const sortedAcl = (acl: string) => `case when ${acl} is null then null else array(select x::text from unnest(${acl}) x order by 1) end`;

/**
 * What the migrations leave in the database, read from the catalogues: every relation, column,
 * constraint, trigger, function, policy and schema in public and private, with owners, grants,
 * row-level security, defaults, definitions and comments, plus the ceiling's one turn row. Two
 * databases with equal results hold the same error_logs set-up (the rows logged aside).
 */
export async function migrationResult(db: Db): Promise<Record<string, unknown[]>> {
  const schemas = `('public', 'private')`;
  const queries: Record<string, string> = {
    schemas: `select nspname, pg_get_userbyid(nspowner) as owner, ${sortedAcl('nspacl')} as acl
                from pg_namespace where nspname in ${schemas} order by 1`,
    relations: `select n.nspname || '.' || c.relname as name, c.relkind, pg_get_userbyid(c.relowner) as owner,
                       c.relrowsecurity, c.relforcerowsecurity, ${sortedAcl('c.relacl')} as acl,
                       obj_description(c.oid, 'pg_class') as comment
                  from pg_class c join pg_namespace n on n.oid = c.relnamespace
                 where n.nspname in ${schemas} order by 1`,
    columns: `select c.oid::regclass::text as relation, a.attname, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull,
                     a.attidentity, pg_get_expr(d.adbin, d.adrelid) as default, ${sortedAcl('a.attacl')} as acl,
                     col_description(c.oid, a.attnum) as comment
                from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
                left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
               where n.nspname in ${schemas} and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped order by 1, a.attnum`,
    constraints: `select conrelid::regclass::text as relation, conname, pg_get_constraintdef(k.oid) as definition, convalidated
                    from pg_constraint k join pg_namespace n on n.oid = k.connamespace where n.nspname in ${schemas} order by 1, 2`,
    triggers: `select tgrelid::regclass::text as relation, tgname, pg_get_triggerdef(oid) as definition, tgenabled
                 from pg_trigger where not tgisinternal order by 1, 2`,
    functions: `select p.oid::regprocedure::text as signature, pg_get_functiondef(p.oid) as definition, pg_get_userbyid(p.proowner) as owner,
                       ${sortedAcl('p.proacl')} as acl, obj_description(p.oid, 'pg_proc') as comment
                  from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname in ${schemas} order by 1`,
    policies: `select schemaname, tablename, policyname, permissive, roles::text, cmd, qual, with_check from pg_policies order by 1, 2, 3`,
    defaultPrivileges: `select pg_get_userbyid(defaclrole) as role, defaclnamespace::regnamespace::text as schema, defaclobjtype,
                               ${sortedAcl('defaclacl')} as acl
                          from pg_default_acl order by 1, 2, 3`,
    turnRows: `select count(*)::int as n from private.error_logs_intake_turn`,
  };
  const result: Record<string, unknown[]> = {};
  for (const [name, sql] of Object.entries(queries)) result[name] = (await db.query(sql)).rows;
  return result;
}

/** The columns the browser sends (engine/errors/errorRow.ts): never id, created_at or "timestamp", which the table fills. */
export const COLUMNS = ['error_message', 'error_stack', 'context', 'user_agent', 'url'];
const insertOne = `insert into public.error_logs (${COLUMNS.join(', ')}) values ($1, $2, $3, $4, $5)`;
const plainRow = [
  'Boom',
  'Error: Boom\n    at x (https://www.example.test/assets/app.js:1:2)',
  'Global Error',
  'Mozilla/5.0',
  'https://www.example.test/contact',
];

/** `n` rows in one statement, each `bytes` long in error_message (ASCII). */
function rowsStatement(n: number, tag: string): string {
  return `insert into public.error_logs (error_message, context) select '${tag} ' || g, 'Ceiling test' from generate_series(1, ${n}) g`;
}

/** Rejects with a PostgreSQL error whose fields match `expected` (code, constraint, message…). */
async function refused(promise: Promise<unknown>, expected: { code?: string; constraint?: string; message?: RegExp }): Promise<void> {
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

const PERMISSION_DENIED = { code: '42501', message: /permission denied/ };
const TABLE_PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER'];

export function errorLogsContract(db: () => Db): void {
  const count = async (where = 'true') =>
    (await db().query<{ n: number }>(`select count(*)::int as n from public.error_logs where ${where}`)).rows[0]!.n;

  beforeEach(async () => {
    await resetCeiling(db());
  });

  describe('the Supabase set-up the migrations run on', () => {
    it('gives every new table in public to anon and authenticated by default, as a Supabase project does', async () => {
      // Without this the tests below would pass on a database no Supabase project looks like.
      // Created by the role that runs the migrations, as a migration's table would be.
      await db().query('begin');
      await db().query('set local role postgres');
      await db().query('create table public.default_grants_probe (x int)');
      await db().query('commit');
      try {
        const { rows } = await db().query<{ anon: boolean; authenticated: boolean }>(
          `select has_table_privilege('anon', 'public.default_grants_probe', 'TRUNCATE') as anon,
                  has_table_privilege('authenticated', 'public.default_grants_probe', 'DELETE') as authenticated`,
        );
        expect(rows[0]).toEqual({ anon: true, authenticated: true });
      } finally {
        await db().query('drop table public.default_grants_probe');
      }
    });
  });

  describe('anon (the website) may insert single rows and nothing else', () => {
    it('inserts a normal row', async () => {
      const before = await count();
      await asRole(db(), 'anon', insertOne, plainRow);
      expect(await count()).toBe(before + 1);
    });

    it('defaults the context to Unknown', async () => {
      await asRole(db(), 'anon', `insert into public.error_logs (error_message) values ('No context given')`);
      const { rows } = await db().query<{ context: string }>(
        `select context from public.error_logs where error_message = 'No context given'`,
      );
      expect(rows[0]?.context).toBe('Unknown');
    });

    it('holds INSERT on the columns it sends, and no other privilege', async () => {
      // has_table_privilege sees table-wide grants only; has_any_column_privilege sees per-column ones too.
      const { rows } = await db().query<{ privilege: string; table_wide: boolean; any_column: boolean | null }>(
        `select p as privilege, has_table_privilege('anon', 'public.error_logs', p) as table_wide,
                case when p in ('SELECT', 'INSERT', 'UPDATE', 'REFERENCES') then has_any_column_privilege('anon', 'public.error_logs', p) end as any_column
           from unnest($1::text[]) p`,
        [TABLE_PRIVILEGES],
      );
      expect(Object.fromEntries(rows.map((r) => [r.privilege, r.table_wide || r.any_column === true]))).toEqual({
        SELECT: false,
        INSERT: true,
        UPDATE: false,
        DELETE: false,
        TRUNCATE: false,
        REFERENCES: false,
        TRIGGER: false,
      });
      const { rows: columns } = await db().query<{ column_name: string }>(
        `select column_name from information_schema.column_privileges
          where grantee = 'anon' and table_schema = 'public' and table_name = 'error_logs' and privilege_type = 'INSERT' order by column_name`,
      );
      expect(columns.map((c) => c.column_name)).toEqual(['context', 'error_message', 'error_stack', 'url', 'user_agent']);
    });

    it('cannot read, change, delete or truncate', async () => {
      await refused(asRole(db(), 'anon', 'select * from public.error_logs'), PERMISSION_DENIED);
      await refused(asRole(db(), 'anon', `update public.error_logs set context = 'x'`), PERMISSION_DENIED);
      await refused(asRole(db(), 'anon', 'delete from public.error_logs'), PERMISSION_DENIED);
      await refused(asRole(db(), 'anon', 'truncate public.error_logs'), PERMISSION_DENIED);
      await refused(asRole(db(), 'anon', `insert into public.error_logs (error_message) values ('x') returning id`), PERMISSION_DENIED);
    });

    it('cannot set the columns the table fills itself (id, created_at, "timestamp")', async () => {
      const before = await count();
      await refused(
        asRole(db(), 'anon', `insert into public.error_logs (error_message, "timestamp") values ('x', '9999-12-31')`),
        PERMISSION_DENIED,
      );
      await refused(
        asRole(db(), 'anon', `insert into public.error_logs (error_message, created_at) values ('x', '2000-01-01')`),
        PERMISSION_DENIED,
      );
      await refused(
        asRole(db(), 'anon', `insert into public.error_logs (id, error_message) overriding system value values (1, 'x')`),
        PERMISSION_DENIED,
      );
      expect(await count()).toBe(before);
    });

    it('cannot read, advance or reset the id sequence (inserting needs none of that)', async () => {
      const seq = (await db().query<{ seq: string }>(`select pg_get_serial_sequence('public.error_logs', 'id') as seq`)).rows[0]!.seq;
      await refused(asRole(db(), 'anon', `select nextval('${seq}')`), PERMISSION_DENIED);
      await refused(asRole(db(), 'anon', `select setval('${seq}', 1)`), PERMISSION_DENIED);
      await refused(asRole(db(), 'anon', `select last_value from ${seq}`), PERMISSION_DENIED);
      const { rows } = await db().query<{ held: boolean }>(
        `select bool_or(has_sequence_privilege(r, $1, p)) as held from unnest(array['anon', 'authenticated']) r, unnest(array['USAGE', 'SELECT', 'UPDATE']) p`,
        [seq],
      );
      expect(rows[0]!.held).toBe(false);
    });

    it('is hidden every row by row-level security, even if it were granted SELECT by mistake', async () => {
      const { rows } = await db().query<{ relrowsecurity: boolean }>(
        `select relrowsecurity from pg_class where oid = 'public.error_logs'::regclass`,
      );
      expect(rows[0]?.relrowsecurity).toBe(true);
      await db().query('grant select on public.error_logs to anon');
      try {
        expect(await asRole(db(), 'anon', 'select * from public.error_logs')).toEqual([]);
      } finally {
        await db().query('revoke select on public.error_logs from anon');
      }
    });
  });

  describe('authenticated gets nothing (the site has no sign-in)', () => {
    it('holds no privilege on the table or any of its columns', async () => {
      const { rows } = await db().query<{ held: boolean }>(
        `select bool_or(has_table_privilege('authenticated', 'public.error_logs', p)
                     or has_any_column_privilege('authenticated', 'public.error_logs', p)) as held
           from unnest(array['SELECT', 'INSERT', 'UPDATE', 'REFERENCES']) p`,
      );
      const { rows: tableWide } = await db().query<{ held: boolean }>(
        `select bool_or(has_table_privilege('authenticated', 'public.error_logs', p)) as held from unnest($1::text[]) p`,
        [TABLE_PRIVILEGES],
      );
      expect(rows[0]!.held || tableWide[0]!.held).toBe(false);
    });

    it('cannot insert, read, change, delete or truncate', async () => {
      const before = await count();
      await refused(asRole(db(), 'authenticated', insertOne, plainRow), PERMISSION_DENIED);
      await refused(asRole(db(), 'authenticated', 'select * from public.error_logs'), PERMISSION_DENIED);
      await refused(asRole(db(), 'authenticated', `update public.error_logs set context = 'x'`), PERMISSION_DENIED);
      await refused(asRole(db(), 'authenticated', 'delete from public.error_logs'), PERMISSION_DENIED);
      // Row-level security does not cover TRUNCATE: only the missing privilege stops it.
      await refused(asRole(db(), 'authenticated', 'truncate public.error_logs'), PERMISSION_DENIED);
      expect(await count()).toBe(before);
    });
  });

  describe('the service role reads the log', () => {
    it('reads every row past row-level security', async () => {
      const total = await count();
      const rows = await asRole<{ n: number }>(db(), 'service_role', 'select count(*)::int as n from public.error_logs');
      expect(rows[0]!.n).toBe(total);
      expect(total).toBeGreaterThan(0);
    });
  });

  describe('every row’s "timestamp" is the database’s time, never the client’s', () => {
    /**
     * Inserts a row tagged `message` with `insert`, then reads it back: its "timestamp" and whether
     * that lies between the server's clock just before and just after the insert, and equals
     * created_at (now() of the inserting transaction).
     */
    async function storedTime(message: string, insert: () => Promise<unknown>) {
      const before = (await db().query<{ at: string }>('select clock_timestamp()::text as at')).rows[0]!.at;
      await insert();
      return (
        await db().query<{ stored: string; server_time: boolean }>(
          `select "timestamp"::text as stored,
                  "timestamp" between $2::timestamptz and clock_timestamp() and "timestamp" = created_at as server_time
             from public.error_logs where error_message = $1`,
          [message, before],
        )
      ).rows;
    }

    it('gives a row sent without one (as the browser sends it) the time of its insert', async () => {
      const rows = await storedTime('Server time: none sent', () =>
        asRole(db(), 'anon', insertOne, ['Server time: none sent', null, 'Time test', 'Mozilla/5.0', 'https://www.example.test/']),
      );
      expect(rows).toEqual([{ stored: expect.any(String), server_time: true }]);
    });

    it('replaces a time sent by a role that may set the column (the service role): 9999-12-31 and 1970-01-01', async () => {
      for (const sent of ['9999-12-31', '1970-01-01T00:00:00Z']) {
        const message = `Server time: service role sent ${sent}`;
        const rows = await storedTime(message, () =>
          asRole(db(), 'service_role', `insert into public.error_logs (error_message, "timestamp") values ($1, $2)`, [message, sent]),
        );
        expect(rows).toEqual([{ stored: expect.any(String), server_time: true }]);
      }
    });

    it('replaces anon’s 9999-12-31 even if anon were granted the column by mistake', async () => {
      await db().query('grant insert ("timestamp") on public.error_logs to anon');
      try {
        const rows = await storedTime('Server time: anon sent 9999-12-31', () =>
          asRole(db(), 'anon', `insert into public.error_logs (error_message, "timestamp") values ($1, '9999-12-31')`, [
            'Server time: anon sent 9999-12-31',
          ]),
        );
        expect(rows).toEqual([{ stored: expect.any(String), server_time: true }]);
      } finally {
        await db().query('revoke insert ("timestamp") on public.error_logs from anon');
      }
    });
  });

  describe('column limits, in characters and in UTF-8 bytes (the numbers engine/errors/errorRow.ts truncates to)', () => {
    const columns = Object.entries(ERROR_LOG_LIMITS) as [keyof typeof ERROR_LOG_LIMITS, { chars: number; bytes: number }][];
    const insertColumn = (column: string, value: string) =>
      asRole(
        db(),
        'anon',
        column === 'error_message'
          ? 'insert into public.error_logs (error_message) values ($1)'
          : `insert into public.error_logs (error_message, ${column}) values ('Limit test', $1)`,
        [value],
      );
    const stored = async (column: string, value: string) =>
      (await db().query<{ n: number }>(`select count(*)::int as n from public.error_logs where ${column} = $1`, [value])).rows[0]!.n;

    for (const [column, limit] of columns) {
      it(`${column}: accepts ${limit.chars} characters and ${limit.bytes} bytes`, async () => {
        const ascii = 'a'.repeat(limit.chars);
        const twoByte = 'é'.repeat(limit.chars); // the character and the byte limit at once
        const fourByte = '😀'.repeat(limit.bytes / 4);
        for (const value of [ascii, twoByte, fourByte]) {
          await insertColumn(column, value);
          expect(await stored(column, value)).toBe(1);
        }
      });

      it(`${column}: refuses ${limit.chars + 1} characters, and ${limit.bytes + 1} bytes in fewer characters`, async () => {
        await refused(insertColumn(column, 'a'.repeat(limit.chars + 1)), { code: '23514', message: /check constraint/ });
        // 4-byte characters under the character limit but one byte over the byte limit.
        await refused(insertColumn(column, '😀'.repeat(limit.bytes / 4) + 'a'), {
          code: '23514',
          constraint: `error_logs_${column}_bytes`,
        });
      });
    }

    it('refuses a 250 KB row of 4-byte characters that keeps every character limit', async () => {
      const emoji = (chars: number) => '😀'.repeat(chars);
      const limits = ERROR_LOG_LIMITS;
      const row = [
        emoji(limits.error_message.chars),
        emoji(limits.error_stack.chars),
        emoji(limits.context.chars),
        emoji(limits.user_agent.chars),
        emoji(limits.url.chars),
      ];
      expect(row.reduce((sum, value) => sum + Buffer.byteLength(value), 0)).toBeGreaterThan(250_000);
      const before = await count();
      await refused(asRole(db(), 'anon', insertOne, row), { code: '23514' });
      expect(await count()).toBe(before);
    });
  });

  describe(`at most ${CEILING.rowsPerStatement} rows in one statement`, () => {
    it(`accepts ${CEILING.rowsPerStatement} rows in one statement`, async () => {
      const before = await count();
      await asRole(db(), 'anon', rowsStatement(CEILING.rowsPerStatement, 'Five at once'));
      expect(await count()).toBe(before + CEILING.rowsPerStatement);
    });

    it(`refuses ${CEILING.rowsPerStatement + 1} rows, and 10,000 rows, in one statement`, async () => {
      const before = await count();
      await refused(asRole(db(), 'anon', rowsStatement(CEILING.rowsPerStatement + 1, 'Six at once')), {
        code: 'PT413',
        message: /at most 5 rows/,
      });
      await refused(asRole(db(), 'anon', rowsStatement(10_000, 'Flood')), { code: 'PT413', message: /at most 5 rows/ });
      expect(await count()).toBe(before);
    });
  });

  describe(`growth ceiling: ${CEILING.rowsPerMinute} rows and ${CEILING.bytesPerMinute} bytes in any 60 seconds, across all visitors`, () => {
    it(`refuses row ${CEILING.rowsPerMinute + 1}`, async () => {
      const before = await count();
      for (let i = 0; i < CEILING.rowsPerMinute / CEILING.rowsPerStatement; i++) {
        await asRole(db(), 'anon', rowsStatement(CEILING.rowsPerStatement, `Ceiling ${i}`));
      }
      expect(await count()).toBe(before + CEILING.rowsPerMinute);
      await refused(asRole(db(), 'anon', insertOne, plainRow), { code: 'PT429', message: /ceiling/ });
      expect(await count()).toBe(before + CEILING.rowsPerMinute);
    });

    it('refuses the row that would pass the byte ceiling, however few rows came before', async () => {
      const limits = ERROR_LOG_LIMITS;
      // The largest row the column limits allow: every column at its byte limit.
      const big = [
        'é'.repeat(limits.error_message.chars),
        'é'.repeat(limits.error_stack.chars),
        'é'.repeat(limits.context.chars),
        'é'.repeat(limits.user_agent.chars),
        'é'.repeat(limits.url.chars),
      ];
      const rowBytes = big.reduce((sum, value) => sum + Buffer.byteLength(value), 0);
      const fit = Math.floor(CEILING.bytesPerMinute / rowBytes);
      expect(fit).toBeLessThan(CEILING.rowsPerMinute);
      for (let i = 0; i < fit; i++) await asRole(db(), 'anon', insertOne, big);
      await refused(asRole(db(), 'anon', insertOne, big), { code: 'PT429' });
      // A small row still fits in what is left of the byte budget.
      await asRole(db(), 'anon', insertOne, plainRow);
    });

    it('counts nothing for a refused statement', async () => {
      await refused(asRole(db(), 'anon', rowsStatement(CEILING.rowsPerStatement + 1, 'Refused')), { code: 'PT413' });
      for (let i = 0; i < CEILING.rowsPerMinute / CEILING.rowsPerStatement; i++) {
        await asRole(db(), 'anon', rowsStatement(CEILING.rowsPerStatement, `After refusal ${i}`));
      }
    });

    it('applies to every role, the service role included', async () => {
      for (let i = 0; i < CEILING.rowsPerMinute / CEILING.rowsPerStatement; i++) {
        await asRole(db(), 'service_role', rowsStatement(CEILING.rowsPerStatement, `Service ${i}`));
      }
      await refused(asRole(db(), 'service_role', insertOne, plainRow), { code: 'PT429' });
    });
  });

  describe(`the table keeps its newest rows: at most ${BOUNDS.maxRows} rows, ${BOUNDS.maxBytes} bytes of text, ${BOUNDS.maxAgeDays} days`, () => {
    type Bounds = { max_rows: string; max_bytes: string; max_age: string };
    let saved: Bounds;
    const setBounds = (set: string) => db().query(`update private.error_logs_bounds set ${set}`);
    const bytesOf = `private.error_logs_text_bytes(error_message, error_stack, context, user_agent, url)`;
    /** What the triggers have counted, and what the table holds. */
    const counted = async () =>
      (
        await db().query<{ rows: number; bytes: number }>(
          `select row_count::int as rows, byte_count::int as bytes from private.error_logs_totals`,
        )
      ).rows[0]!;
    const held = async () =>
      (
        await db().query<{ rows: number; bytes: number }>(
          `select count(*)::int as rows, coalesce(sum(${bytesOf}), 0)::int as bytes from public.error_logs`,
        )
      ).rows[0]!;
    const messages = async () =>
      (await db().query<{ error_message: string }>(`select error_message from public.error_logs order by id`)).rows.map(
        (r) => r.error_message,
      );
    const plainRowBytes = plainRow.reduce((sum, value) => sum + Buffer.byteLength(value), 0);

    beforeEach(async () => {
      saved = (await db().query<Bounds>(`select max_rows::text, max_bytes::text, max_age::text from private.error_logs_bounds`)).rows[0]!;
      await db().query('truncate public.error_logs');
    });

    afterEach(async () => {
      await setBounds(`max_rows = ${saved.max_rows}, max_bytes = ${saved.max_bytes}, max_age = '${saved.max_age}'`);
    });

    it('holds the bounds the README states, as one row the project’s owner may change', async () => {
      const { rows } = await db().query(
        `select max_rows::int, max_bytes::bigint::text, extract(day from max_age)::int as days, count(*) over ()::int as n from private.error_logs_bounds`,
      );
      expect(rows).toEqual([{ max_rows: BOUNDS.maxRows, max_bytes: String(BOUNDS.maxBytes), days: BOUNDS.maxAgeDays, n: 1 }]);
    });

    it('drops the oldest rows once an insert takes it past its number of rows', async () => {
      await setBounds('max_rows = 7');
      for (const tag of ['A', 'B', 'C']) await asRole(db(), 'anon', rowsStatement(CEILING.rowsPerStatement, tag));
      expect(await messages()).toEqual(['B 4', 'B 5', 'C 1', 'C 2', 'C 3', 'C 4', 'C 5']);
      expect(await counted()).toEqual(await held());
    });

    it('drops the oldest rows once an insert takes it past its bytes of text', async () => {
      await setBounds(`max_bytes = ${3 * plainRowBytes}`);
      for (let i = 1; i <= 5; i++) await asRole(db(), 'anon', insertOne, [`${plainRow[0]} ${i}`, ...plainRow.slice(1)]);
      // Each row is a byte longer than plainRow: two fit in three plain rows' bytes, not three.
      expect(await messages()).toEqual(['Boom 4', 'Boom 5']);
      expect(await counted()).toEqual(await held());
      expect((await held()).bytes).toBeLessThanOrEqual(3 * plainRowBytes);
    });

    it('drops rows past its age as inserts come, and keeps younger ones', async () => {
      await asRole(db(), 'anon', rowsStatement(3, 'Dated'));
      // Dated afterwards: an insert of old rows would drop them at once.
      await db().query(
        `update public.error_logs set created_at = now() - case error_message
           when 'Dated 1' then interval '${BOUNDS.maxAgeDays + 1} days'
           when 'Dated 2' then interval '${BOUNDS.maxAgeDays} days 1 minute'
           else interval '${BOUNDS.maxAgeDays - 1} days' end`,
      );
      expect(await count()).toBe(3);
      await asRole(db(), 'anon', insertOne, plainRow);
      expect(await messages()).toEqual(['Dated 3', 'Boom']);
      expect(await counted()).toEqual(await held());
    });

    it('keeps within them whoever inserts: the service role too', async () => {
      await setBounds('max_rows = 3');
      await asRole(db(), 'service_role', rowsStatement(CEILING.rowsPerStatement, 'Service'));
      expect(await messages()).toEqual(['Service 3', 'Service 4', 'Service 5']);
    });

    it('keeps its count right through inserts, the service role’s deletes and a truncate', async () => {
      for (const tag of ['A', 'B']) await asRole(db(), 'anon', rowsStatement(CEILING.rowsPerStatement, tag));
      await asRole(db(), 'anon', insertOne, plainRow);
      expect(await counted()).toEqual({ rows: 11, bytes: (await held()).bytes });
      await asRole(db(), 'service_role', `delete from public.error_logs where error_message like 'A %'`);
      expect(await counted()).toEqual({ rows: 6, bytes: (await held()).bytes });
      await db().query('truncate public.error_logs');
      expect(await counted()).toEqual({ rows: 0, bytes: 0 });
    });

    it('keeps every row when the owner takes the bounds away', async () => {
      await db().query('delete from private.error_logs_bounds');
      try {
        for (const tag of ['A', 'B']) await asRole(db(), 'anon', rowsStatement(CEILING.rowsPerStatement, tag));
        expect(await count()).toBe(2 * CEILING.rowsPerStatement);
      } finally {
        await db().query(
          `insert into private.error_logs_bounds (max_rows, max_bytes, max_age) values (${saved.max_rows}, ${saved.max_bytes}, '${saved.max_age}')`,
        );
      }
    });

    it('is beyond the reach of the API roles: they can neither read nor change the bounds or the count', async () => {
      for (const role of ['anon', 'authenticated', 'service_role'] as const) {
        await refused(asRole(db(), role, 'select * from private.error_logs_bounds'), PERMISSION_DENIED);
        await refused(asRole(db(), role, 'update private.error_logs_bounds set max_rows = 1'), PERMISSION_DENIED);
        await refused(asRole(db(), role, 'update private.error_logs_totals set row_count = 0'), PERMISSION_DENIED);
      }
    });
  });

  describe('the triggers’ machinery is out of the API roles’ reach', () => {
    const triggerFunctions = async () =>
      (
        await db().query<{
          trigger: string;
          schema: string;
          definer: boolean;
          config: string[] | null;
          owner: string;
          executable: boolean;
        }>(
          `select t.tgname as trigger, p.pronamespace::regnamespace::text as schema, p.prosecdef as definer, p.proconfig as config,
                  pg_get_userbyid(p.proowner) as owner,
                  has_function_privilege('anon', p.oid, 'EXECUTE') or has_function_privilege('authenticated', p.oid, 'EXECUTE') as executable
             from pg_trigger t join pg_proc p on p.oid = t.tgfoid
            where t.tgrelid = 'public.error_logs'::regclass and not t.tgisinternal
            order by t.tgname`,
        )
      ).rows;

    it('has the ceiling’s, the server time’s and the bounds’ triggers on error_logs, and no others', async () => {
      expect((await triggerFunctions()).map((t) => t.trigger)).toEqual([
        'error_logs_count_deleted',
        'error_logs_count_truncated',
        'error_logs_enforce_ceiling',
        'error_logs_keep_bounded',
        'error_logs_server_time',
      ]);
    });

    it('keeps the bounds and their count as their owner, with a fixed search_path, and no API role may execute them', async () => {
      const bounds = (await triggerFunctions()).filter((t) => /count_|keep_bounded/.test(t.trigger));
      expect(bounds).toHaveLength(3);
      for (const trigger of bounds) {
        expect(trigger, trigger.trigger).toMatchObject({ schema: 'private', definer: true, config: ['search_path=""'], executable: false });
        expect(['anon', 'authenticated', 'service_role']).not.toContain(trigger.owner);
      }
    });

    it('the ceiling runs as its owner with a fixed search_path, and no API role may execute it', async () => {
      const ceiling = (await triggerFunctions()).find((t) => t.trigger === 'error_logs_enforce_ceiling')!;
      expect(ceiling.schema).toBe('private');
      expect(ceiling.definer).toBe(true);
      expect(ceiling.config).toEqual(['search_path=""']);
      expect(['anon', 'authenticated', 'service_role']).not.toContain(ceiling.owner);
      expect(ceiling.executable).toBe(false);
    });

    it('sets the server time with the inserting role’s rights (it needs none), a fixed search_path, out of the API’s reach', async () => {
      const serverTime = (await triggerFunctions()).find((t) => t.trigger === 'error_logs_server_time');
      expect(serverTime).toMatchObject({ schema: 'private', definer: false, config: ['search_path=""'], executable: false });
    });

    it('keeps the function and its ledger in a schema the API roles cannot use', async () => {
      await refused(asRole(db(), 'anon', 'select * from private.error_logs_intake'), PERMISSION_DENIED);
      await refused(asRole(db(), 'anon', 'delete from private.error_logs_intake'), PERMISSION_DENIED);
      await refused(asRole(db(), 'authenticated', 'select private.error_logs_enforce_ceiling()'), PERMISSION_DENIED);
      const { rows } = await db().query<{ usage: boolean }>(
        `select bool_or(has_schema_privilege(r, 'private', 'USAGE')) as usage from unnest(array['anon', 'authenticated', 'service_role']) r`,
      );
      expect(rows[0]!.usage).toBe(false);
    });

    it('cannot be switched off or replaced by anon', async () => {
      await refused(asRole(db(), 'anon', 'alter table public.error_logs disable trigger all'), { code: '42501' });
      await refused(asRole(db(), 'anon', `alter function private.error_logs_enforce_ceiling() owner to anon`), { code: '42501' });
      await refused(asRole(db(), 'anon', `alter function private.error_logs_server_time() owner to anon`), { code: '42501' });
      await refused(asRole(db(), 'anon', `set session_replication_role = replica`), { code: '42501' });
    });
  });

  describe('rows the browser builds (engine/errors/errorRow.ts) are stored, never refused', () => {
    const values = (row: ErrorLogRow) => [row.error_message, row.error_stack, row.context, row.user_agent, row.url];
    const storedRow = async (row: ErrorLogRow) =>
      (
        await db().query<Record<string, unknown>>(
          `select error_message, error_stack, context, user_agent, url from public.error_logs where error_message = $1 and url = $2`,
          [row.error_message, row.url],
        )
      ).rows;

    it('stores, shortened, a 20,000-character message and a 2,530-character address', async () => {
      const path = '/contact/' + 'section/'.repeat(300); // 2,409 characters of path, kept
      const prefix = `https://www.example.test${path}?email=visitor%40example.test&token=`;
      const fragment = '#access_token=secret';
      const href = prefix + 't'.repeat(2_530 - prefix.length - fragment.length) + fragment;
      expect(href).toHaveLength(2_530);
      const error = new Error('Boom '.repeat(4_000));
      expect(error.message).toHaveLength(20_000);
      const row = buildErrorLogRow({ error, context: 'Global Error', userAgent: 'Mozilla/5.0', href });
      expect(row.url.endsWith(TRUNCATION_MARKER)).toBe(true);
      expect(row.url).not.toContain('token');
      await asRole(db(), 'anon', insertOne, values(row));
      expect(await storedRow(row)).toEqual([
        {
          error_message: row.error_message,
          error_stack: row.error_stack,
          context: 'Global Error',
          user_agent: 'Mozilla/5.0',
          url: row.url,
        },
      ]);
    });

    it('stores a message of 4-byte characters, NUL and lone surrogates, each column at its limits', async () => {
      const error = new Error('\u0000 \ud800 ' + '😀'.repeat(20_000));
      error.stack = 'Error: \udc00\n' + '    at 😀 (https://www.example.test/assets/app.js:1:2)\n'.repeat(3_000);
      const row = buildErrorLogRow({
        error,
        context: '😀'.repeat(300),
        userAgent: '\u0000'.repeat(3_000),
        href: `https://www.example.test/${'😀'.repeat(3_000)}`,
      });
      await asRole(db(), 'anon', insertOne, values(row));
      expect(await storedRow(row)).toHaveLength(1);
    });
  });
}
