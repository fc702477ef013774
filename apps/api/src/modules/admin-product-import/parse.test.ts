import { describe, expect, it } from 'vitest';
import { PRODUCT_CSV_IMPORTED } from '@rona/domain';
import { HttpError } from '../../http/errors';
import { cellText, parseProductCsv } from './parse';

const header = PRODUCT_CSV_IMPORTED.join(';');
const row = (name: string) => PRODUCT_CSV_IMPORTED.map((c) => (c === 'Produk' ? name : 'x')).join(';');

describe('reading the products CSV', () => {
  it('numbers rows by the file’s lines: CRLF, a quoted cell over two lines, blank lines', () => {
    const text = `\uFEFF${header}\r\n${row('"Sabun\r\nWajah"')}\r\n\r\n${row('Toner')}\r\n`;
    const parsed = parseProductCsv(text);
    expect(parsed.delimiter).toBe(';');
    expect(parsed.rows.map((r) => [r.line, r.cells.Produk])).toEqual([
      [2, 'Sabun\nWajah'],
      [5, 'Toner'],
    ]);
  });

  it('reads commas too, and refuses a file without the read columns', () => {
    expect(parseProductCsv(`${PRODUCT_CSV_IMPORTED.join(',')}\n${row('A').replaceAll(';', ',')}\n`).delimiter).toBe(
      ',',
    );
    expect(() => parseProductCsv('Produk,Slug\nA,a\n')).toThrow(HttpError);
  });

  it('takes off the apostrophe the export put before a formula, and nothing else', () => {
    expect(cellText("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(cellText("'+62812")).toBe('+62812');
    expect(cellText("'Serum")).toBe("'Serum");
    expect(cellText('  Serum ')).toBe('Serum');
  });
});
