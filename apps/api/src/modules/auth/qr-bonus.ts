import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { qrRedemptions } from '../../db/schema';
import { recordPoints } from '../account/points';

/**
 * Pays the QR offer a member registered with (issue 11 §7): marks the redemption credited and writes
 * the points as one income entry with the usual validity, in the caller's transaction. The
 * conditional update is the guard: of parallel or repeated calls exactly one finds the row still
 * uncredited (PostgreSQL re-checks `credited_at is null` after the first commit), so the points are
 * written once. Answers the points credited (0 when there was nothing to pay).
 */
export async function creditQrBonus(tx: Database, userId: string, now = new Date()): Promise<number> {
  const [redemption] = await tx
    .update(qrRedemptions)
    .set({ creditedAt: now })
    .where(and(eq(qrRedemptions.userId, userId), isNull(qrRedemptions.creditedAt)))
    .returning({ points: qrRedemptions.points });
  if (!redemption || redemption.points <= 0) return 0;
  await recordPoints(tx, { userId, type: 'income', point: redemption.points }, now);
  return redemption.points;
}
