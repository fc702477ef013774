/**
 * A small in-process cache of anonymous page HTML (decision 021): a crowd on one page costs one
 * render per key every few seconds. Keys are the path and only the query parameters the page reads
 * (each app declares them per route, `PageRoute`), sorted, so junk or reordered query strings share
 * one entry; the page is rendered from that normalised URL, so the bytes always match their key.
 *
 * An entry is fresh for `freshMs`; for `staleMs` after that it is still served while one render in
 * the background replaces it (stale-while-revalidate). One render per key at a time: requests for a
 * key being rendered wait for that render (coalescing). At most `maxEntries` entries and `maxBytes`
 * bytes, least recently used dropped first.
 */

/** A page route whose HTML may be cached: `path` segments, `:name` matching one segment. */
export interface PageRoute {
  path: string;
  /** The query parameters the page reads; every other one is left out of the key and the render. */
  params?: readonly string[];
}

export interface PageCacheOptions {
  freshMs: number;
  staleMs: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

export type PageCacheResult = 'hit' | 'stale' | 'miss' | 'coalesced' | 'bypass';

interface Entry<V> {
  value: V;
  storedAt: number;
  size: number;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** The declared route `pathname` falls under, if any. */
export function matchPageRoute(pathname: string, routes: readonly PageRoute[]): PageRoute | null {
  const parts = segments(pathname);
  return (
    routes.find((route) => {
      const pattern = segments(route.path);
      return pattern.length === parts.length && pattern.every((p, i) => p.startsWith(':') || p === parts[i]);
    }) ?? null
  );
}

/**
 * `url` (path and query, as received) as the cache key and the URL to render: the path and the
 * route's declared parameters, by name, each with its values in their order. Null when no declared
 * route matches (such pages are rendered for each request as they come).
 */
export function pageCacheKey(url: string, routes: readonly PageRoute[]): { key: string; route: PageRoute } | null {
  const at = url.indexOf('?');
  const pathname = at < 0 ? url : url.slice(0, at);
  const route = matchPageRoute(pathname, routes);
  if (!route) return null;
  const query = new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
  const kept = new URLSearchParams();
  for (const name of [...(route.params ?? [])].sort()) for (const value of query.getAll(name)) kept.append(name, value);
  const search = kept.toString();
  return { key: search ? `${pathname}?${search}` : pathname, route };
}

export class PageCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly renders = new Map<string, Promise<V>>();
  private used = 0;
  private generation = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;

  constructor(
    private readonly options: PageCacheOptions,
    /** What an entry costs (bytes), and whether a render may be kept at all (e.g. not a 5xx). */
    private readonly sizeOf: (value: V) => number,
    private readonly keep: (value: V) => boolean,
    private readonly onBackgroundError: (error: unknown, key: string) => void = () => undefined,
  ) {
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.now = options.now ?? Date.now;
  }

  get size() {
    return this.entries.size;
  }

  get bytes() {
    return this.used;
  }

  /** The page for `key`: cached when fresh or stale (refreshing it once), else rendered once for all waiting. */
  async get(key: string, render: () => Promise<V>): Promise<{ value: V; result: PageCacheResult }> {
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.storedAt : Infinity;
    if (entry && age < this.options.freshMs) {
      this.touch(key, entry);
      return { value: entry.value, result: 'hit' };
    }
    if (entry && age < this.options.freshMs + this.options.staleMs) {
      this.touch(key, entry);
      if (!this.renders.has(key)) this.render(key, render).catch((error) => this.onBackgroundError(error, key));
      return { value: entry.value, result: 'stale' };
    }
    const running = this.renders.get(key);
    if (running) return { value: await running, result: 'coalesced' };
    return { value: await this.render(key, render), result: 'miss' };
  }

  /**
   * Drops every entry: what they show changed (a catalogue write). Renders already running finish
   * for those waiting on them but are not kept (they may have read the old data), and later requests
   * do not join them.
   */
  clear() {
    this.entries.clear();
    this.renders.clear();
    this.used = 0;
    this.generation++;
  }

  private render(key: string, render: () => Promise<V>): Promise<V> {
    const generation = this.generation;
    const rendering: Promise<V> = render()
      .then((value) => {
        if (this.keep(value) && generation === this.generation) this.store(key, value);
        return value;
      })
      .finally(() => {
        if (this.renders.get(key) === rendering) this.renders.delete(key);
      });
    this.renders.set(key, rendering);
    return rendering;
  }

  private touch(key: string, entry: Entry<V>) {
    // Maps iterate in insertion order: moving a used entry to the end keeps the least recently used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private store(key: string, value: V) {
    const size = this.sizeOf(value);
    this.remove(key);
    if (size > this.maxBytes) return;
    while (this.entries.size > 0 && (this.entries.size >= this.maxEntries || this.used + size > this.maxBytes)) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
    this.entries.set(key, { value, storedAt: this.now(), size });
    this.used += size;
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.used -= entry.size;
  }
}

/** PAGE_CACHE_MS (fresh; default 3 s, 0 turns the cache off) and PAGE_CACHE_STALE_MS (default 30 s). */
export function pageCacheFromEnv(env: Record<string, string | undefined> = process.env): PageCacheOptions | null {
  const freshMs = Number(env.PAGE_CACHE_MS ?? 3_000);
  const staleMs = Number(env.PAGE_CACHE_STALE_MS ?? 30_000);
  if (!Number.isFinite(freshMs) || freshMs <= 0) return null;
  return { freshMs, staleMs: Number.isFinite(staleMs) && staleMs >= 0 ? staleMs : 30_000 };
}
