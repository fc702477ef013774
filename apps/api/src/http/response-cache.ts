/** What one entry costs: bodies by their bytes, id lists by an estimate per id. */
function defaultSizeOf(value: unknown): number {
  if (Buffer.isBuffer(value)) return value.length;
  if (typeof value === 'string') return value.length * 2;
  if (Array.isArray(value)) return 64 + value.length * 48;
  return 64;
}

/** The default byte bound: a few hundred listing pages; the process stays well under its RSS budget. */
export const RESPONSE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * A small in-memory cache of serialised public answers (no member, no guest). Keys are built by the
 * caller from the *parsed* known parameters (see register-endpoint), so an unknown or re-spelt query
 * parameter cannot mint new entries. Entries live `ttlMs`; any catalogue write calls `clear()`. The
 * cache holds at most `maxEntries` entries and `maxBytes` bytes, dropping the oldest first. With
 * several API instances a write clears every instance's cache through `app.catalogueChanges`
 * (PostgreSQL NOTIFY, milliseconds); `ttlMs` bounds an answer's age when a notice is missed.
 */
export class ResponseCache<V = Buffer> {
  private entries = new Map<string, { body: V; expires: number; size: number }>();
  private used = 0;
  /** Lookups answered from the cache, and lookups that were not (metrics: the hit rate). */
  hits = 0;
  misses = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly maxBytes = RESPONSE_CACHE_MAX_BYTES,
    private readonly sizeOf: (value: V) => number = defaultSizeOf,
  ) {}

  get enabled() {
    return this.ttlMs > 0;
  }

  /** Entries held (expired ones included until touched). */
  get size() {
    return this.entries.size;
  }

  /** Bytes held, by `sizeOf`. */
  get bytes() {
    return this.used;
  }

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (hit && hit.expires < Date.now()) this.remove(key);
    else if (hit) {
      this.hits++;
      return hit.body;
    }
    this.misses++;
    return undefined;
  }

  set(key: string, body: V) {
    if (!this.enabled) return;
    const size = this.sizeOf(body);
    this.remove(key);
    if (size > this.maxBytes) return;
    // Maps iterate in insertion order: drop the oldest entries until the new one fits.
    while (this.entries.size > 0 && (this.entries.size >= this.maxEntries || this.used + size > this.maxBytes)) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
    this.entries.set(key, { body, expires: Date.now() + this.ttlMs, size });
    this.used += size;
  }

  clear() {
    this.entries.clear();
    this.used = 0;
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.used -= entry.size;
  }
}
