import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildErrorLogRow, ERROR_LOG_LIMITS, TRUNCATION_MARKER, type ErrorLogRow } from '../../blocks/services/errorRow.ts';
import {
  CEILING,
  BOUNDS,
  asRole,
  insertOne,
  plainRow,
  rowsStatement,
  refused,
  PERMISSION_DENIED,
  type Db,
  type CountRows,
} from './errorLogsSql.ts';

/** The error_logs contract's part on what a row may be and how much the table takes: the database's time, column limits, rows per statement, the growth ceiling, the bounds, and the browser's own rows. */
export function errorLogsLimitsContract(db: () => Db, count: CountRows): void {
  describe('every row’s "timestamp" is the database’s time, never the client’s', () => {
    /**
     * Inserts a row tagged `message` with `insert`, then reads it back: its "timestamp" and whether
     * that lies between the server's clock just before and just after the insert, and equals
     * created_at (now() of the inserting transaction).
     */
    async function storedTime(message: string, insert: () => Promise<unknown>) {
      const before = (await db().query<{ at: string }>('select clock_timestamp()::text as at')).rows[0]!.at;
      await insert();
      return (
        await db().query<{ stored: string; server_time: boolean }>(
          `select "timestamp"::text as stored,
                  "timestamp" between $2::timestamptz and clock_timestamp() and "timestamp" = created_at as server_time
             from public.error_logs where error_message = $1`,
          [message, before],
        )
      ).rows;
    }

    it('gives a row sent without one (as the browser sends it) the time of its insert', async () => {
      const rows = await storedTime('Server time: none sent', () =>
        asRole(db(), 'anon', insertOne, ['Server time: none sent', null, 'Time test', 'Mozilla/5.0', 'https://www.example.test/']),
      );
      expect(rows).toEqual([{ stored: expect.any(String), server_time: true }]);
    });

    it('replaces a time sent by a role that may set the column (the service role): 9999-12-31 and 1970-01-01', async () => {
      for (const sent of ['9999-12-31', '1970-01-01T00:00:00Z']) {
        const message = `Server time: service role sent ${sent}`;
        const rows = await storedTime(message, () =>
          asRole(db(), 'service_role', `insert into public.error_logs (error_message, "timestamp") values ($1, $2)`, [message, sent]),
        );
        expect(rows).toEqual([{ stored: expect.any(String), server_time: true }]);
      }
    });

    it('replaces anon’s 9999-12-31 even if anon were granted the column by mistake', async () => {
      await db().query('grant insert ("timestamp") on public.error_logs to anon');
      try {
        const rows = await storedTime('Server time: anon sent 9999-12-31', () =>
          asRole(db(), 'anon', `insert into public.error_logs (error_message, "timestamp") values ($1, '9999-12-31')`, [
            'Server time: anon sent 9999-12-31',
          ]),
        );
        expect(rows).toEqual([{ stored: expect.any(String), server_time: true }]);
      } finally {
        await db().query('revoke insert ("timestamp") on public.error_logs from anon');
      }
    });
  });

  describe('column limits, in characters and in UTF-8 bytes (the numbers blocks/services/errorRow.ts truncates to)', () => {
    const columns = Object.entries(ERROR_LOG_LIMITS) as [keyof typeof ERROR_LOG_LIMITS, { chars: number; bytes: number }][];
    const insertColumn = (column: string, value: string) =>
      asRole(
        db(),
        'anon',
        column === 'error_message'
          ? 'insert into public.error_logs (error_message) values ($1)'
          : `insert into public.error_logs (error_message, ${column}) values ('Limit test', $1)`,
        [value],
      );
    const stored = async (column: string, value: string) =>
      (await db().query<{ n: number }>(`select count(*)::int as n from public.error_logs where ${column} = $1`, [value])).rows[0]!.n;

    for (const [column, limit] of columns) {
      it(`${column}: accepts ${limit.chars} characters and ${limit.bytes} bytes`, async () => {
        const ascii = 'a'.repeat(limit.chars);
        const twoByte = 'é'.repeat(limit.chars); // the character and the byte limit at once
        const fourByte = '😀'.repeat(limit.bytes / 4);
        for (const value of [ascii, twoByte, fourByte]) {
          await insertColumn(column, value);
          expect(await stored(column, value)).toBe(1);
        }
      });

      it(`${column}: refuses ${limit.chars + 1} characters, and ${limit.bytes + 1} bytes in fewer characters`, async () => {
        await refused(insertColumn(column, 'a'.repeat(limit.chars + 1)), { code: '23514', message: /check constraint/ });
        // 4-byte characters under the character limit but one byte over the byte limit.
        await refused(insertColumn(column, '😀'.repeat(limit.bytes / 4) + 'a'), {
          code: '23514',
          constraint: `error_logs_${column}_bytes`,
        });
      });
    }

    it('refuses a 250 KB row of 4-byte characters that keeps every character limit', async () => {
      const emoji = (chars: number) => '😀'.repeat(chars);
      const limits = ERROR_LOG_LIMITS;
      const row = [
        emoji(limits.error_message.chars),
        emoji(limits.error_stack.chars),
        emoji(limits.context.chars),
        emoji(limits.user_agent.chars),
        emoji(limits.url.chars),
      ];
      expect(row.reduce((sum, value) => sum + Buffer.byteLength(value), 0)).toBeGreaterThan(250_000);
      const before = await count();
      await refused(asRole(db(), 'anon', insertOne, row), { code: '23514' });
      expect(await count()).toBe(before);
    });
  });

  describe(`at most ${CEILING.rowsPerStatement} rows in one statement`, () => {
    it(`accepts ${CEILING.rowsPerStatement} rows in one statement`, async () => {
      const before = await count();
      await asRole(db(), 'anon', rowsStatement(CEILING.rowsPerStatement, 'Five at once'));
      expect(await count()).toBe(before + CEILING.rowsPerStatement);
    });

    it(`refuses ${CEILING.rowsPerStatement + 1} rows, and 10,000 rows, in one statement`, async () => {
      const before = await count();
      await refused(asRole(db(), 'anon', rowsStatement(CEILING.rowsPerStatement + 1, 'Six at once')), {
        code: 'PT413',
        message: /at most 5 rows/,
      });
      await refused(asRole(db(), 'anon', rowsStatement(10_000, 'Flood')), { code: 'PT413', message: /at most 5 rows/ });
      expect(await count()).toBe(before);
    });
  });

  describe(`growth ceiling: ${CEILING.rowsPerMinute} rows and ${CEILING.bytesPerMinute} bytes in any 60 seconds, across all visitors`, () => {
    it(`refuses row ${CEILING.rowsPerMinute + 1}`, async () => {
      const before = await count();
      for (let i = 0; i < CEILING.rowsPerMinute / CEILING.rowsPerStatement; i++) {
        await asRole(db(), 'anon', rowsStatement(CEILING.rowsPerStatement, `Ceiling ${i}`));
      }
      expect(await count()).toBe(before + CEILING.rowsPerMinute);
      await refused(asRole(db(), 'anon', insertOne, plainRow), { code: 'PT429', message: /ceiling/ });
      expect(await count()).toBe(before + CEILING.rowsPerMinute);
    });

    it('refuses the row that would pass the byte ceiling, however few rows came before', async () => {
      const limits = ERROR_LOG_LIMITS;
      // The largest row the column limits allow: every column at its byte limit.
      const big = [
        'é'.repeat(limits.error_message.chars),
        'é'.repeat(limits.error_stack.chars),
        'é'.repeat(limits.context.chars),
        'é'.repeat(limits.user_agent.chars),
        'é'.repeat(limits.url.chars),
      ];
      const rowBytes = big.reduce((sum, value) => sum + Buffer.byteLength(value), 0);
      const fit = Math.floor(CEILING.bytesPerMinute / rowBytes);
      expect(fit).toBeLessThan(CEILING.rowsPerMinute);
      for (let i = 0; i < fit; i++) await asRole(db(), 'anon', insertOne, big);
      await refused(asRole(db(), 'anon', insertOne, big), { code: 'PT429' });
      // A small row still fits in what is left of the byte budget.
      await asRole(db(), 'anon', insertOne, plainRow);
    });

    it('counts nothing for a refused statement', async () => {
      await refused(asRole(db(), 'anon', rowsStatement(CEILING.rowsPerStatement + 1, 'Refused')), { code: 'PT413' });
      for (let i = 0; i < CEILING.rowsPerMinute / CEILING.rowsPerStatement; i++) {
        await asRole(db(), 'anon', rowsStatement(CEILING.rowsPerStatement, `After refusal ${i}`));
      }
    });

    it('applies to every role, the service role included', async () => {
      for (let i = 0; i < CEILING.rowsPerMinute / CEILING.rowsPerStatement; i++) {
        await asRole(db(), 'service_role', rowsStatement(CEILING.rowsPerStatement, `Service ${i}`));
      }
      await refused(asRole(db(), 'service_role', insertOne, plainRow), { code: 'PT429' });
    });
  });

  describe(`the table keeps its newest rows: at most ${BOUNDS.maxRows} rows, ${BOUNDS.maxBytes} bytes of text, ${BOUNDS.maxAgeDays} days`, () => {
    type Bounds = { max_rows: string; max_bytes: string; max_age: string };
    let saved: Bounds;
    const setBounds = (set: string) => db().query(`update private.error_logs_bounds set ${set}`);
    const bytesOf = `private.error_logs_text_bytes(error_message, error_stack, context, user_agent, url)`;
    /** What the triggers have counted, and what the table holds. */
    const counted = async () =>
      (
        await db().query<{ rows: number; bytes: number }>(
          `select row_count::int as rows, byte_count::int as bytes from private.error_logs_totals`,
        )
      ).rows[0]!;
    const held = async () =>
      (
        await db().query<{ rows: number; bytes: number }>(
          `select count(*)::int as rows, coalesce(sum(${bytesOf}), 0)::int as bytes from public.error_logs`,
        )
      ).rows[0]!;
    const messages = async () =>
      (await db().query<{ error_message: string }>(`select error_message from public.error_logs order by id`)).rows.map(
        (r) => r.error_message,
      );
    const plainRowBytes = plainRow.reduce((sum, value) => sum + Buffer.byteLength(value), 0);

    beforeEach(async () => {
      saved = (await db().query<Bounds>(`select max_rows::text, max_bytes::text, max_age::text from private.error_logs_bounds`)).rows[0]!;
      await db().query('truncate public.error_logs');
    });

    afterEach(async () => {
      await setBounds(`max_rows = ${saved.max_rows}, max_bytes = ${saved.max_bytes}, max_age = '${saved.max_age}'`);
    });

    it('holds the bounds the README states, as one row the project’s owner may change', async () => {
      const { rows } = await db().query(
        `select max_rows::int, max_bytes::bigint::text, extract(day from max_age)::int as days, count(*) over ()::int as n from private.error_logs_bounds`,
      );
      expect(rows).toEqual([{ max_rows: BOUNDS.maxRows, max_bytes: String(BOUNDS.maxBytes), days: BOUNDS.maxAgeDays, n: 1 }]);
    });

    it('drops the oldest rows once an insert takes it past its number of rows', async () => {
      await setBounds('max_rows = 7');
      for (const tag of ['A', 'B', 'C']) await asRole(db(), 'anon', rowsStatement(CEILING.rowsPerStatement, tag));
      expect(await messages()).toEqual(['B 4', 'B 5', 'C 1', 'C 2', 'C 3', 'C 4', 'C 5']);
      expect(await counted()).toEqual(await held());
    });

    it('drops the oldest rows once an insert takes it past its bytes of text', async () => {
      await setBounds(`max_bytes = ${3 * plainRowBytes}`);
      for (let i = 1; i <= 5; i++) await asRole(db(), 'anon', insertOne, [`${plainRow[0]} ${i}`, ...plainRow.slice(1)]);
      // Each row is a byte longer than plainRow: two fit in three plain rows' bytes, not three.
      expect(await messages()).toEqual(['Boom 4', 'Boom 5']);
      expect(await counted()).toEqual(await held());
      expect((await held()).bytes).toBeLessThanOrEqual(3 * plainRowBytes);
    });

    it('drops rows past its age as inserts come, and keeps younger ones', async () => {
      await asRole(db(), 'anon', rowsStatement(3, 'Dated'));
      // Dated afterwards: an insert of old rows would drop them at once.
      await db().query(
        `update public.error_logs set created_at = now() - case error_message
           when 'Dated 1' then interval '${BOUNDS.maxAgeDays + 1} days'
           when 'Dated 2' then interval '${BOUNDS.maxAgeDays} days 1 minute'
           else interval '${BOUNDS.maxAgeDays - 1} days' end`,
      );
      expect(await count()).toBe(3);
      await asRole(db(), 'anon', insertOne, plainRow);
      expect(await messages()).toEqual(['Dated 3', 'Boom']);
      expect(await counted()).toEqual(await held());
    });

    it('keeps within them whoever inserts: the service role too', async () => {
      await setBounds('max_rows = 3');
      await asRole(db(), 'service_role', rowsStatement(CEILING.rowsPerStatement, 'Service'));
      expect(await messages()).toEqual(['Service 3', 'Service 4', 'Service 5']);
    });

    it('keeps its count right through inserts, the service role’s deletes and a truncate', async () => {
      for (const tag of ['A', 'B']) await asRole(db(), 'anon', rowsStatement(CEILING.rowsPerStatement, tag));
      await asRole(db(), 'anon', insertOne, plainRow);
      expect(await counted()).toEqual({ rows: 11, bytes: (await held()).bytes });
      await asRole(db(), 'service_role', `delete from public.error_logs where error_message like 'A %'`);
      expect(await counted()).toEqual({ rows: 6, bytes: (await held()).bytes });
      await db().query('truncate public.error_logs');
      expect(await counted()).toEqual({ rows: 0, bytes: 0 });
    });

    it('keeps every row when the owner takes the bounds away', async () => {
      await db().query('delete from private.error_logs_bounds');
      try {
        for (const tag of ['A', 'B']) await asRole(db(), 'anon', rowsStatement(CEILING.rowsPerStatement, tag));
        expect(await count()).toBe(2 * CEILING.rowsPerStatement);
      } finally {
        await db().query(
          `insert into private.error_logs_bounds (max_rows, max_bytes, max_age) values (${saved.max_rows}, ${saved.max_bytes}, '${saved.max_age}')`,
        );
      }
    });

    it('is beyond the reach of the API roles: they can neither read nor change the bounds or the count', async () => {
      for (const role of ['anon', 'authenticated', 'service_role'] as const) {
        await refused(asRole(db(), role, 'select * from private.error_logs_bounds'), PERMISSION_DENIED);
        await refused(asRole(db(), role, 'update private.error_logs_bounds set max_rows = 1'), PERMISSION_DENIED);
        await refused(asRole(db(), role, 'update private.error_logs_totals set row_count = 0'), PERMISSION_DENIED);
      }
    });
  });

  describe('rows the browser builds (blocks/services/errorRow.ts) are stored, never refused', () => {
    const values = (row: ErrorLogRow) => [row.error_message, row.error_stack, row.context, row.user_agent, row.url];
    const storedRow = async (row: ErrorLogRow) =>
      (
        await db().query<Record<string, unknown>>(
          `select error_message, error_stack, context, user_agent, url from public.error_logs where error_message = $1 and url = $2`,
          [row.error_message, row.url],
        )
      ).rows;

    it('stores, shortened, a 20,000-character message and a 2,530-character address', async () => {
      const path = '/contact/' + 'section/'.repeat(300); // 2,409 characters of path, kept
      const prefix = `https://www.example.test${path}?email=visitor%40example.test&token=`;
      const fragment = '#access_token=secret';
      const href = prefix + 't'.repeat(2_530 - prefix.length - fragment.length) + fragment;
      expect(href).toHaveLength(2_530);
      const error = new Error('Boom '.repeat(4_000));
      expect(error.message).toHaveLength(20_000);
      const row = buildErrorLogRow({ error, context: 'Global Error', userAgent: 'Mozilla/5.0', href });
      expect(row.url.endsWith(TRUNCATION_MARKER)).toBe(true);
      expect(row.url).not.toContain('token');
      await asRole(db(), 'anon', insertOne, values(row));
      expect(await storedRow(row)).toEqual([
        {
          error_message: row.error_message,
          error_stack: row.error_stack,
          context: 'Global Error',
          user_agent: 'Mozilla/5.0',
          url: row.url,
        },
      ]);
    });

    it('stores a message of 4-byte characters, NUL and lone surrogates, each column at its limits', async () => {
      const error = new Error('\u0000 \ud800 ' + '😀'.repeat(20_000));
      error.stack = 'Error: \udc00\n' + '    at 😀 (https://www.example.test/assets/app.js:1:2)\n'.repeat(3_000);
      const row = buildErrorLogRow({
        error,
        context: '😀'.repeat(300),
        userAgent: '\u0000'.repeat(3_000),
        href: `https://www.example.test/${'😀'.repeat(3_000)}`,
      });
      await asRole(db(), 'anon', insertOne, values(row));
      expect(await storedRow(row)).toHaveLength(1);
    });
  });
}
