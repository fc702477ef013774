import type { DbOrTx } from '../client';
import { qrOffers } from '../schema';

/** Registration promotions printed as QR codes (`/register?qr=<code>`); the points are credited once the phone is verified. */
export const QR_OFFERS = [
  { code: 'RONAKLINIK', name: 'Promo Pembukaan Klinik Rona', points: 10_000 },
  { code: 'RONABEAUTYFAIR', name: 'Rona di Beauty Fair', points: 5_000 },
] as const;

export async function insertQrOffers(db: DbOrTx) {
  await db
    .insert(qrOffers)
    .values(QR_OFFERS.map((o) => ({ ...o })))
    .onConflictDoNothing({ target: qrOffers.code });
}
