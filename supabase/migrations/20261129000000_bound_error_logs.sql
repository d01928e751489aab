-- error_logs keeps within a size and an age: the newest rows, up to 100,000 rows, 100,000,000 bytes
-- of text and 90 days.
--
-- The ceiling of 20261123000000 bounds how fast the table grows (600 rows and 6,000,000 bytes a
-- minute), not how big it gets. Whoever holds the public anon key could keep inserting at the
-- ceiling: 8.6 GB a day, for as long as they liked, until the project's database was full and every
-- write of it failed. From here on an insert that takes the table past a bound drops the oldest
-- rows until it is within it again, and rows older than the age bound go as inserts come. A flood
-- can then push older rows out, never fill the database.
--
-- The bounds are one row of private.error_logs_bounds, which the project's owner may change
-- (`update private.error_logs_bounds set max_rows = …`); the migration applied again keeps them.
-- Re-runnable, like the migrations before it: applied again, it changes nothing else, but counts
-- the table's rows and bytes afresh. Do that after rows were loaded or deleted with triggers off
-- (a restore under session_replication_role = replica): the count would be off by them.

-- ─── The bounds, and the table's size as counted ────────────────────────────────────────────────

create table if not exists private.error_logs_bounds (
  id boolean primary key default true check (id),
  max_rows bigint not null check (max_rows >= 0),
  max_bytes bigint not null check (max_bytes >= 0),
  max_age interval not null
);
insert into private.error_logs_bounds (id, max_rows, max_bytes, max_age)
  values (true, 100000, 100000000, interval '90 days')
  on conflict (id) do nothing;

-- Summing the text of every row on each insert would read the whole table; the triggers below keep
-- this count instead, on every insert, delete and truncate, whoever makes them.
create table if not exists private.error_logs_totals (
  id boolean primary key default true check (id),
  row_count bigint not null,
  byte_count bigint not null
);

revoke all on table private.error_logs_bounds, private.error_logs_totals from public, anon, authenticated, service_role;

-- A row's text in bytes, as the ceiling counts it.
create or replace function private.error_logs_text_bytes(
  error_message text, error_stack text, context text, user_agent text, url text
)
returns bigint
language sql
immutable
set search_path = ''
as $$
  select coalesce(octet_length(error_message), 0)::bigint + coalesce(octet_length(error_stack), 0)
       + coalesce(octet_length(context), 0) + coalesce(octet_length(user_agent), 0) + coalesce(octet_length(url), 0)
$$;

-- The count starts from the rows there are (and is set right again by a second run).
insert into private.error_logs_totals as totals (id, row_count, byte_count)
  select true, count(*), coalesce(sum(private.error_logs_text_bytes(error_message, error_stack, context, user_agent, url)), 0)
    from public.error_logs
  on conflict (id) do update set row_count = excluded.row_count, byte_count = excluded.byte_count;

-- ─── Counting deletes and truncates ─────────────────────────────────────────────────────────────

create or replace function private.error_logs_count_deleted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.error_logs_totals
     set (row_count, byte_count) = (
       select row_count - count(*),
              byte_count - coalesce(sum(private.error_logs_text_bytes(r.error_message, r.error_stack, r.context, r.user_agent, r.url)), 0)
         from old_rows r);
  return null;
end;
$$;

create or replace function private.error_logs_count_truncated()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.error_logs_totals set row_count = 0, byte_count = 0;
  return null;
end;
$$;

-- ─── Keeping within the bounds ──────────────────────────────────────────────────────────────────

-- After the ceiling's trigger (statement triggers fire in name order: error_logs_enforce_ceiling,
-- then error_logs_keep_bounded), so a refused insert never gets here. security definer: the
-- inserting role (anon) may not delete; the function runs as its owner, who owns the table.
create or replace function private.error_logs_keep_bounded()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- Rows dropped per statement at most: a bound lowered a long way, or a log left for months, is
  -- brought within over the next inserts rather than in one slow one.
  batch constant integer := 1000;
  added_rows bigint;
  added_bytes bigint;
  bounds private.error_logs_bounds;
  total_rows bigint;
  total_bytes bigint;
  dropped bigint;
  left_to_drop integer := batch;
begin
  select count(*), coalesce(sum(private.error_logs_text_bytes(r.error_message, r.error_stack, r.context, r.user_agent, r.url)), 0)
    into added_rows, added_bytes
    from new_rows r;
  if added_rows = 0 then
    return null;
  end if;

  -- The ceiling's turn (already this transaction's, when it came through the ceiling): inserts
  -- count and drop one after another, each from what the one before left.
  update private.error_logs_intake_turn set taken_at = clock_timestamp();
  update private.error_logs_totals
     set row_count = row_count + added_rows, byte_count = byte_count + added_bytes;
  select * into bounds from private.error_logs_bounds;
  if not found then
    return null; -- the owner took the bounds away: nothing to keep within
  end if;

  -- Rows past the age bound: ids rise with time, so they are the first ones.
  delete from public.error_logs
   where id in (select e.id from public.error_logs e order by e.id limit batch)
     and created_at < now() - bounds.max_age;
  get diagnostics dropped = row_count;
  left_to_drop := left_to_drop - dropped;

  -- Then the oldest rows, while the table is over a bound (the delete trigger keeps the count).
  loop
    select row_count, byte_count into total_rows, total_bytes from private.error_logs_totals;
    exit when (total_rows <= bounds.max_rows and total_bytes <= bounds.max_bytes) or left_to_drop <= 0;
    delete from public.error_logs
     where id in (select e.id from public.error_logs e order by e.id
                  limit least(left_to_drop, greatest(total_rows - bounds.max_rows, 1)));
    get diagnostics dropped = row_count;
    left_to_drop := left_to_drop - dropped;
    if dropped = 0 then
      -- Over a bound with no row to drop: the count is wrong (it can only be if the triggers were
      -- switched off for a while). Count again, from the rows there are.
      update private.error_logs_totals
         set (row_count, byte_count) = (
           select count(*), coalesce(sum(private.error_logs_text_bytes(e.error_message, e.error_stack, e.context, e.user_agent, e.url)), 0)
             from public.error_logs e);
      exit;
    end if;
  end loop;
  return null;
end;
$$;

comment on function private.error_logs_keep_bounded() is
  'After an insert into public.error_logs, drops rows older than private.error_logs_bounds.max_age, then the oldest rows while the table holds more than its max_rows or max_bytes of text.';

-- Trigger functions cannot be called directly anyway; nobody but the owner needs EXECUTE.
revoke all on function private.error_logs_text_bytes(text, text, text, text, text) from public, anon, authenticated, service_role;
revoke all on function private.error_logs_count_deleted() from public, anon, authenticated, service_role;
revoke all on function private.error_logs_count_truncated() from public, anon, authenticated, service_role;
revoke all on function private.error_logs_keep_bounded() from public, anon, authenticated, service_role;

drop trigger if exists error_logs_keep_bounded on public.error_logs;
create trigger error_logs_keep_bounded
  after insert on public.error_logs
  referencing new table as new_rows
  for each statement
  execute function private.error_logs_keep_bounded();

drop trigger if exists error_logs_count_deleted on public.error_logs;
create trigger error_logs_count_deleted
  after delete on public.error_logs
  referencing old table as old_rows
  for each statement
  execute function private.error_logs_count_deleted();

drop trigger if exists error_logs_count_truncated on public.error_logs;
create trigger error_logs_count_truncated
  after truncate on public.error_logs
  for each statement
  execute function private.error_logs_count_truncated();

comment on table private.error_logs_bounds is
  'How much public.error_logs keeps: its newest rows, up to max_rows rows, max_bytes bytes of text and max_age old (migration 20261129000000).';
comment on table private.error_logs_totals is
  'The rows and bytes of text in public.error_logs, kept by its triggers.';
