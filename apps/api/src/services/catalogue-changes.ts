import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells every API instance that stock, prices or the catalogue changed (their response caches clear). */
    catalogueChanges: CatalogueChanges;
  }
}

export interface CatalogueChanges {
  /** Clears this instance's caches now and tells the other instances (PostgreSQL NOTIFY). */
  announce(): void;
  /** True while this instance hears the others (its LISTEN is up). */
  readonly listening: boolean;
  /**
   * A token that changes with every change this instance makes or hears of (and when it may have
   * missed one): the page servers compare it before serving a cached page (docs/product/catalogue.md).
   */
  readonly version: string;
}

/** The NOTIFY channel; the payload is the announcing instance's id (it ignores its own). */
export const CATALOGUE_CHANNEL = 'rona_catalogue_changed';
/** The wait before listening again after the LISTEN connection was lost (doubling, capped). */
const RELISTEN_MS = { first: 500, max: 30_000 };

/**
 * `app.catalogueChanges` (decision 021). Every instance LISTENs on one PostgreSQL channel; a write
 * that changes what a cached answer shows (an order's stock, a review, an expiry, an operator's
 * edit) calls `announce()`, which clears the local caches and NOTIFYs the others, who clear theirs
 * within milliseconds. While an instance's LISTEN connection is down it clears its caches when it
 * is back (it may have missed a notice), so an answer is never older than CATALOGUE_CACHE_MS.
 * PGlite serves one instance, so the notice only reaches apps sharing its handle (tests); the same
 * path runs on both databases.
 */
export const catalogueChangesPlugin = fp(
  async (app) => {
    const instance = randomUUID();
    let version: string = randomUUID();
    const clearLocal = (next: string = randomUUID()) => {
      app.responseCache.clear();
      version = next;
    };
    const database = app.database;
    let listening = false;
    let stop: (() => Promise<void>) | null = null;
    let closed = false;
    let retry: NodeJS.Timeout | undefined;

    const listen = async (waitMs: number) => {
      if (closed || !database.listen) return;
      try {
        stop = await database.listen(
          CATALOGUE_CHANNEL,
          // The payload is `<instance>:<version>`: every instance takes the announcer's version.
          (payload) => {
            const [from, next] = payload.split(':');
            if (from !== instance) clearLocal(next || undefined);
          },
          (error) => {
            listening = false;
            app.log.warn({ err: error }, 'catalogue changes: LISTEN connection lost; listening again');
            stop = null;
            retry = setTimeout(() => void listen(RELISTEN_MS.first), waitMs);
          },
        );
        if (!listening) clearLocal();
        listening = true;
      } catch (error) {
        app.log.warn({ err: error }, 'catalogue changes: cannot LISTEN; trying again');
        retry = setTimeout(() => void listen(Math.min(waitMs * 2, RELISTEN_MS.max)), waitMs);
      }
    };
    await listen(RELISTEN_MS.first);

    const changes: CatalogueChanges = {
      get listening() {
        return listening;
      },
      get version() {
        return version;
      },
      announce() {
        clearLocal();
        app.db
          .execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${`${instance}:${version}`})`)
          .catch((error: unknown) => app.log.warn({ err: error }, 'catalogue changes: NOTIFY failed'));
      },
    };
    app.decorate('catalogueChanges', changes);
    app.addHook('onClose', async () => {
      closed = true;
      clearTimeout(retry);
      await stop?.();
    });
  },
  { name: 'catalogue-changes', dependencies: ['database', 'response-cache'] },
);
