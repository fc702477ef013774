/** One line of a member's point log, as stored. Income lapses at `expiresAt` (null = never). */
export interface PointEntry {
  type: 'income' | 'expense';
  point: number;
  createdAt: Date;
  expiresAt: Date | null;
}

export interface PointBalance {
  /** Points the member can spend now. */
  balance: number;
  /** What is left of the live lots lapsing within the window, and the first of those expiries. */
  expiringSoon: { point: number; expiresAt: Date | null };
}

/** Points whose expiry falls within this window are shown as "expiring soon" (the member's points page, the seed's notices). */
export const POINTS_EXPIRING_SOON_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

interface Lot {
  left: number;
  createdAt: number;
  expiresAt: number;
}

const expiryOf = (d: Date | null) => (d ? d.getTime() : Number.POSITIVE_INFINITY);

/** Alive at `at`: a lot lapses at its expiry instant (expiresAt ≤ at is gone). */
const alive = (lot: Lot, at: number) => lot.expiresAt > at && lot.left > 0;

/**
 * The point balance derived from the log (no expiry job: what lapses is worked out on read).
 *
 * - Every income entry is a lot. Entries are replayed in time order; at the same instant income
 *   comes before expense (points earned at that moment can be spent at it), otherwise the order of
 *   the input does not matter.
 * - Each expense consumes the lots alive at the moment it was made, the first-expiring first (then
 *   the oldest; never-expiring lots last). What it cannot cover is dropped: an expense never takes
 *   the balance below 0 and never eats income earned after it.
 * - What is left of a lot after its expiry lapses. `balance` = what is left of the lots alive at
 *   `now`; `expiringSoon` = the part of it lapsing within `soonDays` (inclusive), with the first
 *   such expiry (null when nothing lapses soon).
 * - Every entry counts, also one dated after `now` (a parallel order may have stamped its expense a
 *   moment later than this read's clock): only the lots' lapse is judged at `now`.
 */
export function pointBalance(entries: readonly PointEntry[], now: Date, soonDays: number): PointBalance {
  const ordered = entries
    .map((e, i) => ({ e, i }))
    .sort(
      (a, b) =>
        a.e.createdAt.getTime() - b.e.createdAt.getTime() ||
        (a.e.type === b.e.type ? 0 : a.e.type === 'income' ? -1 : 1) ||
        a.i - b.i,
    )
    .map(({ e }) => e);

  const lots: Lot[] = [];
  for (const entry of ordered) {
    const point = Math.max(0, Math.floor(entry.point));
    if (point === 0) continue;
    const at = entry.createdAt.getTime();
    if (entry.type === 'income') {
      lots.push({ left: point, createdAt: at, expiresAt: expiryOf(entry.expiresAt) });
      continue;
    }
    let owed = point;
    const spendable = lots
      .filter((lot) => alive(lot, at))
      .sort((a, b) => a.expiresAt - b.expiresAt || a.createdAt - b.createdAt);
    for (const lot of spendable) {
      if (owed === 0) break;
      const taken = Math.min(lot.left, owed);
      lot.left -= taken;
      owed -= taken;
    }
  }

  const nowMs = now.getTime();
  const soonMs = nowMs + soonDays * DAY_MS;
  const live = lots.filter((lot) => alive(lot, nowMs));
  const soon = live.filter((lot) => lot.expiresAt <= soonMs);
  const soonPoint = soon.reduce((s, lot) => s + lot.left, 0);
  const firstExpiry = soon.reduce((min, lot) => Math.min(min, lot.expiresAt), Number.POSITIVE_INFINITY);
  return {
    balance: live.reduce((s, lot) => s + lot.left, 0),
    expiringSoon: { point: soonPoint, expiresAt: soonPoint > 0 ? new Date(firstExpiry) : null },
  };
}
