import { z } from 'zod';
import { STOCK_ADJUST_REASON_IDS, STOCK_MOVEMENT_REASON_IDS } from '../stock-ledger';
import { auditActorKindSchema } from './audit';

const actorSchema = z.object({ kind: auditActorKindSchema, id: z.string().nullable(), name: z.string() });

/** One line of a size's stock history (issue 27 §5). */
export const stockMovementSchema = z.object({
  id: z.string(),
  change: z.number().int(),
  reason: z.enum(STOCK_MOVEMENT_REASON_IDS),
  /** 'Barang Masuk', 'Pesanan', … */
  reasonLabel: z.string(),
  /** An order's invoice or a stock count's id; null for the opening balance and adjustments. */
  reference: z.string().nullable(),
  note: z.string().nullable(),
  actor: actorSchema,
  stockAfter: z.number().int(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/**
 * One size in the stock list. `stock` is what is on sale (open orders' units already taken out);
 * `held` is what unpaid orders hold, `toShip` what paid orders not yet handed to the courier hold
 * (a refund request included):
 * on the shelf are stock + held + toShip.
 */
export const stockLevelSchema = z.object({
  variantId: z.string(),
  productId: z.string(),
  productName: z.string(),
  size: z.string(),
  sku: z.string(),
  stock: z.number().int(),
  held: z.number().int(),
  toShip: z.number().int(),
  low: z.boolean(),
  out: z.boolean(),
});
export type StockLevel = z.infer<typeof stockLevelSchema>;

const wholeChange = z
  .number({ error: 'Jumlah perubahan harus angka' })
  .int({ error: 'Jumlah perubahan harus bilangan bulat' })
  .min(-1_000_000, { error: 'Jumlah perubahan terlalu besar' })
  .max(1_000_000, { error: 'Jumlah perubahan terlalu besar' })
  .refine((n) => n !== 0, { error: 'Jumlah perubahan tidak boleh 0' });
const noteText = z
  .string({ error: 'Catatan wajib diisi' })
  .trim()
  .min(1, { error: 'Catatan wajib diisi' })
  .max(500, { error: 'Catatan maksimal 500 karakter' });

export const stockAdjustSchema = z.object({
  change: wholeChange,
  reason: z.enum(STOCK_ADJUST_REASON_IDS, { error: 'Pilih alasan perubahan stok' }),
  note: noteText,
});
export type StockAdjust = z.input<typeof stockAdjustSchema>;

export const stockAdjustResultSchema = z.object({
  variantId: z.string(),
  stock: z.number().int(),
  movement: stockMovementSchema,
});

export const stockCountSchema = z.object({
  lines: z
    .array(
      z.object({
        variantId: z.uuid({ error: 'Ukuran produk tidak ditemukan' }),
        counted: z
          .number({ error: 'Jumlah hitungan harus angka' })
          .int({ error: 'Jumlah hitungan harus bilangan bulat' })
          .min(0, { error: 'Jumlah hitungan tidak boleh kurang dari 0' })
          .max(1_000_000, { error: 'Jumlah hitungan terlalu besar' }),
      }),
      { error: 'Isi jumlah hitungan' },
    )
    .min(1, { error: 'Isi jumlah hitungan minimal satu ukuran' })
    .max(500, { error: 'Maksimal 500 ukuran sekaligus' }),
  note: noteText,
  /** true: only the differences, nothing written. */
  dryRun: z.boolean().default(false),
});
export type StockCountInput = z.input<typeof stockCountSchema>;

/** A counted size: what the shelf should hold (stock + held + toShip), what was counted, the difference. */
export const stockCountLineSchema = z.object({
  variantId: z.string(),
  productName: z.string(),
  size: z.string(),
  sku: z.string(),
  expected: z.number().int(),
  counted: z.number().int(),
  difference: z.number().int(),
  stockAfter: z.number().int(),
});
export const stockCountResultSchema = z.object({
  /** Null for a preview (dryRun). */
  id: z.string().nullable(),
  lines: z.array(stockCountLineSchema),
});
export type StockCountResult = z.infer<typeof stockCountResultSchema>;
