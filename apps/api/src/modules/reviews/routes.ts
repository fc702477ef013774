import type { FastifyInstance } from 'fastify';
import { contract } from '@rona/domain';
import { memberId } from '../../http/auth';
import { registerEndpoint } from '../../http/register-endpoint';
import { reviewsMessages as m } from './messages';
import { reviewService } from './review-service';

export async function reviewRoutes(app: FastifyInstance) {
  const service = reviewService(app.db, () => app.catalogueChanges.announce());
  registerEndpoint(app, contract.reviewHistory, ({ auth, query }) =>
    service.history(memberId(auth), query.review ?? false, query.page, query.limit),
  );
  registerEndpoint(app, contract.reviewCreate, ({ auth, body }) => service.create(memberId(auth), body), {
    message: m.created,
  });
  registerEndpoint(
    app,
    contract.reviewEdit,
    ({ auth, params, body }) => service.edit(memberId(auth), params.reviewId, body),
    {
      message: m.edited,
    },
  );
}
