import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AdminVoucher, AdminVoucherStatus, AdminVoucherUsage, AdminVoucherValues } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import type { StaffCaller } from '../../http/auth';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { fill } from '../../lib/fill';
import { recordAudit } from '../audit/record';
import { staffActor } from '../staff/service';
import { lockedFieldLabels, voucherMessages as m } from './messages';
import {
  insertVoucher,
  listVouchers,
  redeemCodeTaken,
  updateVoucher,
  usageOf,
  usageOrNone,
  usesOf,
  voucherById,
  type VoucherListQuery,
  type VoucherRow,
  type VoucherValues,
} from './repository';

/** Where a voucher stands at `now` (the same checks as the list's status filter). */
export function statusOf(
  row: Pick<VoucherRow, 'deactivatedAt' | 'expiresAt' | 'startsAt'>,
  now: Date,
): AdminVoucherStatus {
  if (row.deactivatedAt) return 'inactive';
  if (row.expiresAt.getTime() <= now.getTime()) return 'ended';
  if (row.startsAt && row.startsAt.getTime() > now.getTime()) return 'scheduled';
  return 'active';
}

function view(row: VoucherRow, usage: AdminVoucherUsage, now: Date): AdminVoucher {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    audience: row.redeemCode ? 'code' : 'everyone',
    redeemCode: row.redeemCode,
    category: row.category,
    discType: row.discType,
    discAmount: row.discAmount,
    maxDiscount: row.maxDiscount,
    minimumTransaction: row.minimumTransaction,
    termsCondition: row.termsCondition,
    startsAt: row.startsAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    usageLimit: row.usageLimit,
    perMemberLimit: row.perMemberLimit,
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    status: statusOf(row, now),
    usage,
    locked: usage.orders > 0,
  };
}

/** The fields the audit trail compares (dates as ISO text). */
const auditFields = (row: VoucherRow) => ({
  name: row.name,
  redeemCode: row.redeemCode,
  category: row.category,
  discType: row.discType,
  discAmount: row.discAmount,
  maxDiscount: row.maxDiscount,
  minimumTransaction: row.minimumTransaction,
  termsCondition: row.termsCondition,
  startsAt: row.startsAt?.toISOString() ?? null,
  expiresAt: row.expiresAt.toISOString(),
  usageLimit: row.usageLimit,
  perMemberLimit: row.perMemberLimit,
  deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
});

const toColumns = (v: AdminVoucherValues): Omit<VoucherValues, 'code'> => ({
  name: v.name,
  redeemCode: v.redeemCode,
  category: v.category,
  discType: v.discType,
  discAmount: v.discAmount,
  maxDiscount: v.maxDiscount,
  minimumTransaction: v.minimumTransaction,
  termsCondition: v.termsCondition,
  startsAt: v.startsAt ? new Date(v.startsAt) : null,
  expiresAt: new Date(v.expiresAt),
  usageLimit: v.usageLimit,
  perMemberLimit: v.perMemberLimit,
});

/** The shop's own reference of a new voucher (shown on an order's vouchers): VC- and 8 capitals/digits. */
const newCode = () => `VC-${randomBytes(5).toString('hex').toUpperCase().slice(0, 8)}`;

const codeTakenError = (code: string) => {
  const message = fill(m.codeTaken, { code });
  return new HttpError(409, message, [{ message, field: 'redeemCode' }]);
};

/** Vouchers in the back office (issue 28 §1; docs/product/vouchers.md). */
export function adminVoucherService(app: FastifyInstance) {
  const db = app.db;
  const now = () => app.clock.now();

  async function oneView(tx: DbOrTx, row: VoucherRow, at: Date) {
    return view(row, usageOrNone(await usageOf(tx, [row.id]), row.id), at);
  }

  async function checkCode(tx: DbOrTx, code: string | null, exceptId: string | null) {
    if (code && (await redeemCodeTaken(tx, code, exceptId))) throw codeTakenError(code);
  }

  /** A write that may meet another's code at the last moment (the unique index): the same 409. */
  async function guarded<T>(code: string | null, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (code && isUniqueViolation(error)) throw codeTakenError(code);
      throw error;
    }
  }

  /** The shop's cached answers (promo pages, lists) forget the old voucher, on every instance. */
  const announce = () => app.catalogueChanges.announce();

  return {
    async list(q: VoucherListQuery) {
      const at = now();
      const { rows, total } = await listVouchers(db, q, at);
      const usage = await usageOf(
        db,
        rows.map((r) => r.id),
      );
      return {
        datas: rows.map((r) => view(r, usageOrNone(usage, r.id), at)),
        page: {
          currentPage: q.page,
          totalPage: Math.max(1, Math.ceil(total / q.limit)),
          totalData: total,
          limit: q.limit,
        },
      };
    },

    async read(id: string) {
      const row = await voucherById(db, id);
      if (!row) throw notFound(m.notFound);
      return oneView(db, row, now());
    },

    async create(caller: StaffCaller, input: AdminVoucherValues) {
      const at = now();
      const created = await guarded(input.redeemCode, () =>
        db.transaction(async (tx) => {
          await checkCode(tx, input.redeemCode, null);
          const row = await insertVoucher(tx, { code: newCode(), ...toColumns(input) });
          await recordAudit(tx, {
            actor: staffActor(caller),
            at,
            entity: 'voucher',
            entityId: row.id,
            action: 'voucher.create',
            before: null,
            after: auditFields(row),
          });
          return row;
        }),
      );
      announce();
      return view(created, usageOrNone(new Map(), created.id), at);
    },

    /**
     * Every field replaced, under the voucher's row lock (the lock orders take to count a use, so
     * the uses read here are all there are): a used voucher keeps its category, kind, amount and
     * maximum discount, and its total limit never goes below its uses.
     */
    async update(caller: StaffCaller, id: string, input: AdminVoucherValues) {
      const at = now();
      const updated = await guarded(input.redeemCode, () =>
        db.transaction(async (tx) => {
          const before = await voucherById(tx, id, true);
          if (!before) throw notFound(m.notFound);
          if (before.deactivatedAt) throw conflict(m.deactivated);
          const usage = usageOrNone(await usageOf(tx, [id]), id);
          if (usage.orders > 0) {
            const changed = (Object.keys(lockedFieldLabels) as (keyof typeof lockedFieldLabels)[]).filter(
              (k) => before[k] !== input[k],
            );
            if (changed.length) {
              const message = fill(m.lockedTerms, { fields: changed.map((k) => lockedFieldLabels[k]).join(', ') });
              throw new HttpError(
                409,
                message,
                changed.map((field) => ({ message, field })),
              );
            }
          }
          if (input.usageLimit !== null && input.usageLimit < usage.orders) {
            const message = fill(m.limitBelowUses, { used: usage.orders });
            throw badRequest(message, [{ message, field: 'usageLimit' }]);
          }
          await checkCode(tx, input.redeemCode, id);
          const row = await updateVoucher(tx, id, toColumns(input));
          await recordAudit(tx, {
            actor: staffActor(caller),
            at,
            entity: 'voucher',
            entityId: id,
            action: 'voucher.update',
            before: auditFields(before),
            after: auditFields(row),
          });
          return view(row, usage, at);
        }),
      );
      announce();
      return updated;
    },

    /** Ends it now: deactivated, and its end moved to this moment, so carts and checkouts refuse it at once. */
    async deactivate(caller: StaffCaller, id: string) {
      const at = now();
      const result = await db.transaction(async (tx) => {
        const before = await voucherById(tx, id, true);
        if (!before) throw notFound(m.notFound);
        if (before.deactivatedAt) throw conflict(m.alreadyDeactivated);
        const row = await updateVoucher(tx, id, {
          deactivatedAt: at,
          expiresAt: before.expiresAt.getTime() < at.getTime() ? before.expiresAt : at,
        });
        await recordAudit(tx, {
          actor: staffActor(caller),
          at,
          entity: 'voucher',
          entityId: id,
          action: 'voucher.deactivate',
          before: auditFields(before),
          after: auditFields(row),
        });
        return oneView(tx, row, at);
      });
      announce();
      return result;
    },

    async uses(id: string, q: { page: number; limit: number }) {
      const row = await voucherById(db, id);
      if (!row) throw notFound(m.notFound);
      const [usage, rows] = await Promise.all([usageOf(db, [id]), usesOf(db, id, q)]);
      const totals = usageOrNone(usage, id);
      return {
        usage: totals,
        datas: rows.map((r) => ({
          orderId: r.orderId,
          invoice: r.invoice,
          status: r.status,
          member: r.memberId ? { id: r.memberId, name: r.memberName ?? '', email: r.memberEmail ?? '' } : null,
          usedAt: r.usedAt.toISOString(),
          discount: Number(r.discount),
        })),
        page: {
          currentPage: q.page,
          totalPage: Math.max(1, Math.ceil(totals.orders / q.limit)),
          totalData: totals.orders,
          limit: q.limit,
        },
      };
    },
  };
}
