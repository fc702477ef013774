import type { FastifyInstance } from 'fastify';
import { contract } from '@rona/domain';
import { memberId } from '../../http/auth';
import { registerEndpoint } from '../../http/register-endpoint';
import { reviewService } from './review-service';

export async function reviewRoutes(app: FastifyInstance) {
  const service = reviewService(app.db, () => app.responseCache.clear());
  registerEndpoint(app, contract.reviewHistory, ({ auth, query }) =>
    service.history(memberId(auth), query.review ?? false, query.page ?? 1, query.limit ?? 3),
  );
  registerEndpoint(app, contract.reviewCreate, ({ auth, body }) => service.create(memberId(auth), body), {
    message: 'Ulasan berhasil ditambahkan',
  });
  registerEndpoint(
    app,
    contract.reviewEdit,
    ({ auth, params, body }) => service.edit(memberId(auth), params.reviewId, body),
    {
      message: 'Berhasil Merubah ulasan yang sebelumnya. terima kasih sudah menambahkan ulasan',
    },
  );
}
