import fp from 'fastify-plugin';
import { ResponseCache } from '../http/response-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Serialised public catalogue answers (CATALOGUE_CACHE_MS); any catalogue write clears it. */
    responseCache: ResponseCache<Buffer>;
    /** Ordered product ids per list filter and sort (pages are slices of it); cleared with responseCache. */
    listOrderCache: ResponseCache<string[]>;
  }
}

/** `app.responseCache` and `app.listOrderCache`, one lifetime from the config; clearing the first clears both. */
export const responseCachePlugin = fp(
  async (app) => {
    const responseCache = new ResponseCache<Buffer>(app.config.catalogueCacheMs);
    const listOrderCache = new ResponseCache<string[]>(app.config.catalogueCacheMs, 64);
    const clear = responseCache.clear.bind(responseCache);
    responseCache.clear = () => {
      clear();
      listOrderCache.clear();
    };
    app.decorate('responseCache', responseCache);
    app.decorate('listOrderCache', listOrderCache);
  },
  { name: 'response-cache', dependencies: ['config'] },
);
