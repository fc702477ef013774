import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

const WIB_MS = 7 * 60 * 60 * 1000;
/** '2026-11-28 09:05:00' on the shop's clock (WIB, UTC+7 all year): sortable, read as a date by spreadsheets. */
export const wibDateTime = (at: Date | null): string =>
  at ? new Date(at.getTime() + WIB_MS).toISOString().slice(0, 19).replace('T', ' ') : '';

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, tab, CR first: CSV injection) is written
 * with a leading apostrophe, so a buyer's name or a note is shown, never evaluated. Numbers stay numbers.
 */
export const safeCell = (value: string | number): string | number =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

async function* safeRecords(records: AsyncIterable<(string | number)[]>) {
  for await (const record of records) yield record.map(safeCell);
}

/**
 * A CSV as a stream from an async source of records: UTF-8 with a BOM (Excel then reads Indonesian
 * text right), a header row, CRLF, numbers as plain digits. Pulled by the response: a slow reader
 * slows the reading of the source's pages.
 */
export function csvStream(records: AsyncIterable<(string | number)[]>, columns: readonly string[]): Readable {
  const csv = stringify({ bom: true, header: true, columns: [...columns], record_delimiter: '\r\n' });
  const source = Readable.from(safeRecords(records));
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
