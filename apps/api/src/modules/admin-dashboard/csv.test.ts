import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvStream, safeCell, wibDateTime } from './csv';

async function* records() {
  yield ['=HYPERLINK("http://contoh.id")', -5, '+62812', 'Serum, 20 ml'];
  yield ['@SUM(A1)', 1250000, 'Biasa', ''];
}

describe('the exports’ CSV writer', () => {
  it('writes a BOM, a header, CRLF rows, plain numbers, and formulas as text', async () => {
    // As bytes: a TextDecoder would drop the BOM this checks.
    const out = (await buffer(csvStream(records(), ['A', 'B', 'C', 'D']))).toString('utf8');
    expect(out).toBe(
      '\uFEFFA,B,C,D\r\n' +
        '"\'=HYPERLINK(""http://contoh.id"")",-5,\'+62812,"Serum, 20 ml"\r\n' +
        "'@SUM(A1),1250000,Biasa,\r\n",
    );
  });

  it('leaves numbers and plain text alone', () => {
    expect(safeCell(-5)).toBe(-5);
    expect(safeCell('Sabun')).toBe('Sabun');
    expect(safeCell('-')).toBe("'-");
  });

  it('writes times on the WIB clock', () => {
    expect(wibDateTime(new Date('2026-11-24T17:00:00.000Z'))).toBe('2026-11-25 00:00:00');
    expect(wibDateTime(null)).toBe('');
  });
});
