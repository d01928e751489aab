-- error_logs."timestamp" is the database's time, never the client's.
--
-- Until now anon sent "timestamp" itself, so a row could claim any time at all ('9999-12-31' was
-- stored as given): whoever holds the public anon key could hide rows from a time window, or keep
-- made-up rows at the top of a log sorted by time. From here on every row's "timestamp" is now(),
-- the start of the transaction that inserts it (the same instant as created_at).
--
-- Why not keep the client's time when it is within a few minutes of now(): it is still the
-- client's pick inside that window, visitors' clocks are often minutes off (so rows would carry
-- two kinds of time, and sort wrongly against each other), and what it would add is small: the
-- browser writes an error within seconds of it happening (the logger loads on the first error;
-- errors from before the page's script ran wait for it). One clock for every row is simpler to
-- trust.
--
-- A new migration rather than an edit of the two before it, which a project may have applied
-- already. Re-runnable, like them: applied again, it changes nothing.

-- anon no longer sends the column (engine/errors/errorRow.ts stopped; deploy the site before
-- applying this), and may no longer: a row that names it is refused (42501), not quietly altered,
-- so a client that still sends a time finds out. (20261123000000 grants the column, and grants it
-- again if run again by itself; the trigger below keeps the time the database's even then.)
revoke insert ("timestamp") on table public.error_logs from anon;

-- For every role's rows, not only anon's: the service role, or a grant made later by mistake,
-- cannot set the time either. Not security definer: it touches no table, so it needs no privilege
-- and runs with the inserting role's. It sits beside the ceiling's function in private, out of the
-- API's reach; search_path is empty, so now() can only be pg_catalog's.
create or replace function private.error_logs_server_time()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new."timestamp" := now();
  return new;
end;
$$;

comment on function private.error_logs_server_time() is
  'Sets public.error_logs."timestamp" to now() on every insert, whatever the client sent.';

-- Trigger functions cannot be called directly anyway; nobody but the owner needs EXECUTE to fire it.
revoke all on function private.error_logs_server_time() from public, anon, authenticated, service_role;

-- BEFORE INSERT, for each row: it changes the row before it is stored, for INSERT and COPY alike.
drop trigger if exists error_logs_server_time on public.error_logs;
create trigger error_logs_server_time
  before insert on public.error_logs
  for each row
  execute function private.error_logs_server_time();

comment on column public.error_logs."timestamp" is
  'When the row was inserted: the database''s now(), set by trigger error_logs_server_time; a client cannot choose it.';
