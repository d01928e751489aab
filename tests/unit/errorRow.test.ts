// @vitest-environment jsdom
// (jsdom for the last group, which builds a row from the browser's location and navigator.)
import { describe, expect, it } from 'vitest';
import { errorLogRow } from '../../blocks/services/errorLog.ts';
import {
  buildErrorLogRow,
  ERROR_LOG_LIMITS,
  fitToColumn,
  pageAddress,
  TRUNCATION_MARKER,
  withoutAddressQueries,
  type ColumnLimit,
} from '../../blocks/services/errorRow.ts';

/** PostgreSQL's char_length (code points) and octet_length (UTF-8 bytes). */
const charLength = (value: string) => [...value].length;
const octetLength = (value: string) => Buffer.byteLength(value, 'utf8');
const fits = (value: string, limit: ColumnLimit) => charLength(value) <= limit.chars && octetLength(value) <= limit.bytes;
/** Would survive JSON and PostgreSQL: no lone surrogate, no NUL. */
// A NUL character is what the check is for: PostgreSQL text cannot hold one.
// eslint-disable-next-line no-control-regex
const wellFormed = (value: string) => !/[\uD800-\uDFFF\u0000]/u.test(value.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ''));

const base = {
  context: 'Global Error',
  userAgent: 'Mozilla/5.0',
  href: 'https://www.example.test/contact',
};

describe('fitToColumn', () => {
  const limit = { chars: 20, bytes: 40 };

  it('leaves a value within both limits unchanged, up to exactly the limits', () => {
    expect(fitToColumn('Boom', limit)).toBe('Boom');
    expect(fitToColumn('a'.repeat(20), limit)).toBe('a'.repeat(20));
    expect(fitToColumn('é'.repeat(20), limit)).toBe('é'.repeat(20)); // 20 characters, 40 bytes
    expect(fitToColumn('😀'.repeat(10), limit)).toBe('😀'.repeat(10)); // 10 characters (20 UTF-16 units), 40 bytes
  });

  it('shortens a value over the character limit, marker included in the limit', () => {
    const fitted = fitToColumn('a'.repeat(21), limit);
    expect(fitted).toBe('a'.repeat(20 - charLength(TRUNCATION_MARKER)) + TRUNCATION_MARKER);
    expect(charLength(fitted)).toBe(20);
  });

  it('shortens a value over the byte limit though under the character limit', () => {
    const fitted = fitToColumn('😀'.repeat(11), limit); // 11 characters, 44 bytes
    expect(fitted.endsWith(TRUNCATION_MARKER)).toBe(true);
    expect(fits(fitted, limit)).toBe(true);
    // The marker's 15 bytes leave room for six emoji (24 bytes), and a seventh would not fit.
    expect(fitted).toBe('😀'.repeat(6) + TRUNCATION_MARKER);
  });

  it('counts characters as PostgreSQL does (code points), not UTF-16 units', () => {
    // 20 code points, 40 UTF-16 units: fits the character limit of 20 although .length is 40.
    expect(fitToColumn('😀'.repeat(10), { chars: 10, bytes: 1_000 })).toBe('😀'.repeat(10));
  });

  it('never splits a surrogate pair, and keeps a prefix of the value', () => {
    for (let bytes = 15; bytes <= 40; bytes++) {
      const fitted = fitToColumn('a😀'.repeat(30), { chars: 100, bytes });
      expect(wellFormed(fitted)).toBe(true);
      expect(fits(fitted, { chars: 100, bytes })).toBe(true);
      expect('a😀'.repeat(30).startsWith(fitted.slice(0, -TRUNCATION_MARKER.length))).toBe(true);
    }
  });

  it('keeps any mix of 1- to 4-byte characters within any pair of limits', () => {
    const alphabet = ['a', 'é', '€', '😀', '\n', ' '];
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let run = 0; run < 300; run++) {
      const value = Array.from({ length: Math.floor(random() * 80) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      const chars = 14 + Math.floor(random() * 60);
      const columnLimit = { chars, bytes: chars + Math.floor(random() * chars * 3) + 2 };
      const fitted = fitToColumn(value, columnLimit);
      expect(fits(fitted, columnLimit)).toBe(true);
      if (fits(value, columnLimit)) expect(fitted).toBe(value);
      else expect(fitted.endsWith(TRUNCATION_MARKER) && value.startsWith(fitted.slice(0, -TRUNCATION_MARKER.length))).toBe(true);
    }
  });

  it('replaces NUL and lone surrogates, which JSON or PostgreSQL would refuse, with U+FFFD', () => {
    expect(fitToColumn('a\u0000b\uD800c\uDC00d😀', limit)).toBe('a\uFFFDb\uFFFDc\uFFFDd😀');
    expect(fitToColumn('end\uD83D', limit)).toBe('end\uFFFD');
  });

  it('shortens a value of millions of characters to the limit', () => {
    const fitted = fitToColumn('x'.repeat(5_000_000), ERROR_LOG_LIMITS.error_stack);
    expect(charLength(fitted)).toBe(ERROR_LOG_LIMITS.error_stack.chars);
  });
});

describe('pageAddress', () => {
  it('keeps the origin and path, and drops the query string and fragment', () => {
    expect(pageAddress('https://www.example.test/contact?email=visitor%40example.test&token=abc#access_token=secret')).toBe(
      'https://www.example.test/contact',
    );
    expect(pageAddress('https://www.example.test/services/?q=1')).toBe('https://www.example.test/services/');
    expect(pageAddress('https://www.example.test/#top')).toBe('https://www.example.test/');
  });

  it('keeps a port, and drops credentials in the address', () => {
    expect(pageAddress('http://user:password@localhost:4173/about?x=1')).toBe('http://localhost:4173/about');
  });

  it('drops a query string and fragment even from an address it cannot parse', () => {
    expect(pageAddress('not a url?token=abc#frag')).toBe('not a url');
  });
});

describe('withoutAddressQueries', () => {
  it('drops the query string and fragment of each address in a stack, keeping its line and column', () => {
    // Chrome's frames, then Firefox's and Safari's: an inline script's frame names the page itself.
    const stack = [
      'Error: ResizeObserver loop completed with undelivered notifications.',
      '    at d (https://www.example.test/contact?email=visitor%40example.test&reset_token=SECRET:6:1192)',
      '    at https://www.example.test/contact#access_token=XYZ:2:10',
      '    at render (https://www.example.test/assets/index-abc123.js:1:2345)',
      'd@https://www.example.test/contact?email=visitor%40example.test:6:1192',
      'onload@http://localhost:4173/about?t=12:30&x=(a):1:5',
    ].join('\n');
    expect(withoutAddressQueries(stack)).toBe(
      [
        'Error: ResizeObserver loop completed with undelivered notifications.',
        '    at d (https://www.example.test/contact:6:1192)',
        '    at https://www.example.test/contact:2:10',
        '    at render (https://www.example.test/assets/index-abc123.js:1:2345)',
        'd@https://www.example.test/contact:6:1192',
        'onload@http://localhost:4173/about:1:5',
      ].join('\n'),
    );
  });

  it('reads a million characters of addresses, queries and frame tails in one pass', () => {
    const text = 'http://a.test/?q=:1(:2x'.repeat(50_000) + ' end';
    expect(withoutAddressQueries(text)).toBe('http://a.test/ end');
  });

  it('drops them from paths of the site too, brackets and all, but not from a word that is no path', () => {
    expect(withoutAddressQueries('Could not load /contact?email=a%40b.test&msg=hi: HTTP 503')).toBe('Could not load /contact HTTP 503');
    expect(withoutAddressQueries('(/contact?email=a%40b.test) [/about#token=x] what?/why')).toBe('(/contact) [/about what?/why');
  });

  it('drops them from addresses inside a message too, and leaves other text alone', () => {
    expect(withoutAddressQueries("Failed to fetch 'https://api.example.test/lookup?email=a%40b.test' (500). What? #1")).toBe(
      "Failed to fetch 'https://api.example.test/lookup' (500). What? #1",
    );
  });
});

describe('buildErrorLogRow', () => {
  it('keeps no query string or fragment of any address, in the stack or the message', () => {
    const error = {
      message: 'Loading https://www.example.test/contact?email=visitor%40example.test failed',
      stack: 'Error\n    at d (https://www.example.test/contact?email=visitor%40example.test#access_token=XYZ:6:1192)',
    };
    const row = buildErrorLogRow({ ...base, error, href: 'https://www.example.test/contact?email=visitor%40example.test' });
    expect(JSON.stringify(row)).not.toMatch(/visitor|access_token|XYZ/);
    expect(row.error_stack).toBe('Error\n    at d (https://www.example.test/contact:6:1192)');
  });

  it('builds the row with the columns the browser may set: no "timestamp", which the database sets', () => {
    const error = new Error('Boom');
    expect(buildErrorLogRow({ ...base, error })).toEqual({
      error_message: 'Boom',
      error_stack: error.stack,
      context: 'Global Error',
      user_agent: 'Mozilla/5.0',
      url: 'https://www.example.test/contact',
    });
  });

  it('shortens a 20,000-character message and a 2,530-character address to the column limits', () => {
    const path = '/contact/' + 'section/'.repeat(300);
    const prefix = `https://www.example.test${path}?email=visitor%40example.test&token=`;
    const href = prefix + 't'.repeat(2_530 - prefix.length - 20) + '#access_token=secret';
    expect(href).toHaveLength(2_530);
    const row = buildErrorLogRow({ ...base, href, error: new Error('Boom '.repeat(4_000)) });
    expect(charLength(row.error_message)).toBe(ERROR_LOG_LIMITS.error_message.chars);
    expect(row.error_message.endsWith(TRUNCATION_MARKER)).toBe(true);
    expect(row.error_message.startsWith('Boom Boom')).toBe(true);
    expect(charLength(row.url)).toBe(ERROR_LOG_LIMITS.url.chars);
    expect(row.url).toBe(
      `https://www.example.test${path}`.slice(0, ERROR_LOG_LIMITS.url.chars - charLength(TRUNCATION_MARKER)) + TRUNCATION_MARKER,
    );
  });

  it('keeps every column within its limits, whatever it is given', () => {
    const error = new Error('😀'.repeat(30_000));
    error.stack = '\u0000😀'.repeat(80_000);
    const row = buildErrorLogRow({
      error,
      context: '😀'.repeat(500),
      userAgent: 'é'.repeat(5_000),
      href: `https://www.example.test/${'😀'.repeat(5_000)}`,
    });
    for (const [column, limit] of Object.entries(ERROR_LOG_LIMITS)) {
      const value = row[column as keyof typeof row] as string;
      expect(fits(value, limit), column).toBe(true);
      expect(wellFormed(value), column).toBe(true);
      expect(value.endsWith(TRUNCATION_MARKER), column).toBe(true);
    }
  });

  it('defaults the context to Unknown', () => {
    expect(buildErrorLogRow({ ...base, context: '', error: new Error('x') }).context).toBe('Unknown');
    expect(buildErrorLogRow({ ...base, context: undefined, error: new Error('x') }).context).toBe('Unknown');
  });

  it('logs a thrown string or value as the message, with no stack (any stack taken here would be the logger’s own)', () => {
    expect(buildErrorLogRow({ ...base, error: 'Plain string' })).toMatchObject({ error_message: 'Plain string', error_stack: null });
    expect(buildErrorLogRow({ ...base, error: { code: 42 } })).toMatchObject({ error_message: '{"code":42}', error_stack: null });
    expect(buildErrorLogRow({ ...base, error: undefined })).toMatchObject({ error_message: 'undefined', error_stack: null });
  });

  it('logs values that cannot be turned into JSON or a string instead of throwing', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(buildErrorLogRow({ ...base, error: circular }).error_message).toBe('[object Object]');
    expect(buildErrorLogRow({ ...base, error: 10n }).error_message).toBe('10');
    const hostile = Object.create(null) as object;
    Object.defineProperty(hostile, 'toJSON', {
      value: () => {
        throw new Error('no');
      },
    });
    expect(buildErrorLogRow({ ...base, error: hostile }).error_message).toBe('[unprintable value]');
  });

  it('keeps the message and stack of an error from another realm, and names an error with no message', () => {
    expect(buildErrorLogRow({ ...base, error: { message: 'From an iframe', stack: 'Error: From an iframe\n    at f' } })).toMatchObject({
      error_message: 'From an iframe',
      error_stack: 'Error: From an iframe\n    at f',
    });
    expect(buildErrorLogRow({ ...base, error: new TypeError('') }).error_message).toBe('TypeError');
  });
});

describe('errorLogRow (the logger’s row, from the browser’s location and navigator)', () => {
  it('logs the page’s origin and path only, never its query string or fragment', () => {
    window.history.replaceState(null, '', '/contact?email=visitor%40example.test&token=abc#access_token=secret');
    const row = errorLogRow(new Error('Boom'), 'Global Error');
    expect(row.url).toBe(`${window.location.origin}/contact`);
    expect(row.user_agent).toBe(navigator.userAgent);
  });

  it('shortens a 20,000-character message to the table’s limit instead of sending it whole', () => {
    const row = errorLogRow(new Error('x'.repeat(20_000)));
    expect(charLength(row.error_message)).toBe(ERROR_LOG_LIMITS.error_message.chars);
    expect(row.error_message.endsWith(TRUNCATION_MARKER)).toBe(true);
    expect(row.context).toBe('Unknown');
  });
});
