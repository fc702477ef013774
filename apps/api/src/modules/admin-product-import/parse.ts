import { parse } from 'csv-parse/sync';
import { PRODUCT_CSV_IMPORTED, PRODUCT_IMPORT_MAX_ROWS, type ProductCsvColumn } from '@rona/domain';
import { badRequest } from '../../http/errors';
import { fill } from '../../lib/fill';
import { productImportMessages as m } from './messages';

export interface CsvRow {
  /** The line in the file (the header is line 1). */
  line: number;
  cells: Partial<Record<ProductCsvColumn, string>>;
}

export interface ParsedCsv {
  delimiter: ',' | ';';
  rows: CsvRow[];
}

/**
 * A text cell as the export wrote it back: the export puts an apostrophe before text a spreadsheet
 * would run as a formula (=, +, -, @, tab, CR); the import takes that apostrophe off again.
 */
export const cellText = (raw: string): string => {
  const text = raw.trim();
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
};

/** `;` when the header line holds more of them than commas (Excel in Indonesian writes `;`). */
function delimiterOf(text: string): ',' | ';' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => header.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * Reads the file: UTF-8 with or without a BOM, `,` or `;`, quoted cells with line breaks inside,
 * blank lines skipped. The header names the columns (any order, extra ones ignored); every column
 * the import reads must be there. Refusals of the whole file are 400s; a row's own problems are
 * left to the plan (the refused rows' report).
 */
export function parseProductCsv(input: string): ParsedCsv {
  // One line end (LF) for all: the lines csv-parse counts are then the file's lines as an editor shows them.
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (text.includes('\uFFFD')) throw badRequest(m.notUtf8);
  const delimiter = delimiterOf(text);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: false,
      to: PRODUCT_IMPORT_MAX_ROWS + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const e = error as { lines?: number; message: string };
    throw badRequest(fill(m.unreadable, { line: String(e.lines ?? 1), reason: e.message }));
  }
  const [head, ...body] = records;
  const header = (head?.record ?? []).map((h) => h.trim());
  const missing = PRODUCT_CSV_IMPORTED.filter((c) => !header.includes(c));
  if (missing.length) throw badRequest(fill(m.missingColumns, { columns: missing.join(', ') }));
  const rows = body.filter((r) => r.record.some((c) => c.trim() !== ''));
  if (!rows.length) throw badRequest(m.empty);
  if (rows.length > PRODUCT_IMPORT_MAX_ROWS)
    throw badRequest(fill(m.tooManyRows, { max: PRODUCT_IMPORT_MAX_ROWS.toLocaleString('id-ID') }));
  return {
    delimiter,
    rows: rows.map(({ record, info }) => ({
      // info.lines is the line the record ends on; a record spans its own line breaks.
      line: info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0),
      cells: Object.fromEntries(header.map((h, i) => [h, record[i] ?? ''])) as CsvRow['cells'],
    })),
  };
}
