import type { FastifyInstance } from 'fastify';
import { contract, type AuditEntry } from '@rona/domain';
import { registerEndpoint } from '../../http/register-endpoint';
import { listAudit, type AuditRow } from './repository';

const entryView = (r: AuditRow): AuditEntry => ({
  id: r.id,
  at: r.at.toISOString(),
  actor: { kind: r.actorKind, id: r.actorId, name: r.actorName },
  entity: r.entity,
  entityId: r.entityId,
  action: r.action,
  before: r.before,
  after: r.after,
});

/** `GET /admin/v1/audit`: the trail with its filters (audit:read). */
export async function auditRoutes(app: FastifyInstance) {
  registerEndpoint(app, contract.adminAudit, async ({ query }) => {
    const { rows, total } = await listAudit(app.db, query);
    return {
      datas: rows.map(entryView),
      page: {
        currentPage: query.page,
        totalPage: Math.max(1, Math.ceil(total / query.limit)),
        totalData: total,
        limit: query.limit,
      },
    };
  });
}
