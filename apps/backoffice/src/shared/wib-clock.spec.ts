import { describe, expect, it } from 'vitest';
import { fromWibLocal, isoToWibInput, wibText } from './wib-clock';

describe('the shop clock (WIB, UTC + 7) in the back office forms', () => {
  it('shows an instant as the WIB wall clock, whatever its zone, and reads it back', () => {
    expect(isoToWibInput('2026-12-11T17:00:00.000Z')).toBe('2026-12-12T00:00');
    expect(isoToWibInput('2026-12-12T00:00:00+07:00')).toBe('2026-12-12T00:00');
    expect(fromWibLocal('2026-12-12T00:00')).toBe('2026-12-12T00:00:00+07:00');
    expect(Date.parse(fromWibLocal(isoToWibInput('2026-12-11T17:00:00.000Z')))).toBe(
      Date.parse('2026-12-11T17:00:00.000Z'),
    );
  });

  it('leaves an empty or unreadable value empty', () => {
    expect(isoToWibInput(null)).toBe('');
    expect(isoToWibInput('bukan tanggal')).toBe('');
    expect(fromWibLocal('')).toBe('');
  });

  it('writes an instant in Indonesian on the WIB clock', () => {
    expect(wibText('2026-12-11T17:00:00.000Z')).toMatch(/^12 Desember 2026.*00[.:]00/);
  });
});
