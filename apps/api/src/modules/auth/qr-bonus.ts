import type { DbOrTx } from '../../db/client';
import { recordPoints } from '../points/ledger';
import { claimQrRedemption } from './repository';

/**
 * Pays the QR offer a member registered with (issue 11 §7): marks the redemption credited and writes
 * the points as one income entry with the usual validity, in the caller's transaction. The
 * conditional update is the guard: of parallel or repeated calls exactly one finds the row still
 * uncredited (PostgreSQL re-checks `credited_at is null` after the first commit), so the points are
 * written once. Answers the points credited (0 when there was nothing to pay).
 */
export async function creditQrBonus(tx: DbOrTx, userId: string, now = new Date()): Promise<number> {
  const points = await claimQrRedemption(tx, userId, now);
  if (points === null || points <= 0) return 0;
  await recordPoints(tx, { userId, type: 'income', point: points }, now);
  return points;
}
