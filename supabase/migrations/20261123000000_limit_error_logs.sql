-- Limits for error_logs, which anyone holding the site's public anon key can write to.
--
-- A new migration rather than an edit of 20241201000000_create_error_logs.sql, which a project may
-- have applied already. Re-runnable: applied again, it leaves the database as one run does (each
-- statement replaces or re-states what it made). Only that was edited after release (the byte
-- constraints were plain `add constraint`, which fails the second time); a first run does the same. It assumes what every Supabase project has: the roles anon, authenticated
-- and service_role, and default privileges that give every new table, sequence and function in
-- public to all three — so it takes back everything error_logs does not want them to have.
--
-- What it enforces (README, "Deploying", says the same; engine/errors/errorRow.ts truncates to the
-- column limits, and the tests read them from there):
--
--   * anon may insert rows (these six columns only) and nothing else; authenticated, nothing at all.
--   * Each text column holds at most N characters and 2·N bytes of UTF-8:
--       error_message 10,000 / 20,000   error_stack 50,000 / 100,000   context 200 / 400
--       user_agent     1,000 /  2,000   url          2,000 /   4,000
--     so a row holds at most 126,400 bytes of text, however it is spelt.
--   * One statement inserts at most 5 rows.
--   * The table grows by at most 600 rows and 6,000,000 bytes of text in any 60 seconds, across all
--     visitors and roles; an insert past that is refused (SQLSTATE PT429, which PostgREST answers
--     with HTTP 429) until the minute has moved on. 600 rows a minute is far more than the site
--     produces when it works, and enough to see what broke when it does; the worst a client can do
--     is fill 6 MB a minute, never the whole database.

-- ─── Privileges ─────────────────────────────────────────────────────────────────────────────────

-- Table-wide revokes also remove column grants, so insert on the six client columns is re-granted.
-- TRUNCATE, REFERENCES and TRIGGER go too: row-level security does not cover TRUNCATE at all.
revoke all on table public.error_logs from public, anon, authenticated;
grant insert (error_message, error_stack, context, "timestamp", user_agent, url) on table public.error_logs to anon;

-- The identity sequence got the default grants too: with them anon could read it, or setval it to
-- its maximum so that every later insert fails. Inserting needs no privilege on an identity sequence.
revoke all on sequence public.error_logs_id_seq from public, anon, authenticated;

-- ─── Byte limits ────────────────────────────────────────────────────────────────────────────────

-- Characters alone let a row of 4-byte characters reach four times its character limits. NOT VALID:
-- enforced for every new row, without failing the migration on a project whose existing rows
-- (accepted under the old limits) are longer. Each is dropped first, so a second run re-creates it
-- as the first did rather than fail on the name (one statement: the table is locked once).
alter table public.error_logs
  drop constraint if exists error_logs_error_message_bytes,
  drop constraint if exists error_logs_error_stack_bytes,
  drop constraint if exists error_logs_context_bytes,
  drop constraint if exists error_logs_user_agent_bytes,
  drop constraint if exists error_logs_url_bytes,
  add constraint error_logs_error_message_bytes check (octet_length(error_message) <= 20000) not valid,
  add constraint error_logs_error_stack_bytes check (octet_length(error_stack) <= 100000) not valid,
  add constraint error_logs_context_bytes check (octet_length(context) <= 400) not valid,
  add constraint error_logs_user_agent_bytes check (octet_length(user_agent) <= 2000) not valid,
  add constraint error_logs_url_bytes check (octet_length(url) <= 4000) not valid;

-- ─── Rows per statement and the growth ceiling ──────────────────────────────────────────────────

-- Out of the API's reach: PostgREST exposes public, and Supabase advises never to put a security
-- definer function in an exposed schema. No API role gets usage on this schema.
create schema if not exists private;
revoke all on schema private from public, anon, authenticated, service_role;

-- What the ceiling has admitted, per second, for the last minute.
create table if not exists private.error_logs_intake (
  at_second timestamptz primary key,
  row_count integer not null,
  byte_count bigint not null
);

-- One row that every insert into error_logs updates before it counts: the update waits while another
-- insert's transaction holds it, so inserts take turns and each counts what the one before admitted.
create table if not exists private.error_logs_intake_turn (
  id boolean primary key default true check (id),
  taken_at timestamptz
);
insert into private.error_logs_intake_turn (id) values (true) on conflict (id) do nothing;

revoke all on table private.error_logs_intake, private.error_logs_intake_turn from public, anon, authenticated, service_role;

-- security definer: the inserting role (anon) has no access to the ledger; the function runs as its
-- owner, the role running this migration. search_path is empty, so every name below is qualified
-- and nobody can slip in a lookalike object (pg_catalog is always searched first).
create or replace function private.error_logs_enforce_ceiling()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  max_rows_per_statement constant integer := 5;
  max_rows_per_minute constant integer := 600;
  max_bytes_per_minute constant bigint := 6000000;
  statement_rows bigint;
  statement_bytes bigint;
  recent_rows bigint;
  recent_bytes bigint;
  this_second timestamptz;
begin
  select count(*),
         coalesce(sum(octet_length(r.error_message) + coalesce(octet_length(r.error_stack), 0) + octet_length(r.context)
                      + coalesce(octet_length(r.user_agent), 0) + coalesce(octet_length(r.url), 0)), 0)
    into statement_rows, statement_bytes
    from new_rows r;

  if statement_rows = 0 then
    return null;
  end if;
  if statement_rows > max_rows_per_statement then
    raise exception 'error_logs takes at most % rows per statement, not %', max_rows_per_statement, statement_rows
      using errcode = 'PT413', hint = 'Send one error per request.';
  end if;

  -- Take the turn. Under READ COMMITTED (PostgREST's) a second insert waits here until the first
  -- commits or rolls back, and its next statement sees what the first recorded. Under REPEATABLE
  -- READ or SERIALIZABLE it fails with a serialization error instead: refused, never miscounted.
  update private.error_logs_intake_turn set taken_at = clock_timestamp();

  -- The clock is read after the wait. Keeping this second and the 60 before it means any 60-second
  -- span of inserts falls within what one check saw.
  this_second := date_trunc('second', clock_timestamp());
  delete from private.error_logs_intake where at_second < this_second - interval '60 seconds';
  select coalesce(sum(row_count), 0), coalesce(sum(byte_count), 0)
    into recent_rows, recent_bytes
    from private.error_logs_intake;

  if recent_rows + statement_rows > max_rows_per_minute or recent_bytes + statement_bytes > max_bytes_per_minute then
    raise exception 'error_logs is at its ceiling of % rows and % bytes a minute; try again later', max_rows_per_minute, max_bytes_per_minute
      using errcode = 'PT429';
  end if;

  -- Recorded in the inserting transaction: if it rolls back, so does its count.
  insert into private.error_logs_intake as intake (at_second, row_count, byte_count)
    values (this_second, statement_rows, statement_bytes)
    on conflict (at_second) do update
      set row_count = intake.row_count + excluded.row_count, byte_count = intake.byte_count + excluded.byte_count;
  return null;
end;
$$;

comment on function private.error_logs_enforce_ceiling() is
  'Refuses an insert into public.error_logs of more than 5 rows, or past 600 rows or 6,000,000 bytes of text in any 60 seconds.';

-- Trigger functions cannot be called directly anyway; nobody but the owner needs EXECUTE to fire it.
revoke all on function private.error_logs_enforce_ceiling() from public, anon, authenticated, service_role;

-- One statement-level trigger sees every row of the statement at once (the transition table), so
-- the per-statement count is exact for INSERT and COPY alike.
drop trigger if exists error_logs_enforce_ceiling on public.error_logs;
create trigger error_logs_enforce_ceiling
  after insert on public.error_logs
  referencing new table as new_rows
  for each statement
  execute function private.error_logs_enforce_ceiling();

comment on table public.error_logs is
  'Errors reported by visitors'' browsers; written by the anon role (single rows, within the limits of migration 20261123000000), read only by the service role.';
