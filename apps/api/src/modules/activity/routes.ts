import type { FastifyInstance } from 'fastify';
import { contract } from '@rona/domain';
import { memberId } from '../../http/auth';
import { registerEndpoint } from '../../http/register-endpoint';
import { activityMessages as m } from './messages';
import { listNotifications, markNotificationRead } from './notifications';
import { subscriptionDetail, updateSubscription } from './subscription';

/** The activity hub's inbox and the unsubscribe page (spec 3 §7 "Activity hub and subscription"). */
export async function activityRoutes(app: FastifyInstance) {
  const db = app.db;
  registerEndpoint(app, contract.notificationList, ({ auth, query }) =>
    listNotifications(db, memberId(auth), { type: query.type, page: query.page, limit: query.limit }),
  );
  registerEndpoint(app, contract.notificationRead, ({ auth, body }) =>
    markNotificationRead(db, memberId(auth), body.id),
  );
  registerEndpoint(app, contract.subscriptionDetail, ({ params }) =>
    subscriptionDetail(db, app.config.mailLinkSecret, params.params, params.params2),
  );
  registerEndpoint(
    app,
    contract.subscriptionUpdate,
    ({ params, body }) => updateSubscription(db, app.config.mailLinkSecret, params.params, params.params2, body),
    {
      message: m.subscriptionUpdated,
    },
  );
}
