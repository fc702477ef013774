import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

const WIB_MS = 7 * 60 * 60 * 1000;
/** '2026-11-28 09:05:00' on the shop's clock (WIB, UTC+7 all year): sortable, read as a date by spreadsheets. */
export const wibDateTime = (at: Date | null): string =>
  at ? new Date(at.getTime() + WIB_MS).toISOString().slice(0, 19).replace('T', ' ') : '';

/**
 * A CSV as a stream from an async source of records: UTF-8 with a BOM (Excel then reads Indonesian
 * text right), a header row, CRLF, numbers as plain digits. Pulled by the response: a slow reader
 * slows the reading of the source's pages.
 */
export function csvStream(records: AsyncIterable<(string | number)[]>, columns: readonly string[]): Readable {
  const csv = stringify({ bom: true, header: true, columns: [...columns], record_delimiter: '\r\n' });
  const source = Readable.from(records);
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
