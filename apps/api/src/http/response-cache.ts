/**
 * A small in-memory cache of serialised public answers (no member, no guest), keyed by URL.
 * Entries live `ttlMs`; any catalogue write calls `clear()`. With several API instances an
 * answer can be at most `ttlMs` old, which the storefront tolerates for listings.
 */
export class ResponseCache<V = Buffer> {
  private entries = new Map<string, { body: V; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  get enabled() {
    return this.ttlMs > 0;
  }

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.body;
  }

  set(key: string, body: V) {
    if (!this.enabled) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { body, expires: Date.now() + this.ttlMs });
  }

  clear() {
    this.entries.clear();
  }
}
