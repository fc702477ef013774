import { formatShopDate, SHOP_TIME_ZONE } from '@rona/rules';

/** '24 November 2026 pukul 14.05 WIB': how the shop writes a moment to buyers (Asia/Jakarta). */
export function shopDateTime(at: Date): string {
  const date = formatShopDate(at);
  const time = new Intl.DateTimeFormat('id-ID', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: SHOP_TIME_ZONE,
  })
    .format(at)
    .replace(':', '.');
  return `${date} pukul ${time} WIB`;
}

export { fill } from '../../lib/fill';
