import type { FastifyInstance } from 'fastify';
import {
  LINK_TOOL_SITE,
  type AdminCustomerContact,
  type AdminCustomerDetail,
  type AdminCustomerListItem,
  type Paged,
} from '@rona/domain';
import { pointBalance, POINTS_EXPIRING_SOON_DAYS } from '@rona/rules';
import type { DbOrTx } from '../../db/client';
import type { UserRole } from '../../db/schema';
import type { StaffCaller } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { fill } from '../../lib/fill';
import { recordAudit } from '../audit/record';
import { revokeUserSessions } from '../auth/sessions';
import { recordPoints } from '../points/ledger';
import { staffActor } from '../staff/service';
import { adminCustomerMessages as m } from './messages';
import {
  customerAddresses,
  customerById,
  customerOrders,
  customerPointLog,
  customerSkinAnswers,
  hasSkinAnswers,
  liveSessionCount,
  lockCustomer,
  searchCustomers,
  setCustomerRoles,
} from './repository';
import { addressView, customerListView, isPartner, pointEntryView } from './views';

/** The entity name of a customer's audit rows (`GET /admin/v1/audit?entity=customer&entityId={id}`). */
export const CUSTOMER_ENTITY = 'customer';
/** How many orders and point entries the customer page shows (the newest). */
const SHOWN = 50;

const holdsPii = (caller: StaffCaller) => caller.permissions.includes('customers:pii');

/** Customers in the back office (issue 28 §4; docs/product/customers.md). */
export function adminCustomerService(app: FastifyInstance) {
  const db = app.db;
  const now = () => app.clock.now();

  async function mustLock(tx: DbOrTx, id: string) {
    const row = await lockCustomer(tx, id);
    if (!row) throw notFound(m.notFound);
    return row;
  }

  async function detail(tx: DbOrTx, id: string): Promise<AdminCustomerDetail> {
    const row = await customerById(tx, id);
    if (!row) throw notFound(m.notFound);
    const [addresses, log, orders, skinAnswered] = await Promise.all([
      customerAddresses(tx, id),
      customerPointLog(tx, id),
      customerOrders(tx, id, SHOWN),
      hasSkinAnswers(tx, id),
    ]);
    const { balance, expiringSoon } = pointBalance(log, now(), POINTS_EXPIRING_SOON_DAYS);
    return {
      ...customerListView(row, false),
      roles: row.roles,
      addresses: addresses.map((a) => addressView(a, false)),
      points: {
        balance,
        expiringSoon: { point: expiringSoon.point, expiresAt: expiringSoon.expiresAt?.toISOString() ?? null },
        entries: log.slice(0, SHOWN).map(pointEntryView),
      },
      orders: orders.rows.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
      orderCount: orders.total,
      skinAnswered,
    };
  }

  return {
    /**
     * The search. A customers:pii holder gets the contact fields unmasked (unless `masked`), and each
     * member so shown is a view in the audit trail, written in the transaction that read them.
     */
    async list(
      caller: StaffCaller,
      q: { search?: string; masked?: 'true' | 'false'; page: number; limit: number },
    ): Promise<Paged<AdminCustomerListItem>> {
      const pii = holdsPii(caller) && q.masked !== 'true';
      const read = async (tx: DbOrTx) => {
        const { rows, total } = await searchCustomers(tx, q);
        if (pii) {
          const at = now();
          for (const r of rows) {
            await recordAudit(tx, {
              actor: staffActor(caller),
              at,
              entity: CUSTOMER_ENTITY,
              entityId: r.id,
              action: 'view',
              before: null,
              after: { fields: ['fullName', 'email', 'phone'], via: 'search', search: q.search ?? '' },
            });
          }
        }
        return {
          datas: rows.map((r) => customerListView(r, pii)),
          page: {
            currentPage: q.page,
            totalPage: Math.max(1, Math.ceil(total / q.limit)),
            totalData: total,
            limit: q.limit,
          },
        };
      };
      return pii ? db.transaction(read) : read(db);
    },

    detail: (id: string) => detail(db, id),

    /** Unmasked contact data and the skin analysis (health data under UU 27/2022), read and audited together. */
    contact(caller: StaffCaller, id: string): Promise<AdminCustomerContact> {
      return db.transaction(async (tx) => {
        const row = await customerById(tx, id);
        if (!row) throw notFound(m.notFound);
        const [addresses, skin] = await Promise.all([customerAddresses(tx, id), customerSkinAnswers(tx, id)]);
        await recordAudit(tx, {
          actor: staffActor(caller),
          at: now(),
          entity: CUSTOMER_ENTITY,
          entityId: id,
          action: 'view',
          before: null,
          after: { fields: ['fullName', 'email', 'phone', 'addresses', 'skinProfile'], via: 'contact' },
        });
        return {
          id: row.id,
          fullName: row.fullName,
          email: row.email,
          phone: row.phone ?? '',
          addresses: addresses.map((a) => addressView(a, true)),
          skinProfile: skin.map((s) => ({
            question: s.question,
            answers: s.answers
              .map((a) => [a.option, a.essay].filter((v): v is string => !!v?.trim()).join(': '))
              .filter(Boolean),
          })),
        };
      });
    },

    /**
     * Points added (income, valid POINT_VALIDITY_DAYS) or taken (expense) through the points ledger,
     * with the reason the member reads; never more than the balance. The member's row is locked as an
     * order locks it, so an order spending points and an adjustment see each other's entry.
     */
    adjustPoints(caller: StaffCaller, id: string, input: { points: number; reason: string }) {
      return db.transaction(async (tx) => {
        await mustLock(tx, id);
        const at = now();
        const before = pointBalance(await customerPointLog(tx, id), at, POINTS_EXPIRING_SOON_DAYS).balance;
        if (input.points < 0 && -input.points > before) {
          const message = fill(m.overDeduction, { balance: before });
          throw badRequest(message, [{ message, field: 'points' }]);
        }
        await recordPoints(
          tx,
          {
            userId: id,
            type: input.points > 0 ? 'income' : 'expense',
            point: Math.abs(input.points),
            note: input.reason,
          },
          at,
        );
        const log = await customerPointLog(tx, id);
        const balance = pointBalance(log, at, POINTS_EXPIRING_SOON_DAYS).balance;
        await recordAudit(tx, {
          actor: staffActor(caller),
          at,
          entity: CUSTOMER_ENTITY,
          entityId: id,
          action: 'points.adjust',
          before: { points: before },
          after: { points: balance, change: input.points, reason: input.reason },
        });
        return { balance, entry: pointEntryView(log[0]!) };
      });
    },

    /** Grants or removes the store site's partner role (the link studio reads the roles at every call). */
    async setPartner(caller: StaffCaller, id: string, partner: boolean): Promise<AdminCustomerDetail> {
      await db.transaction(async (tx) => {
        const row = await mustLock(tx, id);
        if (isPartner(row.roles) === partner) return;
        const roles: UserRole[] = partner
          ? [...row.roles, { name: 'partner', sites: [LINK_TOOL_SITE] }]
          : row.roles
              .map((r) => ({ ...r, sites: r.sites.filter((s) => s !== LINK_TOOL_SITE) }))
              .filter((r) => r.sites.length > 0);
        await setCustomerRoles(tx, id, roles);
        await recordAudit(tx, {
          actor: staffActor(caller),
          at: now(),
          entity: CUSTOMER_ENTITY,
          entityId: id,
          action: partner ? 'partner.grant' : 'partner.remove',
          before: { partner: !partner, roles: row.roles },
          after: { partner, roles },
        });
      });
      return detail(db, id);
    },

    /** Ends every session of the member (shop and link studio): their next call answers 401. */
    endSessions(caller: StaffCaller, id: string): Promise<{ ended: number }> {
      return db.transaction(async (tx) => {
        await mustLock(tx, id);
        const at = now();
        const ended = await liveSessionCount(tx, id, at);
        await revokeUserSessions(tx, id);
        await recordAudit(tx, {
          actor: staffActor(caller),
          at,
          entity: CUSTOMER_ENTITY,
          entityId: id,
          action: 'sessions.end',
          before: { liveSessions: ended },
          after: { liveSessions: 0, ended },
        });
        return { ended };
      });
    },
  };
}
