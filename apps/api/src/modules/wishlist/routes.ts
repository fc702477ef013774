import type { FastifyInstance } from 'fastify';
import { contract } from '@rona/domain';
import { memberId } from '../../http/auth';
import { registerEndpoint } from '../../http/register-endpoint';
import { wishlistMessages as m } from './messages';
import { wishlistService } from './wishlist-service';

export async function wishlistRoutes(app: FastifyInstance) {
  const wishlist = wishlistService(app.db);
  registerEndpoint(app, contract.wishlistAdd, ({ auth, body }) => wishlist.add(memberId(auth), body.itemId), {
    message: m.added,
  });
  registerEndpoint(app, contract.wishlistRemove, ({ auth, params }) => wishlist.remove(memberId(auth), params.id), {
    message: m.removed,
  });
  registerEndpoint(app, contract.wishlistList, ({ auth, query }) =>
    wishlist.list(memberId(auth), {
      search: query.search,
      sortBy: query.sortBy,
      page: query.page,
      limit: query.limit,
    }),
  );
}
