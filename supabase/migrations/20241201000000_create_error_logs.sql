-- Client-side errors reported by the public website (see engine/errors/errorLog.ts).
-- The site has no sign-in: it writes with the anonymous role, which may insert rows and nothing else.
-- Re-runnable, and to be kept so: each statement creates only what is missing (if not exists) or
-- re-states its object whole (revoke then grant, drop then create), so a second run changes nothing.

create table if not exists public.error_logs (
  id bigint generated always as identity primary key,
  error_message text not null check (char_length(error_message) <= 10000),
  error_stack text check (char_length(error_stack) <= 50000),
  context text not null default 'Unknown' check (char_length(context) <= 200),
  "timestamp" timestamptz not null default now(),
  user_agent text check (char_length(user_agent) <= 1000),
  url text check (char_length(url) <= 2000),
  created_at timestamptz not null default now()
);

comment on table public.error_logs is 'Errors reported by visitors'' browsers; written by the anon role, read only by the service role.';

alter table public.error_logs enable row level security;

-- Table privileges: the anonymous role can only insert.
revoke all on table public.error_logs from anon;
grant insert (error_message, error_stack, context, "timestamp", user_agent, url) on table public.error_logs to anon;

-- Row-level security: any row may be inserted by anon; with no select, update or delete policy for
-- anon, those are refused as well.
drop policy if exists "Visitors can report errors" on public.error_logs;
create policy "Visitors can report errors"
  on public.error_logs
  for insert
  to anon
  with check (true);
