import type { Points } from '@rona/domain';
import { pointBalance, POINTS_EXPIRING_SOON_DAYS } from '@rona/rules';
import type { DbOrTx } from '../../db/client';
import { pointEntries, pointLogPage } from './repository';

/**
 * The balance and "expiring soon" are derived from the member's whole log by `pointBalance`
 * (`@rona/rules`): income lots spent first-expiring-first, what is left of a lot lapses at its
 * expiry — so no expiry job is needed. A member's log is small (an entry per order or bonus), so it
 * is read whole; the page of the log (newest first) is its own query. Expired income stays in the
 * log, as the member earned it.
 */
export async function loadPoints(
  db: DbOrTx,
  userId: string,
  page: number,
  limit: number,
  now = new Date(),
): Promise<Points> {
  const entries = await pointEntries(db, userId);
  const rows = await pointLogPage(db, userId, limit, (page - 1) * limit);
  const total = entries.length;
  const { balance, expiringSoon } = pointBalance(entries, now, POINTS_EXPIRING_SOON_DAYS);
  return {
    datas: {
      points: rows.map((r) => ({
        type: r.type,
        point: r.point,
        invoice: r.invoice,
        createdAt: r.createdAt.toISOString(),
        note: r.note,
        expired: r.expiresAt ? r.expiresAt.toISOString() : null,
      })),
      totalPoint: balance,
      expiredSoon: {
        point: expiringSoon.point,
        expired: expiringSoon.expiresAt ? expiringSoon.expiresAt.toISOString() : null,
      },
    },
    page: { currentPage: page, totalPage: Math.ceil(total / limit), totalData: total, limit },
  };
}

/** Writing a point-log entry is the points module's (below auth, which pays the QR bonus). */
export { POINT_VALIDITY_DAYS, recordPoints } from '../points/ledger';
