import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';

/**
 * Streams rows as a CSV download: UTF-8 with a byte-order mark (Excel then reads Vietnamese right),
 * cells safe to open in a spreadsheet (`cell`), written as
 * fast as the client reads (a row at a time from `rows`, never all of them in memory).
 */
export async function sendCsv(
  res: Response,
  filename: string,
  columns: readonly string[],
  rows: AsyncIterable<string[]>,
): Promise<void> {
  // The first row is read before answering: a refusal (401, 400) is then a JSON error, not a file.
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  res.setHeader('content-type', 'text/csv; charset=utf-8');
  res.setHeader('content-disposition', `attachment; filename="${filename}"`);
  res.setHeader('cache-control', 'no-store');
  const all = (async function* () {
    yield [...columns];
    if (first.done) return;
    yield first.value;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  })();
  await pipeline(Readable.from(all), stringify({ bom: true, cast: { string: cell } }), res);
}

/**
 * A cell as a spreadsheet should read it: a phone number as text (`="0912…"`, so its leading 0
 * survives), anything else starting with = + - @ (or tab, CR) prefixed with ' against formulas.
 */
function cell(value: string, context: { column?: number | string; header: boolean }): string {
  if (!context.header && PHONE.test(value)) return `="${value}"`;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
/** Digits with the signs phones are written with, a leading 0 or + and 8 digits at least. */
const PHONE = /^[+0][\d\s().-]{7,}$/;
