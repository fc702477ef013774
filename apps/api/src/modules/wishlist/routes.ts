import type { FastifyInstance } from 'fastify';
import { contract } from '@rona/domain';
import { memberOf } from '../../http/auth';
import { registerEndpoint } from '../../http/register-endpoint';
import { cartMessages as m } from '../cart/messages';
import { wishlistService } from './wishlist-service';

export async function wishlistRoutes(app: FastifyInstance) {
  const wishlist = wishlistService(app.db);
  registerEndpoint(app, contract.wishlistAdd, ({ auth, body }) => wishlist.add(memberOf(auth).userId, body.itemId), {
    message: m.wishlistAdded,
  });
  registerEndpoint(
    app,
    contract.wishlistRemove,
    ({ auth, params }) => wishlist.remove(memberOf(auth).userId, params.id),
    {
      message: m.wishlistRemoved,
    },
  );
  registerEndpoint(app, contract.wishlistList, ({ auth, query }) =>
    wishlist.list(memberOf(auth).userId, {
      search: query.search,
      sortBy: query.sortBy,
      page: query.page ?? 1,
      limit: query.limit ?? 15,
    }),
  );
}
