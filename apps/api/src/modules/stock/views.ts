import { stockReasonLabel, type StockLevel, type StockMovement } from '@rona/domain';
import { isSoldOut, LOW_STOCK_THRESHOLD } from '@rona/rules';
import type { StockMovementRow } from './ledger';
import type { SizeRow } from './repository';

export const movementView = (r: StockMovementRow): StockMovement => ({
  id: r.id,
  change: r.change,
  reason: r.reason,
  reasonLabel: stockReasonLabel(r.reason),
  reference: r.reference,
  note: r.note,
  actor: { kind: r.actorKind, id: r.actorId, name: r.actorName },
  stockAfter: r.stockAfter,
  createdAt: r.createdAt.toISOString(),
});

export const levelView = (r: SizeRow, held: { held: number; toShip: number } | undefined): StockLevel => ({
  ...r,
  held: held?.held ?? 0,
  toShip: held?.toShip ?? 0,
  low: !isSoldOut(r.stock) && r.stock <= LOW_STOCK_THRESHOLD,
  out: isSoldOut(r.stock),
});
