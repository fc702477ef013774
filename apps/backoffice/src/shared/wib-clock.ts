/** WIB has no daylight saving: the shop's clock is UTC + 7 hours all year. */
const WIB_MS = 7 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date-time as a `datetime-local` value on the shop's (WIB) clock, whatever the device's zone; null → ''. */
export function isoToWibInput(value: string | null | undefined): string {
  if (!value) return '';
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return '';
  const wib = new Date(at.getTime() + WIB_MS);
  return `${wib.getUTCFullYear()}-${pad(wib.getUTCMonth() + 1)}-${pad(wib.getUTCDate())}T${pad(wib.getUTCHours())}:${pad(wib.getUTCMinutes())}`;
}

/** The field's WIB wall clock back to an instant with its offset (empty: none). */
export const fromWibLocal = (local: string) => (local ? `${local}:00+07:00` : '');

/** `12 Desember 2026 00.00`. */
export const wibText = (iso: string) =>
  new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Jakarta' }).format(
    new Date(iso),
  );
