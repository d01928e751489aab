import { beforeEach } from 'vitest';
import { errorLogsGrantsContract } from './errorLogsGrants.ts';
import { errorLogsLimitsContract } from './errorLogsLimits.ts';
import { resetCeiling, type CountRows, type Db } from './errorLogsSql.ts';

export { CEILING, resetCeiling } from './errorLogsSql.ts';

/**
 * What the error_logs migrations promise, as tests that run on any PostgreSQL the caller sets up
 * with Supabase's roles and default privileges and every migration applied: PGlite (the fast check)
 * and a real server from the operating system's packages. Each statement of a role runs the way
 * PostgREST runs it: in its own transaction, after `set local role`.
 */

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

/** Registers the whole contract's tests, on the database `db` gives (set up, every migration applied). */
export function errorLogsContract(db: () => Db): void {
  const count: CountRows = async (where = 'true') =>
    (await db().query<{ n: number }>(`select count(*)::int as n from public.error_logs where ${where}`)).rows[0]!.n;

  beforeEach(async () => {
    await resetCeiling(db());
  });

  errorLogsGrantsContract(db, count);
  errorLogsLimitsContract(db, count);
}
