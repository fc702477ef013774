/** Groups the digits of a whole number with dots: 1250000 → '1.250.000'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * A number the Indonesian way: dot thousands, comma decimals, at most two decimals and none when
 * whole (12500.5 → '12.500,5', 1250000 → '1.250.000'). Not a finite number → '0'.
 */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const [whole, fraction = ''] = Math.abs(n).toFixed(2).split('.');
  const decimals = fraction.replace(/0+$/, '');
  const text = groupThousands(whole) + (decimals ? `,${decimals}` : '');
  const isZero = /^[0.,]+$/.test(text);
  return n < 0 && !isZero ? `-${text}` : text;
}

/** 'Rp ' + the number: 'Rp 1.250.000', 'Rp 12.500,5'; negative amounts read '-Rp 5.000'. */
export function formatRupiah(n: number): string {
  const text = formatNumber(n);
  return text.startsWith('-') ? `-Rp ${text.slice(1)}` : `Rp ${text}`;
}
