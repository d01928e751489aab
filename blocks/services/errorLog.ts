/**
 * This site's error log, which it hands the engine (bootOptions.ts): one row per error in the
 * error_logs table, written through supabase-js when VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY
 * are set, and to the dev and preview servers' inbox (/__inbox/error_logs) when they are not. The
 * engine loads this module at a page's first error, never before.
 */
import { envSetting, type ErrorMoment, type ErrorWriter } from '../../engine';
import { buildErrorLogRow, type ErrorLogRow } from './errorRow';

export type { ErrorLogRow };

const supabaseUrl = envSetting(import.meta.env.VITE_SUPABASE_URL);
const supabaseAnonKey = envSetting(import.meta.env.VITE_SUPABASE_ANON_KEY);

/**
 * The row for one error: built by errorRow.ts from this page's address and browser, within the
 * table's limits. When it happened is the database's to say: the row's time is that of its insert.
 */
export function errorLogRow(error: unknown, context = 'Unknown', moment?: ErrorMoment): ErrorLogRow {
  const { href } = moment ?? { href: window.location.href };
  return buildErrorLogRow({ error, context, userAgent: navigator.userAgent, href });
}

type Client = { from(table: string): { insert(row: ErrorLogRow): PromiseLike<{ error: unknown }> } };
let client: Promise<Client> | null = null;

/** supabase-js is loaded on the first error, never before: most visits have none. */
function supabase(url: string, key: string): Promise<Client> {
  client ??= import('@supabase/supabase-js').then(
    ({ createClient }) =>
      createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } }) as unknown as Client,
  );
  return client;
}

async function insert(row: ErrorLogRow): Promise<void> {
  if (supabaseUrl && supabaseAnonKey) {
    const { error } = await (await supabase(supabaseUrl, supabaseAnonKey)).from('error_logs').insert(row);
    if (error) throw error;
    return;
  }
  // No Supabase configured: the dev and preview servers' inbox stands in for the table.
  const response = await fetch('/__inbox/error_logs', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(row),
  });
  if (!response.ok) throw new Error(`Error inbox answered ${response.status}`);
}

/**
 * Writes one row to error_logs. Never throws and never logs its own failures to the table: a
 * failed write only reaches the console. (How many rows a page view may write is the engine's to
 * decide, where it captures errors.)
 */
export const logError: ErrorWriter = (error, context, moment) => {
  if (typeof window === 'undefined') return;
  let row: ErrorLogRow;
  try {
    row = errorLogRow(error, context, moment);
  } catch {
    return;
  }
  // The write's own failure is caught here, so it never becomes an unhandled rejection (and a row).
  insert(row).catch((failure: unknown) => console.error('Failed to write to the error log:', failure));
};
