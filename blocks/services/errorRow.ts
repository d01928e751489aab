/**
 * Builds one row of the error_logs table from an error. Pure — no window, no navigator — so the
 * unit tests and the real-PostgreSQL test build exactly the rows the browser sends.
 *
 * The table refuses a row whose text exceeds a column's limit, and a refused row is a lost error.
 * So every text column is shortened here to the table's limits, in characters (PostgreSQL's
 * char_length: code points) and in UTF-8 bytes (octet_length), with a visible marker counted inside
 * the limit: a long error is logged shortened, never refused.
 */

/**
 * One row of the error_logs table, as the client sends it: no "timestamp", which the database sets
 * to its own time and refuses from the anon role (supabase/migrations/20261125000000_server_time_error_logs.sql).
 */
export interface ErrorLogRow {
  error_message: string;
  error_stack: string | null;
  context: string;
  user_agent: string;
  url: string;
}

export interface ColumnLimit {
  /** Most characters (Unicode code points, as PostgreSQL's char_length counts them). */
  readonly chars: number;
  /** Most bytes in UTF-8 (octet_length), so 4-byte characters cannot blow a row up. */
  readonly bytes: number;
}

/**
 * The column limits of error_logs. The migrations in supabase/migrations check the same numbers
 * (char_length and octet_length constraints), and the migration tests read these constants to prove
 * the table accepts a value at each limit and refuses one past it: change both together.
 * Bytes are twice the characters: any Latin, Greek or Cyrillic text fits whole, CJK text fits two
 * thirds of the characters, and a row can never reach more than 126,400 bytes of text.
 */
export const ERROR_LOG_LIMITS = {
  error_message: { chars: 10_000, bytes: 20_000 },
  error_stack: { chars: 50_000, bytes: 100_000 },
  context: { chars: 200, bytes: 400 },
  user_agent: { chars: 1_000, bytes: 2_000 },
  url: { chars: 2_000, bytes: 4_000 },
} as const satisfies Record<string, ColumnLimit>;

/** Ends a shortened value, so whoever reads the log knows text is missing. */
export const TRUNCATION_MARKER = '… [truncated]';

const REPLACEMENT = '\uFFFD';

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

const MARKER_CHARS = [...TRUNCATION_MARKER].length;
const MARKER_BYTES = [...TRUNCATION_MARKER].reduce((sum, ch) => sum + utf8Length(ch.codePointAt(0)!), 0);

/**
 * Fits a value to a column: unchanged when it fits, otherwise its longest prefix that leaves room for
 * the marker, then the marker. Cuts only between code points. A lone surrogate (which JSON carries
 * as `\udXXX` and PostgreSQL refuses) and NUL (which a text column cannot hold) become U+FFFD, so
 * no character can get the row refused. Stops reading a few characters past the limit, however long
 * the value.
 */
export function fitToColumn(value: string, limit: ColumnLimit): string {
  let out = '';
  let chars = 0;
  let bytes = 0;
  // Where the value would be cut if it turns out too long: the longest prefix that still leaves
  // room for the marker.
  let cut = 0;
  for (let i = 0; i < value.length;) {
    const unit = value.charCodeAt(i);
    const next = value.charCodeAt(i + 1); // NaN past the end, which fails both comparisons
    let ch: string;
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      ch = value.slice(i, i + 2);
      i += 2;
    } else {
      ch = unit === 0 || (unit >= 0xd800 && unit <= 0xdfff) ? REPLACEMENT : value[i]!;
      i += 1;
    }
    const size = utf8Length(ch.codePointAt(0)!);
    if (chars + 1 > limit.chars || bytes + size > limit.bytes) {
      return out.slice(0, cut) + TRUNCATION_MARKER;
    }
    out += ch;
    chars += 1;
    bytes += size;
    if (chars + MARKER_CHARS <= limit.chars && bytes + MARKER_BYTES <= limit.bytes) cut = out.length;
  }
  return out;
}

/**
 * The page's address for the log: origin and path only. The query string and fragment may carry
 * what a visitor typed or was sent (`?email=…&token=…#access_token=…`), and so may credentials in
 * the authority; none of it belongs in a table of errors.
 */
export function pageAddress(href: string): string {
  try {
    const url = new URL(href);
    url.username = '';
    url.password = '';
    url.search = '';
    url.hash = '';
    return url.href;
  } catch {
    return href.replace(/[?#][\s\S]*$/, '');
  }
}

/** A run of text that may be an address: it ends at a space, a quote or an angle bracket. */
const WORD = /[^\s'"<>]+/g;
/** What follows an address in a stack frame: `:line:column`, and the frame's closing parenthesis. */
const FRAME_TAIL = /(?::\d+){1,2}\)?$|\)$/;

/**
 * Text with every address in it cut to its origin and path, as pageAddress does for the page's own
 * address, and every path of this site cut to its path. A stack names the page itself for a frame
 * in an inline script (and for an error built from an event's message), so a stack or message can
 * carry the same `?email=…#token=…`.
 * The query is dropped up to the earliest frame tail, so one holding `:12:30` or parentheses goes
 * whole. Word by word, in time linear in the text, however long or strange it is.
 */
export function withoutAddressQueries(text: string): string {
  return text.replace(WORD, (word) => {
    const start = addressStart(word);
    if (start < 0) return word;
    const query = word.slice(start).search(/[?#]/);
    if (query < 0) return word;
    const rest = word.slice(start + query);
    const tail = FRAME_TAIL.exec(rest);
    return word.slice(0, start + query) + (tail ? tail[0] : '');
  });
}

/** A path of this site as the engine names it (`/contact?…`), after any opening brackets. */
const PATH_START = /^[([{]*\//;

/**
 * Where the part of `word` that is an address starts, past its scheme (`https://`) or at the
 * slash of a path: -1 if it is neither. Paths count too: code names a page of this site by its
 * path and query as often as by its address (`Could not load /contact?email=…`), and a path's
 * query is no safer. A word like `What?` is no address and keeps its question mark.
 */
function addressStart(word: string): number {
  const scheme = word.indexOf('://');
  if (scheme >= 0) return scheme + 3;
  const path = PATH_START.exec(word);
  return path ? path[0].length : -1;
}

/** String(value) can throw (a null-prototype object, a throwing toString); the logger must not. */
function printable(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    const json = JSON.stringify(value);
    if (json !== undefined) return json;
  } catch {
    // Circular or BigInt: fall through to String.
  }
  try {
    return String(value);
  } catch {
    return '[unprintable value]';
  }
}

function messageAndStack(error: unknown): { message: string; stack: string | null } {
  // Errors from another realm (an iframe) and error-like objects fail instanceof Error but still
  // carry a message and a stack worth keeping.
  if (
    error instanceof Error ||
    (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string')
  ) {
    const { message, name, stack } = error as { message: string; name?: unknown; stack?: unknown };
    // An empty message still says what was thrown, as String(error) would: its name.
    return { message: message || (typeof name === 'string' && name) || 'Error', stack: typeof stack === 'string' ? stack : null };
  }
  // A thrown string or value has no stack of its own: any stack taken here would be the logger's.
  return { message: printable(error), stack: null };
}

export interface ErrorRowInput {
  error: unknown;
  context?: string;
  userAgent: string;
  /** The page's full address (location.href): only its origin and path are kept. */
  href: string;
}

/** The row to insert for one error, every column within the table's limits. */
export function buildErrorLogRow({ error, context, userAgent, href }: ErrorRowInput): ErrorLogRow {
  const { message, stack } = messageAndStack(error);
  return {
    error_message: fitToColumn(withoutAddressQueries(message), ERROR_LOG_LIMITS.error_message),
    error_stack: stack === null ? null : fitToColumn(withoutAddressQueries(stack), ERROR_LOG_LIMITS.error_stack),
    context: fitToColumn(context || 'Unknown', ERROR_LOG_LIMITS.context),
    user_agent: fitToColumn(userAgent, ERROR_LOG_LIMITS.user_agent),
    url: fitToColumn(pageAddress(href), ERROR_LOG_LIMITS.url),
  };
}
