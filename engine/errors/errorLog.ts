import { config } from '../config';
import { buildErrorLogRow, type ErrorLogRow } from './errorRow';

export type { ErrorLogRow };

/**
 * Where an error happened: captured at once, as the row may be written a little later (on another
 * page, even). When it happened is the database's to say: the row's time is that of its insert.
 */
export interface ErrorMoment {
  href: string;
}

/** The row for one error: built by errorRow.ts from this page's address and browser, within the table's limits. */
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
  if (config.supabaseUrl && config.supabaseAnonKey) {
    const { error } = await (await supabase(config.supabaseUrl, config.supabaseAnonKey)).from('error_logs').insert(row);
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
 * failed write only reaches the console. (How many rows a page view may write is decided where
 * errors are captured: engine/boot/errorCapture.)
 */
export function logError(error: unknown, context = 'Unknown', moment?: ErrorMoment): void {
  if (typeof window === 'undefined') return;
  let row: ErrorLogRow;
  try {
    row = errorLogRow(error, context, moment);
  } catch {
    return;
  }
  // The write's own failure is caught here, so it never becomes an unhandled rejection (and a row).
  insert(row).catch((failure: unknown) => console.error('Failed to write to the error log:', failure));
}
