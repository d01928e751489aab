import { describe, expect, it } from 'vitest';
import { asRole, insertOne, plainRow, refused, PERMISSION_DENIED, TABLE_PRIVILEGES, type Db, type CountRows } from './errorLogsSql.ts';

/** The error_logs contract's part on who may do what: the Supabase set-up, each API role's grants, and the triggers' machinery out of their reach. */
export function errorLogsGrantsContract(db: () => Db, count: CountRows): void {
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
}
